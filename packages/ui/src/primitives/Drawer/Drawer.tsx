import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { tv } from '../../lib/utils.ts';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';

export const drawerStyles = tv({
  slots: {
    overlay:
      'fixed inset-0 z-50 bg-overlay transition-opacity duration-200 entering:opacity-0 exiting:opacity-0 motion-reduce:transition-none',
    panel: 'fixed flex flex-col bg-surface text-fg shadow-lg outline-none transition-transform duration-200 motion-reduce:transition-none',
  },
  variants: {
    placement: {
      // Inline end: the right edge in English, the left edge in Arabic (logical inset-inline-end).
      end: {
        panel:
          'inset-y-0 end-0 w-[85%] max-w-sm rounded-s-xl entering:translate-x-full exiting:translate-x-full rtl:entering:-translate-x-full rtl:exiting:-translate-x-full',
      },
      bottom: {
        panel: 'inset-x-0 bottom-0 max-h-[85vh] rounded-t-xl pb-[env(safe-area-inset-bottom)] entering:translate-y-full exiting:translate-y-full',
      },
    },
  },
  defaultVariants: { placement: 'end' },
});

export interface DrawerProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'>,
    Pick<DialogProps, 'title' | 'children' | 'footer' | 'hideCloseButton'> {
  /** `end`: a side panel on the inline-end edge (right in ltr, left in rtl); `bottom`: a bottom sheet. */
  placement?: 'end' | 'bottom';
  className?: string;
}

/**
 * A mobile overlay panel holding a titled Dialog with a close button. Open it with a
 * `ModalTrigger` or control it with `isOpen`/`onOpenChange`; clicking outside and Escape close it.
 */
export function Drawer({ placement, title, children, footer, hideCloseButton, className, isDismissable = true, ...props }: DrawerProps) {
  const styles = drawerStyles({ placement });
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay()}>
      <AriaModal className={styles.panel({ className })}>
        <Dialog title={title} footer={footer} hideCloseButton={hideCloseButton} className="min-h-0 flex-1">
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
