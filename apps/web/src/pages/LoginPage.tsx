import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { previousPage } from '../app/previous-page.ts';
import { returnPath } from '../app/return-to.ts';
import { useSession } from '../app/session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { paths } from '@hadaf/domain';


/** /login: identifier and password; the session machine decides where to go afterwards. */
export default function LoginPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { actor, authenticating, loginError } = useSession();
  const returnTo = returnPath(location.state, params);
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <LoginForm
        emailVerified={params.has('email-verified')}
        invalidCredentials={loginError === 'invalid_creds'}
        errors={loginError === 'login_failed' ? [t('login.login_failed')] : undefined}
        isPending={authenticating}
        registerHref={returnTo ? paths.registerWithRedirect(returnTo) : paths.register}
        forgotPasswordHref={paths.forgetPassword}
        onSocialLogin={() => void navigate(paths.loginFacebook, { state: returnTo ? { from: returnTo } : location.state })}
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
