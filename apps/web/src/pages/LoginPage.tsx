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
  const { actor, authenticating, authenticatingWith, loginError } = useSession();
  const returnTo = returnPath(location.state, params);
  const social = useSocialLogin(returnTo);
  const sandboxPage = () => void navigate(paths.loginFacebook, { state: returnTo ? { from: returnTo } : location.state });
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <LoginForm
        emailVerified={params.has('email-verified')}
        invalidCredentials={loginError === 'invalid_creds'}
        errors={loginError === 'login_failed' ? [t('login.login_failed')] : undefined}
        isPending={authenticating && authenticatingWith !== 'social'}
        isSocialPending={social.isPending}
        socialProblem={social.problem}
        registerHref={returnTo ? paths.registerWithRedirect(returnTo) : paths.register}
        forgotPasswordHref={paths.forgetPassword}
        onSocialLogin={social.mode === 'none' ? undefined : social.mode === 'facebook' ? social.open : sandboxPage}
        onSubmit={({ identifier, password }) =>
          actor.send({
            type: 'LOG_IN',
            credentials: { grant: 'password', username: identifier, password },
            redirect: returnTo,
            previousPage: previousPage(),
          })
        }
      />
    </AuthCard>
  );
}
