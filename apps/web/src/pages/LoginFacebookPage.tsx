import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert, Button, TextField, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { previousPage } from '../app/previous-page.ts';
import { returnPath } from '../app/return-to.ts';
import { useSession } from '../app/session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { storedReferrer } from './RegisterPage.tsx';

/**
 * /login-facebook: the sandbox social login. The sandbox provider accepts the token
 * "sandbox:<email>:<name>" (docs/decisions/api-platform.md); a first sign-in goes to /register/review.
 */
export default function LoginFacebookPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const location = useLocation();
  const [params] = useSearchParams();
  const { actor, authenticating, loginError } = useSession();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  return (
    <AuthCard title={t('pages.loginFacebook')}>
      <DocumentTitle titleKey={titleKey} />
      <Alert tone="info">{t('social.sandbox')}</Alert>
      {loginError && <Alert tone="error">{t(`login.${loginError}`)}</Alert>}
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({
            type: 'LOG_IN',
            credentials: { grant: 'social', accessToken: `sandbox:${email.trim()}:${name.trim()}`, referrer: storedReferrer() ?? undefined },
            redirect: returnPath(location.state, params),
            previousPage: previousPage(),
          });
        }}
      >
        <TextField label={t('social.email')} type="email" value={email} onChange={setEmail} isRequired />
        <TextField label={t('social.name')} value={name} onChange={setName} isRequired />
        <Button type="submit" isPending={authenticating}>
          {t('social.continue')}
        </Button>
      </form>
    </AuthCard>
  );
}
