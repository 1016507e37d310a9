export { Modal, modalStyles, modalOverlayStyles, type ModalProps } from './Modal.tsx';
/** Opens a Modal, Drawer or ConfirmDialog from its first child (a Button) and manages open state. */
export { DialogTrigger as ModalTrigger, type DialogTriggerProps as ModalTriggerProps } from 'react-aria-components';
