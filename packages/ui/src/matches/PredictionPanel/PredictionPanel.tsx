
import { Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { bonusBetsOf, formatDate, formatInteger, formatPoints, formatTime, predictionPhaseOf, scoreBetOf, type PredictionPanelStatus as DomainPanelStatus } from '@hadaf/domain';
import { LockCountdown } from '../MatchCard/LockCountdown.tsx';
import { PicksShare, type PredictionPanelPicks } from './PicksShare.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { CheckIcon, CloseIcon, FootballIcon } from '../../primitives/icons/Icon.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { twMerge } from '../../lib/utils.ts';
import { GamerLine, MatchStateBadge, TeamCrest, useMatchLanguage, type MatchCardPick, type MatchItemView } from '../MatchCard/MatchCard.tsx';
import { MatchScore } from '../MatchCard/MatchScore.tsx';
import { MetaLine } from '../../primitives/MetaLine/MetaLine.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { Switch } from '../../primitives/Switch/Switch.tsx';
import { ScoreInput } from './ScoreInput.tsx';
import { LazyBonusBet, LazyDrawer } from './lazy-parts.ts';

/** The resting states of the predictionPanel machine, as its connect gives them. */
export type PredictionPanelStatus = DomainPanelStatus;

export type PredictionPanelQuestionType = 'YES_NO' | 'SELECT_LIST' | 'COUNTER';

/** The fields of the contract's Bet the panel reads. */
export interface PredictionPanelBet {
  id: number;
  /** 'game-score' for the main score bet. */
  type: string;
  question_type?: PredictionPanelQuestionType | null;
  question?: { body: string; answers: readonly { value: string; label: string }[] } | null;
  active: boolean;
  /** Points for an exact answer. */
  points?: number;
}

/** A match item with its bets (the contract's MatchItem fits). */
export interface PredictionPanelMatch extends MatchItemView {
  bets: readonly PredictionPanelBet[];
  game_score_bet?: (PredictionPanelBet & MatchCardPick) | null;
}

/** The game-score value (the contract's ScorePredictionValue). */
export interface PredictionPanelScoreValue {
  home_goals: number;
  away_goals: number;
}

/** A bet value: a score, an answer value (YES_NO, SELECT_LIST) or a count (COUNTER). */
export type PredictionPanelValue = PredictionPanelScoreValue | string | number;

export type PredictionPanelValues = Readonly<Record<string, PredictionPanelValue | undefined>>;

export interface PredictionPanelProps {
  /** The match to predict; null with status noMatch. */
  match?: PredictionPanelMatch | null;
  /** The current prediction values by bet id. */
  values: PredictionPanelValues;
  /** The panel machine's state. */
  status: PredictionPanelStatus;
  /** Visitors do not see the auto-navigate switch. */
  isSignedIn: boolean;
  /** Go to the next match after a save. */
  autoNavigate: boolean;
  onValueChange: (betId: number, value: PredictionPanelValue) => void;
  onAutoNavigateChange: (enabled: boolean) => void;
  /** Predict Now. */
  onSubmit: () => void;
  /** Closes the overlay (and, when given, shows a close button on the side panel). */
  onClose?: () => void;
  /** `side`: a sticky panel beside the list (desktop); `overlay`: a drawer (mobile). */
  variant?: 'side' | 'overlay';
  /** Overlay only: whether the drawer is open (default true). */
  isOpen?: boolean;
  /** Overlay only: a bottom sheet (default) or a panel on the inline end. */
  placement?: 'bottom' | 'end';
  /** Time zone for the kick-off time (the browser's by default). */
  timeZone?: string;
  /**
   * A new number each time the fan opens a match or the panel moves on to the next one: the panel scrolls back to
   * its top and moves focus to the match it shows, which is announced by its teams (0 or absent: focus stays).
   */
  focusRequest?: number;
  /** Other fans' picks of a match that has closed; null or absent: none shown (never before the lock). */
  picks?: PredictionPanelPicks | null;
  className?: string;
}

export type { PredictionPanelPicks } from './PicksShare.tsx';

/** Reads a score bet's value (the contract's `{home_goals, away_goals}`); anything else is no score yet. */
export function readScoreValue(value: PredictionPanelValue | undefined): { home?: number; away?: number } {
  if (value !== null && typeof value === 'object') return { home: value.home_goals, away: value.away_goals };
  return {};
}

function MatchHeader({ match, timeZone, isClosed, headerRef }: { match: PredictionPanelMatch; timeZone?: string; isClosed: boolean; headerRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const info = match.match;
  // The panel's machine closes an open match on the server's clock.
  const phase = predictionPhaseOf(info);
  return (
    // Where focus goes when the fan opens a match (or the panel moves on): its name says which match this is.
    <div
      ref={headerRef}
      role="group"
      tabIndex={-1}
      aria-label={t('matches.panel.matchLabel', { home: info.home_team.name, away: info.away_team.name })}
      data-testid="prediction-match"
      className="flex flex-col gap-3 rounded-md outline-0 -outline-offset-2 outline-focus focus-visible:outline-2"
    >
      <div className="flex items-center justify-between gap-2 text-sm text-fg-muted">
        <span className="min-w-0">
          <span className="block truncate font-semibold text-fg">{match.season.competition.name}</span>
          <time dateTime={info.start}>
            <MetaLine parts={[formatDate(info.start, language, timeZone), formatTime(info.start, language, timeZone)]} />
          </time>
        </span>
        <MatchStateBadge match={info} phase={isClosed && phase === 'open' ? 'locked' : phase} />
      </div>
      <div className="flex items-start gap-3">
        {[
          { team: info.home_team, gamer: info.home_gamer },
          { team: info.away_team, gamer: info.away_gamer },
        ].map(({ team, gamer }, index) => (
          <div key={index} className={twMerge('flex min-w-0 flex-1 flex-col items-center gap-1 text-center', index === 1 && 'order-3')}>
            <TeamCrest team={team} size={44} />
            <span className="text-sm font-semibold break-words">{team.name}</span>
            {gamer && <GamerLine gamer={gamer} />}
          </div>
        ))}
        <div className="order-2 flex min-h-11 shrink-0 items-center">
          {info.state.code !== 'NOT_STARTED' && <MatchScore homeGoals={info.home_goals} awayGoals={info.away_goals} className="text-2xl" />}
        </div>
      </div>
      {phase === 'open' && !isClosed && <LockCountdown start={info.start} className="self-center text-sm" />}
    </div>
  );
}

/** Every scrolling box between the element and the panel (its dialog or aside) back to the top. */
function scrollPanelToTop(element: HTMLElement) {
  const panel = element.closest('[role="dialog"], aside');
  for (let box = element.parentElement; box && panel?.contains(box); box = box.parentElement) box.scrollTop = 0;
}

/**
 * Honours a focus request once the match it is about shows: every scrolling box of the panel back to its top (a
 * phone's sheet keeps its scroll otherwise, showing the next match's empty bottom), then focus on the match.
 */
function useFocusRequest(focusRequest: number | undefined, headerRef: RefObject<HTMLDivElement | null>, shownKey: string) {
  const handled = useRef(0);
  useEffect(() => {
    const header = headerRef.current;
    if (!focusRequest || focusRequest === handled.current || !header) return;
    handled.current = focusRequest;
    scrollPanelToTop(header);
    header.focus();
  }, [focusRequest, headerRef, shownKey]);
}

/**
 * A bonus question: its control's chunk loads on demand (lazy-parts.ts); until it is here, a stand-in of the same
 * size holds its place (the question, an empty control and the points line), so nothing below it moves.
 */
function BonusBetSlot({
  bet,
  value,
  isDisabled,
  onValueChange,
}: {
  bet: PredictionPanelBet;
  value: PredictionPanelValue | undefined;
  isDisabled: boolean;
  onValueChange: (betId: number, value: PredictionPanelValue) => void;
}) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const description = bet.points
    ? t('matches.panel.betPoints', {
        count: bet.points,
        n: Number.isInteger(bet.points) ? formatInteger(bet.points, language) : formatPoints(bet.points, language),
      })
    : undefined;
  const label = bet.question?.body ?? '';
  // The classes of RadioGroup's and of the fields' (Select, NumberField) own parts.
  const standIn =
    bet.question_type === 'YES_NO' ? (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="text-base font-semibold text-fg">{label}</span>
        <span className="min-h-6" />
        {description && <span className="text-sm text-fg-muted">{description}</span>}
      </div>
    ) : (
      <div aria-busy="true" className="flex min-w-0 flex-col gap-1.5">
        <span className="w-fit text-sm font-semibold text-fg">{label}</span>
        <span className="min-h-10 rounded-md border border-border bg-surface" />
        {description && <span className="text-sm text-fg-muted">{description}</span>}
      </div>
    );
  return (
    <Suspense fallback={standIn}>
      <LazyBonusBet bet={bet} description={description} value={value} isDisabled={isDisabled} onValueChange={onValueChange} />
    </Suspense>
  );
}

function StatusLine({ status }: { status: PredictionPanelStatus }) {
  const { t } = useTranslation('ui');
  switch (status) {
    case 'saving':
      return (
        <p className="flex items-center justify-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" label={t('matches.panel.saving')} className="text-primary-600" />
          <span aria-hidden="true">{t('matches.panel.saving')}</span>
        </p>
      );
    case 'saved':
      return (
        <p className="flex items-center justify-center gap-2 text-sm font-semibold text-success-700" data-testid="prediction-saved">
          <span className="flex size-6 items-center justify-center rounded-full bg-success-600 text-white">
            <CheckIcon size={16} />
          </span>
          {t('matches.panel.saved')}
        </p>
      );
    case 'failed':
      return <Alert tone="error" title={null}>{t('matches.panel.failed')}</Alert>;
    case 'preserved':
      return <Alert tone="info" title={null}>{t('matches.panel.preserved')}</Alert>;
    default:
      return null;
  }
}

const lockReasonKeys = {
  open: 'matches.panel.locked',
  locked: 'matches.panel.locked',
  live: 'matches.panel.lockedLive',
  finished: 'matches.panel.lockedFinished',
} as const;

/** Why the inputs are disabled, above them (not below Predict Now, where a phone's sheet hides it). */
function LockReason({ match }: { match: PredictionPanelMatch['match'] }) {
  const { t } = useTranslation('ui');
  return (
    <Alert tone="info" title={null}>
      <span data-testid="prediction-lock-reason">{t(lockReasonKeys[predictionPhaseOf(match)])}</span>
    </Alert>
  );
}

function PanelLoading() {
  const { t } = useTranslation('ui');
  return (
    <div aria-busy="true" className="flex flex-col items-center gap-4 py-8">
      <Spinner size="lg" label={t('matches.panel.loading')} className="text-primary-600" />
      <div aria-hidden="true" className="flex w-full items-center justify-between gap-3">
        <span className="size-11 rounded-full bg-surface-sunken" />
        <span className="h-4 w-16 rounded-sm bg-surface-sunken" />
        <span className="size-11 rounded-full bg-surface-sunken" />
      </div>
      <span aria-hidden="true" className="h-10 w-full rounded-md bg-surface-sunken" />
    </div>
  );
}

/** The panel's content for a match: header, score bet, bonus bets, switch, button and status. */
function PanelContent(props: PredictionPanelProps) {
  const { match, values, status, isSignedIn, autoNavigate, onValueChange, onAutoNavigateChange, onSubmit, timeZone, focusRequest, picks } = props;
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const bonusId = useId();
  const headerRef = useRef<HTMLDivElement>(null);
  useFocusRequest(focusRequest, headerRef, `${status}:${match?.id ?? ''}`);
  if (status === 'opening') return <PanelLoading />;
  if (status === 'noMatch' || !match) {
    return <EmptyState icon={<FootballIcon size={28} />} title={t('matches.panel.noMatch')} message={t('matches.panel.noMatchHint')} headingLevel={3} />;
  }
  const locked = status === 'locked';
  const busy = status === 'saving';
  const inputsDisabled = (bet: PredictionPanelBet) => !bet.active || locked || busy;
  const scoreBet = scoreBetOf(match.bets, match.game_score_bet);
  const bonusBets = bonusBetsOf(match.bets, scoreBet).filter((bet) => bet.question_type);
  const score = scoreBet ? readScoreValue(values[scoreBet.id]) : {};
  const setScore = (side: 'home' | 'away', goals: number) => {
    if (!scoreBet) return;
    const next = { ...score, [side]: goals };
    onValueChange(scoreBet.id, { home_goals: next.home ?? 0, away_goals: next.away ?? 0 });
  };
  const info = match.match;
  const finished = info.state.code === 'FINISHED';
  const points = finished ? match.current_user_points : null;
  return (
    <div className="flex flex-col gap-5">
      <MatchHeader match={match} timeZone={timeZone} isClosed={locked} headerRef={headerRef} />
      {locked && <LockReason match={info} />}
      {/* The fan's saved score is in values (the machine starts from it). */}
      {finished && (points || score.home !== undefined) && (
        // Over and predicted: the points' place is kept while they are counted, so their arrival (live, moments after
        // the whistle) moves nothing, and is said politely.
        <p role="status" className="flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary-50 px-3 py-2 text-sm text-primary-800">
          {points ? (
            <>
              {t('matches.panel.pointsEarned')}
              <bdi data-testid="prediction-points" className="text-lg font-bold tabular-nums">
                {formatPoints(points.amount, language)}
              </bdi>
            </>
          ) : (
            <span data-testid="prediction-points-pending">{t('matches.card.pointsPending')}</span>
          )}
        </p>
      )}
      {scoreBet && (
        <div role="group" aria-label={t('matches.panel.scoreBet')} className="flex flex-col gap-2">
          <p aria-hidden="true" className="text-center text-sm font-semibold text-fg-muted">
            {t('matches.panel.scoreBet')}
          </p>
          <div className="flex items-end justify-center gap-3">
            <ScoreInput
              key={`${match.id}-home`}
              label={info.home_team.name}
              value={score.home}
              onChange={(goals) => setScore('home', goals)}
              isDisabled={inputsDisabled(scoreBet)}
              className="flex-1"
            />
            <span aria-hidden="true" className="pb-3 text-xl font-bold text-fg-muted">
              -
            </span>
            <ScoreInput
              key={`${match.id}-away`}
              label={info.away_team.name}
              value={score.away}
              onChange={(goals) => setScore('away', goals)}
              isDisabled={inputsDisabled(scoreBet)}
              className="flex-1"
            />
          </div>
        </div>
      )}
      {locked && picks && <PicksShare picks={picks} homeTeam={info.home_team.name} awayTeam={info.away_team.name} />}
      {bonusBets.length > 0 && (
        <section aria-labelledby={bonusId} className="flex flex-col gap-4 border-t border-border pt-4">
          <h3 id={bonusId} className="text-base font-semibold text-fg">
            {t('matches.panel.bonus')}
          </h3>
          {bonusBets.map((bet) => (
            <BonusBetSlot key={bet.id} bet={bet} value={values[bet.id]} isDisabled={inputsDisabled(bet)} onValueChange={onValueChange} />
          ))}
        </section>
      )}
      {isSignedIn && (
        <Switch isSelected={autoNavigate} onChange={onAutoNavigateChange}>
          {t('matches.panel.autoNavigate')}
        </Switch>
      )}
      <Button fullWidth size="lg" isPending={busy} isDisabled={locked} onPress={onSubmit}>
        {t('matches.panel.predictNow')}
      </Button>
      <div aria-live="polite" className="empty:hidden">
        <StatusLine status={status} />
      </div>
    </div>
  );
}

/** The panel in a drawer; the drawer's chunk is asked for when it first opens (nothing shows before then). */
function OverlayPanel(props: PredictionPanelProps & { isOpen: boolean; placement: 'bottom' | 'end' }) {
  const { isOpen, placement, onClose, className } = props;
  const { t } = useTranslation('ui');
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyDrawer isOpen={isOpen} onOpenChange={(open) => !open && onClose?.()} placement={placement} title={t('matches.panel.title')} className={className}>
        <PanelContent {...props} />
      </LazyDrawer>
    </Suspense>
  );
}

/**
 * The prediction panel: a sticky side panel on desktop (`side`) or a drawer on mobile (`overlay`).
 * A pure view of the predictionPanel machine: `status` is its state, `values` its predictions.
 */
export function PredictionPanel(props: PredictionPanelProps) {
  const { variant = 'side', isOpen = true, placement = 'bottom', onClose, className } = props;
  const { t } = useTranslation('ui');
  if (variant === 'overlay') return <OverlayPanel {...props} isOpen={isOpen} placement={placement} />;
  return (
    <aside
      aria-label={t('matches.panel.label')}
      className={twMerge('sticky top-4 flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 text-fg shadow-sm', className)}
    >
      <div className="flex items-center gap-2">
        <h2 className="min-w-0 flex-1 text-lg font-semibold">{t('matches.panel.title')}</h2>
        {onClose && <IconButton label={t('common.close')} icon={(size) => <CloseIcon size={size} />} size="sm" onPress={onClose} />}
      </div>
      <PanelContent {...props} />
    </aside>
  );
}

