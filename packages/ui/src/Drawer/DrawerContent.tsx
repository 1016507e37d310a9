// Loaded on demand (see Drawer.tsx): react-aria's modal overlay (focus containment, scroll lock, dismissal) and the dialog.
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Dialog } from '../Dialog/Dialog.tsx';
import { drawerStyles, type DrawerProps } from './Drawer.tsx';

export function DrawerOverlay({ placement, title, children, footer, hideCloseButton, className, isDismissable = true, ...props }: DrawerProps) {
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
