import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { normalizeDigits } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { AuthField } from '../AuthLayout/auth-field.tsx';
import { AuthHeading, ServerErrors } from '../AuthLayout/auth-form.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { CaptchaSlot, useFormCaptcha, type CaptchaFormProps } from '../RegisterForm/captcha.tsx';

export interface ForgotPasswordFormValues {
  /** A phone number or an e-mail address (trimmed, Arabic-Indic digits read as Western). */
  identifier: string;
  /** The captcha token (sent as recaptcha). */
  captcha: string;
}

export interface ForgotPasswordFormProps extends CaptchaFormProps {
  onSubmit: (values: ForgotPasswordFormValues) => void;
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
  const [identifier, setIdentifier] = useState(defaultValues?.identifier ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const formCaptcha = useFormCaptcha(captchaResetKey, formRef);

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
    const token = formCaptcha.check();
    if (token === null) return;
    onSubmit({ identifier: normalizeDigits(identifier.trim()), captcha: token });
  };

  return (
    <div className="flex flex-col">
      <AuthHeading title={t('auth.forgotPassword.title')} description={t('auth.forgotPassword.description')} />
      <Form ref={formRef} onSubmit={submit} className="flex flex-col gap-4">
        <ServerErrors messages={errors} />
        <AuthField field="identifier" value={identifier} onChange={setIdentifier} />
        <CaptchaSlot captcha={captcha} state={formCaptcha} isDisabled={isPending} />
        <Button type="submit" fullWidth isPending={isPending}>
          {t('auth.forgotPassword.submit')}
        </Button>
      </Form>
      {backToLogin}
    </div>
  );
}
