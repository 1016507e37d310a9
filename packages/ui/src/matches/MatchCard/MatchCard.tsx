import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Button as AriaButton, composeRenderProps } from 'react-aria-components';
import { focusRing, tv, twMerge } from '../../lib/utils.ts';
import {
  formatDate,
  formatInteger,
  formatPoints,
  formatTime,
  parseScore,
  predictionPhaseOf,
  type Instant,
  type PredictionPhase,
} from '@hadaf/domain';
import { LockIcon } from '../../primitives/icons/Icon.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { useLanguage as useMatchLanguage } from '../../lib/use-language.ts';
import { MatchScore } from './MatchScore.tsx';
import { LockCountdown } from './LockCountdown.tsx';

/** An image in its sizes (the contract's Picture). */
export interface MatchCardPicture {
  thumb?: string | null;
  original?: string | null;
}

export interface MatchCardTeam {
  name: string;
  logo?: MatchCardPicture | null;
}

export interface MatchCardGamer {
  name: string;
  picture?: MatchCardPicture | null;
}

export type MatchCardStateCode = 'NOT_STARTED' | 'LIVE' | 'FINISHED';

/** The match part of a match item (the contract's MatchInfo). */
export interface MatchCardInfo {
  start: string;
  state: { code: MatchCardStateCode; name: string; flags: readonly string[] };
  minute: number | null;
  home_goals: number | null;
  away_goals: number | null;
  home_team: MatchCardTeam;
  away_team: MatchCardTeam;
  home_gamer?: MatchCardGamer | null;
  away_gamer?: MatchCardGamer | null;
}

/** The user's own prediction on a bet (the contract's Bet.current_user_prediction). */
export interface MatchCardPick {
  current_user_prediction?: { value?: unknown } | null;
}

/**
 * The fields of the contract's MatchItem the match views read; a MatchItem from @hadaf/api-client
 * satisfies it as it is.
 */
export interface MatchItemView {
  id: number;
  season: { name: string; competition: { id: number; name: string; logo?: MatchCardPicture | null } };
  match: MatchCardInfo;
  current_user_points?: { amount: number } | null;
  /** The score bet: its current_user_prediction is the user's pick. */
  game_score_bet?: MatchCardPick | null;
}

/** The score the user predicted for the match, when they did. */
export function pickedScore(item: MatchItemView) {
  return parseScore(item.game_score_bet?.current_user_prediction?.value);
}

/** The active language as a domain Language (falls back to English): the match components' name for useLanguage. */
export { useMatchLanguage };

export function pictureUrl(picture: MatchCardPicture | null | undefined): string | undefined {
  return picture?.thumb ?? picture?.original ?? undefined;
}

/**
 * A team crest. It always stands beside the team's visible name, so it is decorative (empty alt): naming it
 * too would make screen readers say each team twice. Without a logo, a neutral disc keeps the layout.
 */
export function TeamCrest({ team, size = 32, className }: { team: MatchCardTeam; size?: number; className?: string }) {
  const src = pictureUrl(team.logo);
  if (!src) return <span aria-hidden="true" style={{ width: size, height: size }} className={twMerge('shrink-0 rounded-full bg-surface-sunken', className)} />;
  return <img src={src} alt="" data-testid="team-crest" width={size} height={size} className={twMerge('shrink-0 object-contain', className)} />;
}

/**
 * The match's prediction phase as a badge: Not Started (open), Predictions closed (locked), Live with the minute,
 * or Finished. The caller decides the phase (predictionPhaseOf, on the server's clock).
 */
