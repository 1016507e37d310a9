import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatCoins, formatDate, formatInteger, placeRewards, rewardOffer } from '@hadaf/domain';
import { LockIcon, TrophyIcon } from '../../primitives/icons/Icon.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { ProgressBar } from '../../primitives/ProgressBar/ProgressBar.tsx';
import { twMerge } from '../../lib/utils.ts';
import { useRewardText } from '../CompetitionCard/reward-text.ts';

export type WinningStrategy = 'top-1' | 'top-3' | 'top-10';

/** What the Overview tab shows (competitions §2 Competition page, §3 Competition). */
export interface CompetitionOverviewData {
  /** First and last match days (YYYY-MM-DD). */
  readonly start: string;
  readonly end: string;
  /** null: the platform's own competition. */
  readonly creatorName: string | null;
  readonly matchCount: number;
  readonly entryFee: number;
  readonly reward: number;
  /** The reward is the pool paid in (calculate_reward), and the most it reaches (reward_max; null without a seat limit). */
  readonly calculateReward?: boolean;
  readonly rewardMax?: number | null;
  /** Each place's coins now, best first (the contract's prize_distribution). */
  readonly prizeDistribution?: readonly number[];
  readonly winningStrategy: WinningStrategy;
  readonly participants: { readonly current: number; readonly min: number; readonly max: number | null };
  /** In medal order; only the first 3 are shown. */
  readonly prizes: readonly { readonly name: string; readonly imageUrl?: string | null }[];
  readonly sponsors: readonly { readonly name: string; readonly logoUrl?: string | null }[];
  readonly status?: 'pending-approval' | 'approved' | 'rejected' | 'cancelled' | null;
}

export interface CompetitionOverviewProps {
  competition: CompetitionOverviewData;
  className?: string;
}

const medalTone = ['bg-medal-gold', 'bg-medal-silver', 'bg-medal-bronze'] as const;

/**
 * The Overview tab: dates, creator, match count, entry fee, what it offers (never "0 coins"), winning strategy, the
 * participants bar with its minimum and maximum, the top 3 places with gold, silver and bronze medals, each with its
 * prize and its coins (up to the full pool's while it grows), and sponsors. A competition waiting for approval is
 * shown under a lock.
 */
export function CompetitionOverview({ competition, className }: CompetitionOverviewProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const number = (n: number) => formatInteger(n, language);
  const coins = (n: number) => t('lobby.card.coins', { n: formatCoins(n, language), count: n });
  const { current, min, max } = competition.participants;
  const pending = competition.status === 'pending-approval';
  const rewardText = useRewardText();
  const offer = rewardOffer({ ...competition, prizeNames: competition.prizes.map((prize) => prize.name) });
  const placeCoins = placeRewards(offer, competition.winningStrategy, competition.prizeDistribution ?? []);
  // The top 3 places (competitions §2), each with its catalogue prize and its coins, whichever it has.
  const places = Array.from({ length: Math.min(3, Math.max(competition.prizes.length, placeCoins.filter((place) => place.coins > 0).length)) }, (_, index) => ({
    prize: competition.prizes[index] ?? null,
    coins: placeCoins[index]?.coins ? placeCoins[index] : null,
  }));
  return (
    <div className={twMerge('relative flex flex-col gap-6', className)}>
      <section aria-labelledby="overview-details" className="rounded-lg border border-border bg-surface p-4">
        <h2 id="overview-details" className="mb-3 text-lg font-semibold">
          {t('competition.overview.details')}
        </h2>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Detail term={t('competition.overview.dates')}>
            <bdi>{formatDate(competition.start, language)}</bdi> – <bdi>{formatDate(competition.end, language)}</bdi>
          </Detail>
          <Detail term={t('competition.overview.creator')}>
            {competition.creatorName === null ? t('competition.overview.official') : <bdi>{competition.creatorName}</bdi>}
          </Detail>
          <Detail term={t('competition.overview.matches')}>{number(competition.matchCount)}</Detail>
          <Detail term={t('competition.overview.entryFee')}>{competition.entryFee === 0 ? t('lobby.card.free') : coins(competition.entryFee)}</Detail>
          <Detail term={t('competition.overview.reward')}>
            <span className="flex items-center gap-1">
              <TrophyIcon size={14} />
              {rewardText(offer)}
            </span>
          </Detail>
          <Detail term={t('competition.overview.strategy')}>{t(`competition.overview.strategies.${competition.winningStrategy}`)}</Detail>
        </dl>
        <div className="mt-4 flex flex-col gap-1">
          <ProgressBar
            label={t('competition.overview.participants')}
            value={max === null ? current : Math.min(current, max)}
            maxValue={max ?? Math.max(current, 1)}
            valueLabel={max === null ? number(current) : t('lobby.card.seats', { n: number(current), max: number(max) })}
          />
          <p className="flex justify-between gap-3 text-xs text-fg-muted">
            <span>{t('competition.overview.minimum', { n: number(min) })}</span>
            <span>{max === null ? t('competition.overview.noLimit') : t('competition.overview.maximum', { n: number(max) })}</span>
          </p>
        </div>
      </section>
      {places.length > 0 ? (
        <section aria-labelledby="overview-prizes" className="rounded-lg border border-border bg-surface p-4">
          <h2 id="overview-prizes" className="mb-3 text-lg font-semibold">
            {t('competition.overview.prizes')}
          </h2>
          <ol className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {places.map(({ prize, coins: place }, index) => (
              <li key={index} className="flex items-center gap-3 rounded-md bg-surface-sunken p-3">
                <span
                  role="img"
                  aria-label={t(`competition.overview.medals.${index + 1}`)}
                  className={twMerge('flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-fg', medalTone[index])}
                >
                  {number(index + 1)}
                </span>
                {prize?.imageUrl ? <img src={prize.imageUrl} alt="" className="size-10 shrink-0 rounded object-cover" /> : null}
                <span className="flex min-w-0 flex-col">
                  <span className="text-xs text-fg-muted">{t(`competition.overview.places.${index + 1}`)}</span>
                  {prize ? <span className="font-semibold break-words">{prize.name}</span> : null}
                  {place ? (
                    <span className={prize ? 'text-sm text-fg' : 'font-semibold'}>
                      {place.upTo ? t('lobby.card.upTo', { coins: coins(place.coins) }) : coins(place.coins)}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {competition.sponsors.length > 0 ? (
        <section aria-labelledby="overview-sponsors" className="rounded-lg border border-border bg-surface p-4">
          <h2 id="overview-sponsors" className="mb-3 text-lg font-semibold">
            {t('competition.overview.sponsors')}
          </h2>
          <ul className="flex flex-wrap gap-4">
            {competition.sponsors.map((sponsor, index) => (
              <li key={index} className="flex items-center gap-2">
                {sponsor.logoUrl ? <img src={sponsor.logoUrl} alt="" className="size-10 rounded object-contain" /> : null}
                <span className="font-semibold">{sponsor.name}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pending ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-lg bg-surface/85 p-6 text-center" data-testid="pending-lock">
          <LockIcon size={32} />
          <p className="text-lg font-semibold">{t('competition.overview.pending')}</p>
          <p className="max-w-sm text-sm text-fg-muted">{t('competition.overview.pendingBody')}</p>
        </div>
      ) : null}
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-fg-muted">{term}</dt>
      <dd className="font-semibold text-fg">{children}</dd>
    </div>
  );
}
