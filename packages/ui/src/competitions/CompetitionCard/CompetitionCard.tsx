import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatCoins, formatDate, formatInteger, rewardOffer } from '@hadaf/domain';
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx';
import { LockIcon, TrophyIcon } from '../../primitives/icons/Icon.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { ProgressBar } from '../../primitives/ProgressBar/ProgressBar.tsx';
import { twMerge } from '../../lib/utils.ts';
import { CompetitionBanner } from '../CompetitionBanner/CompetitionBanner.tsx';
import { useRewardText } from './reward-text.ts';

export type CompetitionCardState = 'upcoming' | 'running' | 'past';

/** What a lobby card shows of a competition (competitions §2 Lobby; the contract's Competition). */
export interface CompetitionCardData {
  readonly id: number | string;
  readonly name: string;
  readonly state: CompetitionCardState;
  /** null: published. 'pending-approval' shows a lock; 'cancelled' says so. */
  readonly status?: 'pending-approval' | 'approved' | 'rejected' | 'cancelled' | null;
  readonly featured?: boolean;
  readonly coverUrl?: string | null;
  /** First and last match days (YYYY-MM-DD). */
  readonly start: string;
  readonly end: string;
  /** Coins; 0 is free. */
  readonly entryFee: number;
  /** What the winners share, in coins. */
  readonly reward: number;
  /** The reward is the pool paid in (calculate_reward), growing with each player. */
  readonly calculateReward?: boolean;
  /** The most the winners can share (reward_max): null without a seat limit. */
  readonly rewardMax?: number | null;
  /** Its catalogue prizes' names, best place first (said when there are no coins to win). */
  readonly prizeNames?: readonly string[];
  /** max null: no seat limit. min: the participants needed for it to take place (marked on the bar). */
  readonly participants: { readonly current: number; readonly min?: number | null; readonly max: number | null };
  readonly joined: boolean;
}

export interface CompetitionCardProps {
  competition: CompetitionCardData;
  /** Where the card leads (the app decides: a prediction competition's matches, a fantasy one's team setup). */
  href?: string;
  /** Instead of (or beside) href: what pressing the card does. */
  onPress?: () => void;
  headingLevel?: 2 | 3;
  className?: string;
}

const stateBadge: Record<CompetitionCardState, BadgeProps['variant']> = { upcoming: 'info', running: 'success', past: 'neutral' };

/** Seats left at which an open competition reads "nearly full": the last tenth of its seats, at least 2 (docs/decisions/lobby.md). */
export function nearlyFullAt(max: number): number {
  return Math.max(2, Math.ceil(max / 10));
}

/** How full an open competition is: 'full', 'nearly' (few seats left) or 'open'; a closed one (running, past) is never said to be full. */
export function seatsOf(competition: Pick<CompetitionCardData, 'state' | 'participants'>): { fill: 'full' | 'nearly' | 'open'; left: number } {
  const { current, max } = competition.participants;
  if (max === null || competition.state !== 'upcoming') return { fill: 'open', left: Number.POSITIVE_INFINITY };
  const left = Math.max(0, max - current);
  return { fill: left === 0 ? 'full' : left <= nearlyFullAt(max) ? 'nearly' : 'open', left };
}

/**
 * A competition in the lobby: its banner, name, dates, entry fee, what it offers (coins, up to the full pool's, a
 * prize, or free to play; never "0 coins"), seats taken (minimum marked) and whether the fan joined. The whole card is
 * one link, named by the competition's name.
 */
export function CompetitionCard({ competition, href, onPress, headingLevel = 3, className }: CompetitionCardProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { current, max } = competition.participants;
  const min = competition.participants.min ?? 0;
  const pending = competition.status === 'pending-approval';
  const cancelled = competition.status === 'cancelled';
  const closed = competition.state === 'past' || cancelled;
  const seats = seatsOf(competition);
  const number = (n: number) => formatInteger(n, language);
  const rewardText = useRewardText();
  return (
    <article
      aria-labelledby={headingId}
      className={twMerge(
        'relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm transition-shadow hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-primary-600',
        competition.featured && 'border-2 border-primary-600',
        className,
      )}
      data-testid="competition-card"
    >
      <div className="relative">
        <CompetitionBanner coverUrl={competition.coverUrl} size="card" muted={closed} />
        {pending ? (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-surface/80 text-sm font-semibold text-fg">
            <LockIcon size={18} />
            {t('lobby.card.pending')}
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={cancelled ? 'error' : stateBadge[competition.state]}>{t(`lobby.state.${cancelled ? 'cancelled' : competition.state}`)}</Badge>
          {competition.featured ? <Badge variant="primary">{t('lobby.card.featured')}</Badge> : null}
          {competition.joined ? <Badge variant="success">{t('lobby.card.joined')}</Badge> : null}
          {seats.fill === 'full' ? <Badge variant="neutral">{t('lobby.card.full')}</Badge> : null}
        </div>
        <Heading id={headingId} className="text-base font-semibold break-words text-fg">
          {/* The name's link covers the whole card: one link per card, named by the competition. */}
          <Link href={href} onPress={onPress} variant="standalone" className="outline-none after:absolute after:inset-0">
            {competition.name}
          </Link>
        </Heading>
        <p className="text-sm text-fg-muted">
          <bdi>{formatDate(competition.start, language)}</bdi> – <bdi>{formatDate(competition.end, language)}</bdi>
        </p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-fg-muted">{t('lobby.card.entryFee')}</dt>
            <dd className="font-semibold text-fg">
              {competition.entryFee === 0 ? t('lobby.card.free') : t('lobby.card.coins', { n: formatCoins(competition.entryFee, language), count: competition.entryFee })}
            </dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t('lobby.card.reward')}</dt>
            <dd className="flex items-center gap-1 font-semibold text-fg">
              <TrophyIcon size={14} />
              {rewardText(rewardOffer(competition))}
            </dd>
          </div>
        </dl>
        <div className="pointer-events-none relative mt-auto">
          <ProgressBar
            size="sm"
            showValue={false}
            tone={seats.fill === 'open' ? 'primary' : 'error'}
            value={max === null ? 0 : Math.min(current, max)}
            maxValue={max ?? 1}
            label={max === null ? t('lobby.card.participants', { n: number(current), count: current }) : t('lobby.card.seats', { n: number(current), max: number(max) })}
          />
          {max !== null && min > 0 && min < max ? (
            // The minimum, marked where it falls on the bar (the text below says it for screen readers).
            <span aria-hidden="true" className="absolute bottom-0 h-1.5 w-0.5 bg-fg" style={{ insetInlineStart: `${(min / max) * 100}%` }} />
          ) : null}
        </div>
        {min > 0 || seats.fill !== 'open' ? (
          <p className="-mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-fg-muted">
            {min > 0 ? <span>{t('lobby.card.minimum', { n: number(min), count: min })}</span> : <span />}
            {seats.fill === 'nearly' ? <span className="font-semibold text-error-700">{t('lobby.card.seatsLeft', { n: number(seats.left), count: seats.left })}</span> : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
