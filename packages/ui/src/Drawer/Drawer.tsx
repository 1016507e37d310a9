import type { ModalOverlayProps } from 'react-aria-components';
import { onDemand, preload, useOnDemand, useOpenedOnce } from '../lib/lazy.ts';
import { tv } from '../lib/utils.ts';
import type { DialogProps } from '../Dialog/Dialog.tsx';

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

/** The modal overlay, the panel and the dialog: loaded when a controlled drawer first opens (or on `preloadDrawer`). */
const drawerContent = onDemand(() => import('./DrawerContent.tsx'));

/** Starts loading the drawer's overlay code (e.g. on hover or focus of the button that opens it). */
export function preloadDrawer() {
  preload(drawerContent);
}

/**
 * A mobile overlay panel holding a titled Dialog with a close button. Open it with a
 * `ModalTrigger` or control it with `isOpen`/`onOpenChange`; clicking outside and Escape close it.
 * Controlled, it renders nothing (and loads no overlay code) until it first opens.
 */
export function Drawer(props: DrawerProps) {
  // Inside a ModalTrigger (no isOpen) the trigger's state is react-aria's: the content mounts at once and shows when open.
  const isOpen = props.isOpen ?? true;
  const opened = useOpenedOnce(isOpen);
  const content = useOnDemand(drawerContent, isOpen);
  if (!opened || !content) return null;
  return <content.DrawerOverlay {...props} />;
}
