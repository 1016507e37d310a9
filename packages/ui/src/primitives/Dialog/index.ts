export { Dialog, dialogStyles, type DialogProps, type DialogRenderProps } from './Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
