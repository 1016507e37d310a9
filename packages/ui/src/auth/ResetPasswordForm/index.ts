export { ResetPasswordForm, type ResetPasswordFormProps, type ResetPasswordFormValues } from './ResetPasswordForm.tsx';
