import { useTranslation } from 'react-i18next';
import { useProfile } from '@hadaf/api-client';
import { ReferralLink } from '@hadaf/ui';
import { paths } from '@hadaf/domain';

/** The register page with my code, on this site's own address. */
export function referralUrl(code: string): string {
  return new URL(paths.registerWithReferrer(code), window.location.origin).href;
}

/** The lobby's invitation card (competitions §2): my referral link, and what a friend who joins earns me. */
export function ReferralCard() {
  const { t } = useTranslation('web');
  const profile = useProfile();
  const code = profile.data?.data.settings?.referral_code;
  if (!code) return null;
  return (
    <aside aria-label={t('lobby.referral.title')} className="flex h-full flex-col gap-3 rounded-lg border border-dashed border-primary-600 bg-surface p-4">
      <p className="text-base font-semibold text-fg">{t('lobby.referral.title')}</p>
      <p className="text-sm text-fg-muted">{t('lobby.referral.body')}</p>
      <ReferralLink url={referralUrl(code)} />
    </aside>
  );
}
