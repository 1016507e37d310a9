export { CardPaymentForm, type CardPaymentFormProps, type CardPaymentValues } from './CardPaymentForm.tsx';
export { AddCardDialog, type AddCardDialogProps } from './AddCardDialog.tsx';