export function MatchStateBadge({ match, phase }: { match: MatchCardInfo; phase: PredictionPhase }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const code = match.state.code;
  if (phase === 'locked') {
    return (
      <Badge variant="neutral" icon={<LockIcon size={12} />}>
        <span data-testid="predictions-closed">{t('matches.state.locked')}</span>
      </Badge>
    );
  }
  if (code === 'LIVE') {
    return (
      <Badge
        variant="error"
        // Pulses while the match is played (not for those who ask for less motion).
        icon={<span aria-hidden="true" data-testid="live-pulse" className="size-1.5 animate-pulse rounded-full bg-error-600 motion-reduce:animate-none" />}
      >
        {t('matches.state.LIVE')}
        {match.minute != null && (
          <bdi className="tabular-nums">{t('matches.card.minute', { minute: formatInteger(match.minute, language) })}</bdi>
        )}
      </Badge>
    );
  }
  return <Badge variant={code === 'FINISHED' ? 'neutral' : 'info'}>{t(`matches.state.${code}`)}</Badge>;
}

export function GamerLine({ gamer, size = 'xs' }: { gamer: MatchCardGamer; size?: 'xs' | 'sm' }) {
  return (
    <span className="flex min-w-0 items-center gap-1.5 text-xs text-fg-muted">
      <Avatar name={gamer.name} src={pictureUrl(gamer.picture)} size={size} />
      <span className="truncate">{gamer.name}</span>
    </span>
  );
}

const cardStyles = tv({
  extend: focusRing,
  base: 'relative flex w-full cursor-pointer flex-col gap-2 rounded-lg border bg-surface p-3 text-start text-fg shadow-sm transition-colors',
  variants: {
    isSelected: {
      false: 'border-border hover:border-border-strong pressed:bg-surface-muted',
      true: 'border-primary-600 bg-primary-50 ring-1 ring-primary-600',
    },
  },
});

function TeamSide({ team, gamer, align }: { team: MatchCardTeam; gamer?: MatchCardGamer | null; align: 'start' | 'end' }) {
  return (
    <span className={twMerge('flex min-w-0 flex-1 flex-col gap-1', align === 'end' ? 'items-end text-end' : 'items-start text-start')}>
      <span className={twMerge('flex min-w-0 max-w-full items-center gap-2', align === 'end' && 'flex-row-reverse')}>
        <TeamCrest team={team} />
        <span className="min-w-0 text-sm font-semibold break-words">{team.name}</span>
      </span>
      {gamer && <GamerLine gamer={gamer} />}
    </span>
  );
}

export interface MatchCardProps {
  /** A match item (the contract's MatchItem fits). */
  match: MatchItemView;
  /** The match shown in the prediction panel. */
  isSelected?: boolean;
  /** Opens the match in the prediction panel. */
  onPress?: (match: MatchItemView) => void;
  /** Time zone for the kick-off time (the browser's by default). */
  timeZone?: string;
  /** The server's clock: a match that has passed its lock since the list loaded reads as closed. */
  now?: Instant;
  /**
   * Outside a day's list grouped by competition (search results): the card also names its competition and the
   * day of the kick-off, so results on different days or in different competitions can be told apart.
   */
  showContext?: boolean;
  className?: string;
}

/** The user's pick: "Your pick 2 - 1", the numbers beside their teams like the score. */
function PickLine({ item }: { item: MatchItemView }) {
  const { t } = useTranslation('ui');
  const pick = pickedScore(item);
  if (!pick) return null;
  return (
    <span data-testid="match-pick" className="flex items-center justify-center gap-2 text-xs text-fg-muted">
      {t('matches.card.yourPick')}
      <MatchScore homeGoals={pick.home_goals} awayGoals={pick.away_goals} className="text-sm text-fg" />
    </span>
  );
}

/**
 * One match in a list: crests, team names, kick-off time, state (with "Predictions closed" once the lock has
 * passed), the time left to predict while open (under a ClockProvider), the score once started, the user's pick and
 * points (or that they are on their way), and the gamers of eSports matches. Pressing it opens the prediction panel.
 */
