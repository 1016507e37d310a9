import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForgetPassword } from '@hadaf/api-client';
import { ForgotPasswordForm } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { FormCaptcha } from '../components/captcha/FormCaptcha.tsx';
import { paths } from '@hadaf/domain';

/** /forget-password: a phone goes on to /reset-password?identifier=; an e-mail gets instructions. */
export default function ForgetPasswordPage({ titleKey }: { titleKey: string }) {
  const navigate = useNavigate();
  const forget = useForgetPassword();
  const [captchaKey, setCaptchaKey] = useState(0);
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <ForgotPasswordForm
        captcha={<FormCaptcha />}
        captchaResetKey={captchaKey}
        errors={forget.error?.messages()}
        isPending={forget.isPending}
        isEmailSent={forget.isSuccess && forget.data.identifier_type === 'email'}
        loginHref={paths.login}
        onSubmit={({ identifier, captcha }) =>
          forget.mutate(
            { body: { identifier, recaptcha: captcha } },
            {
              onSuccess: (data) => {
                if (data.identifier_type === 'phone') void navigate(paths.resetPasswordWith({ identifier }));
              },
              // The server's identifier errors show in red; the captcha starts over (platform.md §8).
              onError: () => setCaptchaKey((key) => key + 1),
            },
          )
        }
      />
    </AuthCard>
  );
}
