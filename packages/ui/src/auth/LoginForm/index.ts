export { LoginForm, type LoginFormProps, type LoginFormValues } from './LoginForm.tsx';
export type { SocialLoginProblem } from '../AuthLayout/social-login.tsx';
