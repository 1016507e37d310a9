import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { previousPage } from '../app/previous-page.ts';
import { returnPath } from '../app/return-to.ts';
import { useSession } from '../app/session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { useSocialLogin } from '../components/facebook/useSocialLogin.ts';
import { paths } from '@hadaf/domain';

/**
 * /login: identifier and password, and the social login the server offers (Facebook's dialog, the sandbox page, or
 * none); the session machine decides where to go afterwards.
 */
export default function LoginPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { actor, authenticating, loginError } = useSession();
  const returnTo = returnPath(location.state, params);
  const social = useSocialLogin(returnTo);
  // The form tells the errors of the password login sent from it; the social button those of its own.
  const [passwordSent, setPasswordSent] = useState(false);
  const passwordError = passwordSent && !social.sent ? loginError : null;
  const sandboxPage = () => void navigate(paths.loginFacebook, { state: returnTo ? { from: returnTo } : location.state });
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <LoginForm
        emailVerified={params.has('email-verified')}
        invalidCredentials={passwordError === 'invalid_creds'}
        errors={passwordError === 'login_failed' ? [t('login.login_failed')] : undefined}
        isPending={authenticating && !social.sent}
        isSocialPending={social.isPending}
        socialProblem={social.problem}
        registerHref={returnTo ? paths.registerWithRedirect(returnTo) : paths.register}
        forgotPasswordHref={paths.forgetPassword}
        onSocialLogin={social.mode === 'none' ? undefined : social.mode === 'facebook' ? social.open : sandboxPage}
        onSubmit={({ identifier, password }) => {
          setPasswordSent(true);
          social.forget();
          actor.send({
            type: 'LOG_IN',
            credentials: { grant: 'password', username: identifier, password },
            redirect: returnTo,
            previousPage: previousPage(),
          });
        }}
      />
    </AuthCard>
  );
}
