export { LoginForm, type LoginFormProps, type LoginFormValues } from './LoginForm.tsx';
