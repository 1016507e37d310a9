import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { bonusBetsOf, formatDate, formatEgp, formatInteger, formatPoints, formatTime, predictionPhaseOf, type Instant, type PredictionPhase } from '@hadaf/domain';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { LockIcon } from '../../primitives/icons/Icon.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { twMerge } from '../../lib/utils.ts';
import { pickedScore, TeamCrest, useMatchLanguage, type MatchCardPick, type MatchCardTeam, type MatchItemView } from '../MatchCard/MatchCard.tsx';
import { MatchScore } from '../MatchCard/MatchScore.tsx';
import { MetaLine } from '../../primitives/MetaLine/MetaLine.tsx';

/** The fields of the contract's Bet the card reads. */
export interface PredictionCardBet extends MatchCardPick {
  id: number;
  type: string;
  question?: { body: string; answers: readonly { value: string; label: string }[] } | null;
}

/** A predicted match (the contract's MatchItem fits). */
export interface PredictionCardItem extends MatchItemView {
  bets: readonly PredictionCardBet[];
  game_score_bet?: (MatchCardPick & { id: number }) | null;
}

export interface PredictionCardProps {
  item: PredictionCardItem;
  /** The server's clock: an open match that passed its lock since it loaded reads as closed. */
  now?: Instant;
  /** Where the teams' heading leads (the prediction's own page); none on that page itself. */
  href?: string;
  /** Where "Change my prediction" leads; offered only while predictions are open. */
  changeHref?: string;
  /** Time zone for the kick-off (the browser's by default). */
  timeZone?: string;
  /** Heading level of the teams' line, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

const phaseBadges = {
  open: { variant: 'info', key: 'predictions.phase.open' },
  locked: { variant: 'neutral', key: 'predictions.phase.locked' },
  live: { variant: 'error', key: 'predictions.phase.live' },
  finished: { variant: 'neutral', key: 'predictions.phase.finished' },
} as const;

function PhaseBadge({ phase }: { phase: PredictionPhase }) {
  const { t } = useTranslation('ui');
  const { variant, key } = phaseBadges[phase];
  return (
    <Badge variant={variant} icon={phase === 'locked' ? <LockIcon size={12} /> : undefined}>
      <span data-testid="prediction-phase" data-phase={phase}>
        {t(key)}
      </span>
    </Badge>
  );
}

function Team({ team, align }: { team: MatchCardTeam; align: 'start' | 'end' }) {
  return (
    <span className={twMerge('flex min-w-0 flex-1 items-center gap-2', align === 'end' && 'flex-row-reverse text-end')}>
      <TeamCrest team={team} size={28} />
      <span className="min-w-0 text-sm font-semibold break-words">{team.name}</span>
    </span>
  );
}

/** One fact of the outcome row: a label over its value. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col items-center gap-0.5" data-testid={testId}>
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-base font-bold text-fg">{children}</dd>
    </div>
  );
}

/** The bonus questions I answered: question, then my answer on its own line (no colon after a question mark). */
function BonusAnswers({ bets }: { bets: readonly PredictionCardBet[] }) {
  const { t } = useTranslation('ui');
  if (bets.length === 0) return null;
  return (
    <dl aria-label={t('predictions.bonusAnswers')} className="flex flex-col gap-2 border-t border-border pt-3 text-sm" data-testid="bonus-answers">
      {bets.map((bet) => {
        const value = bet.current_user_prediction?.value;
        const label = bet.question?.answers.find((answer) => answer.value === value)?.label ?? String(value);
        return (
          <div key={bet.id} className="flex flex-col" data-testid="bonus-answer">
            <dt className="text-fg-muted">{bet.question?.body}</dt>
            <dd className="font-semibold text-fg">
              <bdi>{label}</bdi>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A match I predicted (or could predict): the competition and kick-off, where predictions stand (open, closed,
 * live, finished), the teams with their crests, the result beside my pick and the points it earned, and my bonus
 * answers. "Change my prediction" is offered only while predictions are open; a closed match I did not predict
 * says so.
 */
export function PredictionCard({ item, now, href, changeHref, timeZone, headingLevel = 2, className }: PredictionCardProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const headingId = useId();
  const { match } = item;
  const phase = predictionPhaseOf(match, now);
  const pick = pickedScore(item);
  const answered = bonusBetsOf(item.bets, item.game_score_bet ?? null).filter((bet) => bet.question && bet.current_user_prediction?.value != null);
  const predicted = pick !== null || answered.length > 0;
  const started = match.state.code !== 'NOT_STARTED';
  const points = match.state.code === 'FINISHED' ? item.current_user_points : null;
  const Heading = `h${headingLevel}` as const;
  const teams = (
    <span className="flex items-center gap-3">
      <Team team={match.home_team} align="start" />
      <span className="shrink-0 text-xs font-semibold text-fg-muted">
        {t('matches.card.versus')}
      </span>
      <Team team={match.away_team} align="end" />
    </span>
  );
  return (
    <article
      aria-labelledby={headingId}
      className={twMerge('flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm', className)}
      data-testid="prediction-item"
      data-match-id={item.id}
    >
      <div className="flex items-start justify-between gap-2 text-xs text-fg-muted">
        <MetaLine
          parts={[item.season.competition.name, formatDate(match.start, language, timeZone), formatTime(match.start, language, timeZone)]}
          className="min-w-0"
        />
        <PhaseBadge phase={phase} />
      </div>
      <Heading id={headingId} className="text-fg">
        {href ? (
          <Link href={href} variant="standalone" className="block w-full text-fg no-underline hover:no-underline">
            {teams}
          </Link>
        ) : (
          teams
        )}
      </Heading>
      {predicted || started ? (
        <dl className="flex items-start justify-around gap-3 rounded-md bg-surface-muted px-3 py-2">
          {started && (
            <Fact label={t('predictions.result')} testId="prediction-result">
              <MatchScore homeGoals={match.home_goals} awayGoals={match.away_goals} />
            </Fact>
          )}
          <Fact label={t('predictions.myPick')} testId="predicted-score">
            {pick ? (
              <MatchScore homeGoals={pick.home_goals} awayGoals={pick.away_goals} />
            ) : (
              <span className="text-sm font-normal text-fg-muted">{t('predictions.noPick')}</span>
            )}
          </Fact>
          {points && (
            <Fact label={t('predictions.points')} testId="prediction-points">
              <bdi className="text-primary-700 tabular-nums">{formatPoints(points.amount, language)}</bdi>
            </Fact>
          )}
        </dl>
      ) : null}
      {!predicted && phase !== 'open' && (
        <p className="text-sm text-fg-muted" data-testid="not-predicted">
          {t('predictions.notPredicted')}
        </p>
      )}
      {!predicted && phase === 'open' && (
        <p className="text-sm text-fg-muted" data-testid="not-predicted">
          {t('predictions.notPredictedYet')}
        </p>
      )}
      <BonusAnswers bets={answered} />
      {phase === 'open' && changeHref && (
        <Link href={changeHref} variant="button" buttonVariant="outline" className="self-start" data-testid="change-prediction">
          {t(predicted ? 'predictions.change' : 'predictions.predict')}
        </Link>
      )}
    </article>
  );
}

export interface CompetitionPrize {
  id?: number;
  name: string;
  icon?: string | null;
  amount: number;
}

/** The competition's prizes, best first: icon, name and value in EGP. */
export function CompetitionPrizes({ prizes, headingLevel = 2 }: { prizes: readonly CompetitionPrize[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  if (prizes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm" data-testid="competition-prizes">
      <Heading id={headingId} className="text-base font-semibold text-fg">
        {t('predictions.prizes')}
      </Heading>
      <ol className="flex flex-col gap-2">
        {prizes.map((prize, index) => (
          <li key={prize.id ?? index} className="flex items-center gap-3" data-testid="competition-prize">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-50 text-xs font-bold text-primary-800">
              <span className="sr-only">{t('predictions.rank')} </span>
              {formatInteger(index + 1, language)}
            </span>
            {prize.icon ? <img src={prize.icon} alt="" width={32} height={32} className="size-8 shrink-0 rounded-sm object-cover" /> : null}
            <span className="min-w-0 flex-1 text-sm font-semibold text-fg">{prize.name}</span>
            <bdi className="shrink-0 text-sm text-fg-muted tabular-nums">{formatEgp(prize.amount, language)}</bdi>
          </li>
        ))}
      </ol>
    </section>
  );
}
