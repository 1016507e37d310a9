import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { normalizeDigits, validateRequired } from '@hadaf/domain';
import { Alert } from '../Alert/Alert.tsx';
import { AuthHeading, LtrTextField, ServerErrors, useValidationMessage } from '../AuthLayout/auth-form.tsx';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { CaptchaSlot, useCaptchaToken } from '../RegisterForm/captcha.tsx';

export interface ForgotPasswordFormValues {
  /** A phone number or an e-mail address (trimmed, Arabic-Indic digits read as Western). */
  identifier: string;
  /** The captcha token (sent as recaptcha). */
  captcha: string;
}

export interface ForgotPasswordFormProps {
  onSubmit: (values: ForgotPasswordFormValues) => void;
  /** The captcha adapter (e.g. `<SandboxCaptcha />`). */
  captcha: ReactNode;
  /** Change it after a failed call to reset the captcha. */
  captchaResetKey?: string | number;
  /** The server's identifier errors, in red. */
  errors?: readonly ReactNode[];
  isPending?: boolean;
  /** The identifier was an e-mail and the call succeeded: shows the instructions message instead of the form. */
  isEmailSent?: boolean;
  loginHref?: string;
  defaultValues?: Partial<Pick<ForgotPasswordFormValues, 'identifier'>>;
}

/** Password recovery, step one: the phone number or e-mail, and the captcha. */
export function ForgotPasswordForm({
  onSubmit,
  captcha,
  captchaResetKey,
  errors = [],
  isPending = false,
  isEmailSent = false,
  loginHref,
  defaultValues,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const captchaErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [identifier, setIdentifier] = useState(defaultValues?.identifier ?? '');
  const captchaToken = useCaptchaToken(captchaResetKey, formRef);

  const backToLogin = loginHref !== undefined && (
    <Link href={loginHref} variant="standalone" className="mt-5 self-center text-sm">
      {t('auth.forgotPassword.backToLogin')}
    </Link>
  );

  if (isEmailSent) {
    return (
      <div className="flex flex-col">
        <AuthHeading title={t('auth.forgotPassword.title')} />
        <Alert tone="success">{t('auth.forgotPassword.emailSent')}</Alert>
        {backToLogin}
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const token = captchaToken.check();
    if (token === null) return;
    onSubmit({ identifier: normalizeDigits(identifier.trim()), captcha: token });
  };

  return (
    <div className="flex flex-col">
      <AuthHeading title={t('auth.forgotPassword.title')} description={t('auth.forgotPassword.description')} />
      <Form ref={formRef} onSubmit={submit} className="flex flex-col gap-4">
        <ServerErrors messages={errors} />
        <LtrTextField
          name="identifier"
          label={t('auth.fields.identifier')}
          autoComplete="username"
          isRequired
          value={identifier}
          onChange={setIdentifier}
          validate={(value) => message(validateRequired(value))}
        />
        <CaptchaSlot
          captcha={captcha}
          resetKey={captchaResetKey}
          errorId={captchaErrorId}
          state={{ onToken: captchaToken.setToken, isInvalid: captchaToken.isMissing, isDisabled: isPending }}
        />
        <Button type="submit" fullWidth isPending={isPending}>
          {t('auth.forgotPassword.submit')}
        </Button>
      </Form>
      {backToLogin}
    </div>
  );
}
