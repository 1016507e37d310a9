export { VerifyPhoneForm, type VerifyPhoneFormNotice, type VerifyPhoneFormProps, type VerifyPhoneFormState } from './VerifyPhoneForm.tsx';
