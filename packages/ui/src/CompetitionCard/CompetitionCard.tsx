import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins, formatDate, formatInteger } from '@hadaf/domain';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { LockIcon, TrophyIcon } from '../icons/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import { useMatchLanguage } from '../MatchCard/MatchCard.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { twMerge } from '../lib/utils.ts';

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
  /** max null: no seat limit. */
  readonly participants: { readonly current: number; readonly max: number | null };
  readonly joined: boolean;
}

export interface CompetitionCardProps {
  competition: CompetitionCardData;
  /** Where the card leads (the app decides: a prediction competition's matches, a fantasy one's team setup). */
  href: string;
  headingLevel?: 2 | 3;
  className?: string;
}

const stateBadge: Record<CompetitionCardState, BadgeProps['variant']> = { upcoming: 'info', running: 'success', past: 'neutral' };

/** A competition in the lobby: cover, name, dates, entry fee, reward, seats taken and whether the fan joined. */
export function CompetitionCard({ competition, href, headingLevel = 3, className }: CompetitionCardProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { current, max } = competition.participants;
  const pending = competition.status === 'pending-approval';
  return (
    <article
      aria-labelledby={headingId}
      className={twMerge('relative flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm', competition.featured && 'border-primary-600', className)}
      data-testid="competition-card"
    >
      <div className="relative h-24 bg-surface-sunken">
        {competition.coverUrl ? <img src={competition.coverUrl} alt="" className="h-full w-full object-cover" /> : null}
        {pending ? (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-surface/80 text-sm font-semibold text-fg">
            <LockIcon size={18} />
            {t('lobby.card.pending')}
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={stateBadge[competition.state]}>{t(`lobby.state.${competition.status === 'cancelled' ? 'cancelled' : competition.state}`)}</Badge>
          {competition.featured ? <Badge variant="primary">{t('lobby.card.featured')}</Badge> : null}
          {competition.joined ? <Badge variant="success">{t('lobby.card.joined')}</Badge> : null}
        </div>
        <Heading id={headingId} className="text-base font-semibold break-words text-fg">
          <Link href={href} variant="standalone" className="after:absolute after:inset-0">
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
              {t('lobby.card.coins', { n: formatCoins(competition.reward, language), count: competition.reward })}
            </dd>
          </div>
        </dl>
        <ProgressBar
          size="sm"
          showValue={false}
          value={max === null ? 0 : current}
          maxValue={max ?? 1}
          isIndeterminate={false}
          label={max === null ? t('lobby.card.participants', { n: formatInteger(current, language), count: current }) : t('lobby.card.seats', { n: formatInteger(current, language), max: formatInteger(max, language) })}
        />
      </div>
    </article>
  );
}
