import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { AuthField } from '../AuthLayout/auth-field.tsx';
import { AuthHeading, AuthSwitch, ServerErrors } from '../AuthLayout/auth-form.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { SocialLoginButton, type SocialLoginProblem } from '../AuthLayout/social-login.tsx';

export interface LoginFormValues {
  /** An e-mail address or a phone number, trimmed. */
  identifier: string;
  password: string;
}

export interface LoginFormProps {
  /** Called with the values once both fields are filled. */
  onSubmit: (values: LoginFormValues) => void;
  /** "Continue with Facebook"; without it there is no social login (the server offers none). */
  onSocialLogin?: () => void;
  /** The login failed with 401/400: shows invalid_creds in red. */
  invalidCredentials?: boolean;
  /** Any other messages to show in red. */
  errors?: readonly ReactNode[];
  /** The page was opened with the email-verified query flag: shows the informational notice. */
  emailVerified?: boolean;
  /** The login call is running: the submit button shows a spinner and ignores presses. */
  isPending?: boolean;
  /** The social login is loading or running: its button shows a spinner and ignores presses. */
  isSocialPending?: boolean;
  /** Why the last social login did not go through, shown under its button ('unavailable' also disables it). */
  socialProblem?: SocialLoginProblem | null;
  registerHref?: string;
  forgotPasswordHref?: string;
  defaultValues?: Partial<LoginFormValues>;
}

/** The login form: identifier (e-mail or phone) and password, social login, and links to register and recover. */
export function LoginForm({
  onSubmit,
  onSocialLogin,
  invalidCredentials = false,
  errors = [],
  emailVerified = false,
  isPending = false,
  isSocialPending = false,
  socialProblem = null,
  registerHref,
  forgotPasswordHref,
  defaultValues,
}: LoginFormProps) {
  const { t } = useTranslation('ui');
  const [identifier, setIdentifier] = useState(defaultValues?.identifier ?? '');
  const [password, setPassword] = useState(defaultValues?.password ?? '');
  const messages = [...(invalidCredentials ? [t('auth.login.invalidCreds')] : []), ...errors];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    onSubmit({ identifier: identifier.trim(), password });
  };

  return (
    <div className="flex flex-col">
      <AuthHeading title={t('auth.login.title')} />
      <Form onSubmit={submit} className="flex flex-col gap-4">
        {emailVerified && <Alert tone="info">{t('auth.login.emailVerified')}</Alert>}
        <ServerErrors messages={messages} />
        <AuthField field="identifier" value={identifier} onChange={setIdentifier} />
        <div className="flex flex-col gap-1.5">
          <AuthField field="currentPassword" value={password} onChange={setPassword} />
          {forgotPasswordHref !== undefined && (
            <Link href={forgotPasswordHref} variant="standalone" className="self-end text-sm">
              {t('auth.login.forgotPassword')}
            </Link>
          )}
        </div>
        <Button type="submit" fullWidth isPending={isPending}>
          {t('auth.login.submit')}
        </Button>
      </Form>
      {onSocialLogin && (
        <>
          <div className="my-4 flex items-center gap-3 text-sm text-fg-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            {t('auth.login.or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <SocialLoginButton onPress={onSocialLogin} isPending={isSocialPending} problem={socialProblem} />
        </>
      )}
      <AuthSwitch href={registerHref} prompt={t('auth.login.noAccount')} action={t('auth.login.register')} />
    </div>
  );
}
