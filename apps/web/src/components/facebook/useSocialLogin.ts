import { useCallback, useState } from 'react';
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
  /** Signs in with a provider token (the sandbox page types its own). */
  logIn: (accessToken: string) => void;
  /** The session's latest login is a social one sent from this page: its failure is the social button's to tell. */
  sent: boolean;
  /** A password login was sent since: the session's errors are the form's again. */
  forget: () => void;
  /** The SDK is loading or the server is checking this page's social token. */
  isPending: boolean;
  problem: SocialLoginProblem | null;
}

/**
 * The social login the server offers (AppSettings.social) bound to the session: a token Facebook grants is sent with
 * the social grant (and the stored referral code), and the fan is signed in as the password login does, back to
 * `redirect`. The session reports a refused token as it reports a wrong password (401 invalid_creds), so this page
 * tells them apart by which login it sent last. The prerendered page knows no settings: until it has hydrated it
 * shows the sandbox's button, as the prerender did.
 */
export function useSocialLogin(redirect: string | null): SocialLogin {
  const settings = useAppSettings();
  const hydrated = useHydrated();
  const { language } = useLanguage();
  const { actor, authenticating, loginError } = useSession();
  const [sent, setSent] = useState(false);
  const social = hydrated ? settings.data?.data.social : undefined;
  const app = social?.provider === 'facebook' && social.app_id && social.graph_version ? { appId: social.app_id, version: social.graph_version } : null;
  const mode: SocialLoginMode = social?.provider === 'facebook' ? (app ? 'facebook' : 'none') : (social?.provider ?? 'sandbox');
  const logIn = useCallback(
    (accessToken: string) => {
      setSent(true);
      actor.send({
        type: 'LOG_IN',
        credentials: { grant: 'social', accessToken, referrer: storedReferrer() ?? undefined },
        redirect,
        previousPage: previousPage(),
      });
    },
    [actor, redirect],
  );
  const forget = useCallback(() => setSent(false), []);
  const facebook = useFacebookLogin(app, language, logIn);
  let problem: SocialLoginProblem | null = null;
  if (facebook.status === 'unavailable') problem = 'unavailable';
  else if (sent && !facebook.cancelled && loginError === 'invalid_creds') problem = 'refused';
  else if (sent && !facebook.cancelled && loginError === 'login_failed') problem = 'failed';
  return { mode, open: facebook.open, logIn, sent, forget, isPending: facebook.status === 'loading' || (sent && authenticating), problem };
}
