import { useTranslation } from '../../i18n/react.ts';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { AuthHeading, AuthSwitch } from '../AuthLayout/auth-form.tsx';
import { SocialLoginButton, type SocialLoginProblem } from '../AuthLayout/social-login.tsx';

export interface SocialLoginPanelProps {
  /** Opens the provider's login; without it the server offers no social login and the panel says so. */
  onLogin?: () => void;
  /** The provider is loading, its dialog is open or the server is checking its token. */
  isPending?: boolean;
  /** Why the last attempt did not go through ('unavailable': the provider cannot be reached, the button is off). */
  problem?: SocialLoginProblem | null;
  /** The password login, always offered beside it. */
  loginHref: string;
}

/**
 * /login-facebook: signing in (or up) with Facebook, what the fan shares, what went wrong, and the way back to the
 * password login, which works whatever happens to Facebook.
 */
export function SocialLoginPanel({ onLogin, isPending = false, problem = null, loginHref }: SocialLoginPanelProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-col">
      <AuthHeading title={t('auth.social.title')} description={onLogin ? t('auth.social.description') : undefined} />
      {onLogin ? <SocialLoginButton onPress={onLogin} isPending={isPending} problem={problem} /> : <Alert tone="info">{t('auth.social.off')}</Alert>}
      <AuthSwitch href={loginHref} prompt={t('auth.social.passwordPrompt')} action={t('auth.social.passwordLogin')} />
    </div>
  );
}
