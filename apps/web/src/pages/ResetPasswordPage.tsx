import { useSearchParams } from 'react-router';
import { isApiError, useResetPassword } from '@hadaf/api-client';
import { ResetPasswordForm } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { paths } from '@hadaf/domain';

/** /reset-password?otp=&identifier=: the code and a new password; success offers Go to Login. */
export default function ResetPasswordPage({ titleKey }: { titleKey: string }) {
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const error = reset.error;
  const fieldErrors = error && error.kind === 'validation' ? error.messages() : undefined;
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <ResetPasswordForm
        defaultValues={{ otp: params.get('otp') ?? '', identifier: params.get('identifier') ?? '' }}
        errors={fieldErrors}
        message={error && !fieldErrors && isApiError(error) ? error.message : undefined}
        isPending={reset.isPending}
        isSuccess={reset.isSuccess}
        loginHref={paths.login}
        onSubmit={({ otp, identifier, newPassword }) => reset.mutate({ body: { otp, identifier, new_password: newPassword } })}
      />
    </AuthCard>
  );
}
