import { useAppSettings, useProfile } from '@hadaf/api-client';
import { LobbyReferralCard } from '@hadaf/ui';
import { paths } from '@hadaf/domain';
import { useUiArea } from '../hooks/useUiArea.ts';

/** The register page with my code, on this site's own address. */
export function referralUrl(code: string): string {
  return new URL(paths.registerWithReferrer(code), window.location.origin).href;
}

/** The lobby's invitation card (competitions §2): my referral link, the coins a friend who joins earns me (settings), and what I earned. */
export function ReferralCard() {
  const profile = useProfile();
  const settings = useAppSettings();
  // The link's texts are the profile's (a lazy strings area): the card shows once they are here.
  const ready = useUiArea('profile');
  const code = profile.data?.data.settings?.referral_code;
  if (!code || !ready) return null;
  return <LobbyReferralCard url={referralUrl(code)} rewardCoins={settings.data?.data.referral_reward_coins ?? null} earned={profile.data?.data.referral_earnings ?? null} />;
}
