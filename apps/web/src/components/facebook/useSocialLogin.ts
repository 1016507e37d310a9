import { useCallback } from 'react';
import { useAppSettings } from '@hadaf/api-client';
import type { SocialLoginProblem } from '@hadaf/ui';
import { useLanguage } from '../../app/LanguageContext.tsx';
import { previousPage } from '../../app/previous-page.ts';
import { storedReferrer } from '../../app/referrer.ts';
import { useSession } from '../../app/session.tsx';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useFacebookLogin } from './useFacebookLogin.ts';

/** sandbox: the sandbox page (/login-facebook's form); facebook: Facebook's SDK; none: no social login offered. */
export type SocialLoginMode = 'sandbox' | 'facebook' | 'none';

export interface SocialLogin {
  mode: SocialLoginMode;
  /** Facebook's dialog (mode facebook): call it from the press itself. */
  open: () => void;
  /** The SDK is loading or the server is checking a social token. */
  isPending: boolean;
  problem: SocialLoginProblem | null;
}

/**
 * The social login the server offers (AppSettings.social) bound to the session: a token Facebook grants is sent with
 * the social grant (and the stored referral code), and the fan is signed in as the password login does, back to
 * `redirect`. The prerendered page knows no settings: until it has hydrated it shows the sandbox's button, as the
 * prerender did.
 */
export function useSocialLogin(redirect: string | null): SocialLogin {
  const settings = useAppSettings();
  const hydrated = useHydrated();
  const { language } = useLanguage();
  const { actor, authenticatingWith, loginError } = useSession();
  const social = hydrated ? settings.data?.data.social : undefined;
  const app = social?.provider === 'facebook' && social.app_id && social.graph_version ? { appId: social.app_id, version: social.graph_version } : null;
  const mode: SocialLoginMode = social?.provider === 'facebook' ? (app ? 'facebook' : 'none') : (social?.provider ?? 'sandbox');
  const logIn = useCallback(
    (accessToken: string) =>
      actor.send({
        type: 'LOG_IN',
        credentials: { grant: 'social', accessToken, referrer: storedReferrer() ?? undefined },
        redirect,
        previousPage: previousPage(),
      }),
    [actor, redirect],
  );
  const facebook = useFacebookLogin(app, language, logIn);
  let problem: SocialLoginProblem | null = null;
  if (facebook.status === 'unavailable') problem = 'unavailable';
  else if (!facebook.cancelled && loginError === 'social_refused') problem = 'refused';
  else if (!facebook.cancelled && loginError === 'social_failed') problem = 'failed';
  return { mode, open: facebook.open, isPending: facebook.status === 'loading' || authenticatingWith === 'social', problem };
}