export function MatchCard({ match: item, isSelected = false, onPress, timeZone, now, showContext = false, className }: MatchCardProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const { match } = item;
  const points = match.state.code === 'FINISHED' ? item.current_user_points : null;
  const phase = predictionPhaseOf(match, now);
  const mine = Boolean(pickedScore(item));
  // A goal in the fan's match (one they predicted), scored while the card is shown: seen over the card and said beside
  // it, once. A score already there when the card appears is not news. Worked out while rendering (React's derived
  // state), so the new score and its words come in the same frame.
  const goals = (match.home_goals ?? 0) + (match.away_goals ?? 0);
  // [the goals last seen, what was said of them]
  const [seen, setSeen] = useState<[number, string]>([goals, '']);
  let goal = seen[1];
  if (goals !== seen[0]) {
    if (goals > seen[0] && mine && match.state.code === 'LIVE') {
      goal = t('matches.card.goal', {
        home: match.home_team.name,
        away: match.away_team.name,
        // A live match has both scores.
        homeGoals: formatInteger(match.home_goals!, language),
        awayGoals: formatInteger(match.away_goals!, language),
      });
    }
    setSeen([goals, goal]);
  }
  return (
    <>
    <AriaButton
      onPress={() => onPress?.(item)}
      aria-current={isSelected ? 'true' : undefined}
      data-selected={isSelected || undefined}
      // Lets a page give focus back to this match when the panel it opened closes (a route change re-creates it).
      data-match-id={item.id}
      className={composeRenderProps(className, (callerClassName, renderProps) =>
        cardStyles({ ...renderProps, isSelected, className: callerClassName }),
      )}
    >
      {goal && (
        // The goal, across the card's top edge for 4 s (base.css's hd-goal-flash; a new goal starts it again): nothing
        // moves, and it is hidden from assistive technology (it would join the card's name): the status below says it.
        <span key={goal} aria-hidden="true" className="hd-goal-flash">
          {goal}
        </span>
      )}
      {showContext && (
        <span data-testid="match-competition" className="min-w-0 truncate text-xs font-medium text-fg-muted">
          {item.season.competition.name}
        </span>
      )}
      <span className="flex items-center justify-between gap-2">
        <span className="text-xs text-fg-muted">
          <span className="sr-only">{t('matches.card.kickOff')} </span>
          <time dateTime={match.start} className="font-semibold text-fg">
            <bdi>
              {showContext
                ? t('matches.card.dateAndTime', { date: formatDate(match.start, language, timeZone), time: formatTime(match.start, language, timeZone) })
                : formatTime(match.start, language, timeZone)}
            </bdi>
          </time>
        </span>
        <MatchStateBadge match={match} phase={phase} />
      </span>
      <span className="flex items-center gap-3">
        <TeamSide team={match.home_team} gamer={match.home_gamer} align="start" />
        <span className="flex shrink-0 flex-col items-center">
          {match.state.code === 'NOT_STARTED' ? (
            <span className="text-xs font-semibold text-fg-muted">{t('matches.card.versus')}</span>
          ) : (
            <>
              <span className="sr-only">{t('matches.card.score')} </span>
              <MatchScore homeGoals={match.home_goals} awayGoals={match.away_goals} className="text-lg" />
            </>
          )}
        </span>
        <TeamSide team={match.away_team} gamer={match.away_gamer} align="end" />
      </span>
      {phase === 'open' && <LockCountdown start={match.start} className="self-center" />}
      <PickLine item={item} />
      {points ? (
        <span className="flex items-center justify-center gap-1 border-t border-border pt-2 text-xs text-fg-muted">
          {t('matches.card.yourPoints')}
          <bdi data-testid="match-points" className="font-bold text-primary-700 tabular-nums">
            {formatPoints(points.amount, language)}
          </bdi>
        </span>
      ) : (
        match.state.code === 'FINISHED' &&
        pickedScore(item) && (
          // Predicted and over, not yet scored: the points are on their way (scoring runs once the result is in).
          <span data-testid="match-points-pending" className="flex items-center justify-center border-t border-border pt-2 text-xs text-fg-muted">
            {t('matches.card.pointsPending')}
          </span>
        )
      )}
    </AriaButton>
    {mine && (
      // Said politely, once: beside the card, not in it (it would become part of the card's name), out of sight and flow.
      <span role="status" className="sr-only">
        {goal}
      </span>
    )}
    </>
  );
}
