export { RegisterForm, type RegisterFormProps, type RegisterFormValues } from './RegisterForm.tsx';
export { AuthCaptchaContext, SandboxCaptcha, useAuthCaptcha, type AuthCaptchaState } from './captcha.tsx';
