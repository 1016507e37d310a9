import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRegister } from '@hadaf/api-client';
import { RegisterForm, toastQueue, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { previousPage } from '../app/previous-page.ts';
import { returnPath } from '../app/return-to.ts';
import { useSession } from '../app/session.tsx';
import { storedReferrer, storeReferrer } from '../app/referrer.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { FormCaptcha } from '../components/captcha/FormCaptcha.tsx';
import { paths } from '@hadaf/domain';

/** /register: name, e-mail, password, captcha, referrer; success shows account_created and logs in, back to ?redirect=. */
export default function RegisterPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const [params] = useSearchParams();
  const { actor, authenticating } = useSession();
  const register = useRegister();
  const [captchaKey, setCaptchaKey] = useState(0);
  const referrerParam = params.get('referrer');
  // A visitor sent here by Join (or from /login by Predict) comes back to it once registered (issue 30).
  const returnTo = returnPath(null, params);
  useEffect(() => {
    if (referrerParam) storeReferrer(referrerParam);
  }, [referrerParam]);
  const errors = register.error?.messages() ?? [];
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <RegisterForm
        captcha={<FormCaptcha />}
        captchaResetKey={captchaKey}
        errors={errors}
        isPending={register.isPending || authenticating}
        referrer={referrerParam ?? storedReferrer() ?? ''}
        loginHref={returnTo ? paths.loginWithRedirect(returnTo) : paths.login}
        onSubmit={(values) =>
          register.mutate(
            { body: { name: values.name, email: values.email, password: values.password, recaptcha: values.captcha, referrer: values.referrer || null } },
            {
              onSuccess: () => {
                toastQueue.add({ tone: 'success', title: t('toast.account_created') }, { timeout: 5000 });
                actor.send({ type: 'LOG_IN', credentials: { grant: 'password', username: values.email, password: values.password }, redirect: returnTo, previousPage: previousPage() });
              },
              // The server's errors show in the form; the captcha starts over (platform.md §8).
              onError: () => setCaptchaKey((key) => key + 1),
            },
          )
        }
      />
    </AuthCard>
  );
}
