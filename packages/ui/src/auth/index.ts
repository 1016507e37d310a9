// Sign-in, registration, phone verification and password screens.
export * from './AuthLayout/index.ts';
export * from './ForgotPasswordForm/index.ts';
export * from './LoginForm/index.ts';
export * from './RegisterForm/index.ts';
export * from './RegisterReviewForm/index.ts';
export * from './ResetPasswordForm/index.ts';
export * from './SocialLoginPanel/index.ts';
export * from './VerifyPhoneForm/index.ts';
