import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert, Button, SocialLoginPanel, TextField, useTranslation } from '@hadaf/ui';
import { paths } from '@hadaf/domain';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { returnPath } from '../app/return-to.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { useSocialLogin, type SocialLogin } from '../components/facebook/useSocialLogin.ts';

/**
 * /login-facebook: Facebook Login through Facebook's SDK when the server checks Facebook tokens, a note when it
 * offers no social login, and otherwise the sandbox's form; a first sign-in goes on to /register/review.
 */
export default function LoginFacebookPage({ titleKey }: { titleKey: string }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = returnPath(location.state, params);
  const social = useSocialLogin(returnTo);
  if (social.mode === 'sandbox') return <SandboxSocialLogin titleKey={titleKey} social={social} />;
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <SocialLoginPanel
        onLogin={social.mode === 'facebook' ? social.open : undefined}
        isPending={social.isPending}
        problem={social.problem}
        loginHref={returnTo ? paths.loginWithRedirect(returnTo) : paths.login}
      />
    </AuthCard>
  );
}

/**
 * The sandbox provider accepts the token "sandbox:<email>:<name>" (docs/decisions/api-platform.md): the e2e journeys
 * sign in socially through this form.
 */
function SandboxSocialLogin({ titleKey, social }: { titleKey: string; social: SocialLogin }) {
  const { t } = useTranslation('web');
  const { t: ui } = useTranslation('ui');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  return (
    <AuthCard title={t('pages.loginFacebook')}>
      <DocumentTitle titleKey={titleKey} />
      <Alert tone="info">{t('social.sandbox')}</Alert>
      {social.problem && <Alert tone="error">{ui(`auth.social.${social.problem}`)}</Alert>}
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          social.logIn(`sandbox:${email.trim()}:${name.trim()}`);
        }}
      >
        <TextField label={t('social.email')} type="email" value={email} onChange={setEmail} isRequired />
        <TextField label={t('social.name')} value={name} onChange={setName} isRequired />
        <Button type="submit" isPending={social.isPending}>
          {t('social.continue')}
        </Button>
      </form>
    </AuthCard>
  );
}
