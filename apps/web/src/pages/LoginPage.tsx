import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { previousPage } from '../app/previous-page.ts';
import { useSession } from '../app/session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { paths } from '@hadaf/domain';

/** Where the authenticated wrapper (or an expired session) wanted to go: `from` in the route state. */
export function savedRedirect(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : null;
}

/** /login: identifier and password; the session machine decides where to go afterwards. */
export default function LoginPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { actor, authenticating, loginError } = useSession();
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <LoginForm
        emailVerified={params.has('email-verified')}
        invalidCredentials={loginError === 'invalid_creds'}
        errors={loginError === 'login_failed' ? [t('login.login_failed')] : undefined}
        isPending={authenticating}
        registerHref={paths.register}
        forgotPasswordHref={paths.forgetPassword}
        onSocialLogin={() => void navigate(paths.loginFacebook, { state: location.state })}
        onSubmit={({ identifier, password }) =>
          actor.send({
            type: 'LOG_IN',
            credentials: { grant: 'password', username: identifier, password },
            redirect: savedRedirect(location.state),
            previousPage: previousPage(),
          })
        }
      />
    </AuthCard>
  );
}
