import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { normalizeDigits, paths } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { AuthField } from '../AuthLayout/auth-field.tsx';
import { AuthHeading, ServerErrors } from '../AuthLayout/auth-form.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Link } from '../../primitives/Link/Link.tsx';

export interface ResetPasswordFormValues {
  /** The 6-digit code (Arabic-Indic digits read as Western). */
  otp: string;
  identifier: string;
  newPassword: string;
}

export interface ResetPasswordFormProps {
  /** Called once every field is valid and the confirmation matches (the confirmation itself is not sent). */
  onSubmit: (values: ResetPasswordFormValues) => void;
  /** The server's errors list. */
  errors?: readonly ReactNode[];
  /** The server's message, when it gave one instead of (or besides) errors. */
  message?: ReactNode;
  isPending?: boolean;
  /** The password was reset: shows the success message and the Go to Login link. */
  isSuccess?: boolean;
  loginHref?: string;
  /** otp and identifier from the query string. */
  defaultValues?: Partial<Pick<ResetPasswordFormValues, 'otp' | 'identifier'>>;
}

/** Password recovery, step two: code, identifier, and the new password twice (each with show/hide). */
export function ResetPasswordForm({
  onSubmit,
  errors = [],
  message: serverMessage,
  isPending = false,
  isSuccess = false,
  loginHref = paths.login,
  defaultValues,
}: ResetPasswordFormProps) {
  const { t } = useTranslation('ui');
  const [otp, setOtp] = useState(defaultValues?.otp ?? '');
  const [identifier, setIdentifier] = useState(defaultValues?.identifier ?? '');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  if (isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title={t('auth.resetPassword.title')} className="mb-1" />
        <Alert tone="success">{t('auth.resetPassword.success')}</Alert>
        <Link href={loginHref} variant="button" className="w-full">
          {t('auth.resetPassword.goToLogin')}
        </Link>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    onSubmit({ otp: normalizeDigits(otp).trim(), identifier: normalizeDigits(identifier.trim()), newPassword });
  };

  const messages = [...(serverMessage != null ? [serverMessage] : []), ...errors];

  return (
    <div className="flex flex-col">
      <AuthHeading title={t('auth.resetPassword.title')} description={t('auth.resetPassword.description')} />
      <Form onSubmit={submit} className="flex flex-col gap-4">
        <ServerErrors messages={messages} />
        <AuthField field="otp" value={otp} onChange={setOtp} />
        <AuthField field="identifier" value={identifier} onChange={setIdentifier} />
        <AuthField field="newPassword" value={newPassword} onChange={setNewPassword} />
        <AuthField field="newPasswordConfirmation" value={confirmation} onChange={setConfirmation} matches={newPassword} />
        <Button type="submit" fullWidth isPending={isPending}>
          {t('auth.resetPassword.submit')}
        </Button>
      </Form>
    </div>
  );
}
