import type { SnapshotFrom } from 'xstate';
import type { CompetitionFormErrors, CompetitionFormValues, CompetitionWizardStep } from '../../rules/competition-form.ts';
import { MAX_MATCHES_PER_COMPETITION } from '../../rules/competition-form.ts';
import { canAfford } from '../../rules/coins.ts';
import { competitionTimeline, earliestNewCompetitionStart } from '../../rules/competition-deadlines.ts';
import { placePrizes } from '../../rules/prize-distribution.ts';
import { prizeMoney, type PrizeMoney } from '../../rules/prize-pool.ts';
import type { createCompetitionMachine } from './machine.ts';
import type { CreateCompetitionEvent } from './types.ts';

type CreateCompetitionSnapshot = SnapshotFrom<typeof createCompetitionMachine>;

/** What the Prize step shows before committing: the pool, the house share and the per-rank split. */
export interface PrizePreview extends PrizeMoney {
  /** Coins per place, best place first; empty until a winning strategy is chosen. */
  places: number[];
}

export interface CreateCompetitionView {
  /** The wizard modal is open (editing or submitting). */
  isWizardOpen: boolean;
  steps: readonly CompetitionWizardStep[];
  step: CompetitionWizardStep;
  stepIndex: number;
  values: CompetitionFormValues;
  /** Translation keys, shown after a refused Next or Submit. */
  errors: CompetitionFormErrors;
  selectedMatchCount: number;
  maxMatches: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  canSubmit: boolean;
  isSubmitting: boolean;
  submitError: string | null;
  /** Null when the entry fee or the maximum participants cannot make a pool. */
  prize: PrizePreview | null;
  /** The clock's now (milliseconds) and the earliest first match it allows (ISO): time for review and joins. */
  now: number;
  earliestStart: string;
  /**
   * What will happen, from the selected matches' kick-offs (ISO): players join until the first one; below the
   * minimum participants at the check an hour before, it is cancelled and refunded. Null before a match is chosen.
   */
  timeline: { joinUntil: string; cancelCheckAt: string } | null;
  isCreatedModalOpen: boolean;
  /** The auto-join checkbox shows only when coins ≥ the created competition's entry fee. */
  isAutoJoinVisible: boolean;
  autoJoin: boolean;
  isJoinConfirmationOpen: boolean;
  isJoining: boolean;
  joinError: string | null;
  coins: number;
  /** The created competition's entry fee (0 before creation). */
  createdEntryFee: number;
  coinsAfterJoin: number;
}

export interface ConnectCreateCompetitionOptions {
  /** The server setting eksab_share, a fraction in [0, 1]. */
  eksabShare: number;
}

function prizePreviewOf(values: CompetitionFormValues, eksabShare: number): PrizePreview | null {
  const fee = values.entry_fee;
  const max = values.participants.max;
  if (fee === null || !Number.isSafeInteger(fee) || fee < 0 || !Number.isSafeInteger(max) || max < 0) return null;
  const money = prizeMoney(fee, max, eksabShare);
  return { ...money, places: values.winning_strategy ? placePrizes(money.distributable, values.winning_strategy) : [] };
}

function stepOf(snapshot: CreateCompetitionSnapshot): CompetitionWizardStep {
  const { steps } = snapshot.context;
  if (snapshot.matches('submitting')) return 'review';
  return steps.find((step) => snapshot.matches({ editing: step })) ?? 'details';
}

/** The creation wizard's snapshot → the wizard's, the Created modal's and the join confirmation's props. */
export function connectCreateCompetition(snapshot: CreateCompetitionSnapshot, options: ConnectCreateCompetitionOptions): CreateCompetitionView {
  const { context } = snapshot;
  const step = stepOf(snapshot);
  const editing = snapshot.matches('editing');
  const isSubmitting = snapshot.matches('submitting');
  const entryFee = context.created?.entry_fee ?? 0;
  const now = context.clock();
  const timeline = competitionTimeline(context.values.match_ids.flatMap((id) => context.matchStarts[id] ?? []));
  return {
    isWizardOpen: editing || isSubmitting,
    steps: context.steps,
    step,
    stepIndex: context.steps.indexOf(step),
    values: context.values,
    errors: context.errors,
    selectedMatchCount: context.values.match_ids.length,
    maxMatches: MAX_MATCHES_PER_COMPETITION,
    canGoPrevious: editing && step !== 'details',
    canGoNext: editing && step !== 'review',
    canSubmit: editing && step === 'review',
    isSubmitting,
    submitError: context.submitError,
    prize: prizePreviewOf(context.values, options.eksabShare),
    now,
    earliestStart: earliestNewCompetitionStart(now).toISOString(),
    timeline: timeline && { joinUntil: timeline.joinUntil.toISOString(), cancelCheckAt: timeline.cancelCheckAt.toISOString() },
    isCreatedModalOpen: snapshot.matches('createdModal'),
    isAutoJoinVisible: context.created !== null && canAfford(context.coins, entryFee),
    autoJoin: context.autoJoin,
    isJoinConfirmationOpen: snapshot.matches('joinConfirmation') || snapshot.matches('joining'),
    isJoining: snapshot.matches('joining'),
    joinError: context.joinError,
    coins: context.coins,
    createdEntryFee: entryFee,
    coinsAfterJoin: context.coins - entryFee,
  };
}

/** The wizard's callbacks, bound to an actor's `send`. */
export function createCompetitionSenders(send: (event: CreateCompetitionEvent) => void) {
  return {
    change: (values: Extract<CreateCompetitionEvent, { type: 'CHANGE' }>['values']) => send({ type: 'CHANGE', values }),
    selectLeague: (leagueId: number | null) => send({ type: 'SELECT_LEAGUE', leagueId }),
    toggleMatch: (matchId: number, match: { leagueId?: number; startsAt?: string } = {}) => send({ type: 'TOGGLE_MATCH', matchId, ...match }),
    next: () => send({ type: 'NEXT' }),
    previous: () => send({ type: 'PREVIOUS' }),
    submit: () => send({ type: 'SUBMIT' }),
    close: () => send({ type: 'CLOSE' }),
    toggleAutoJoin: () => send({ type: 'TOGGLE_AUTO_JOIN' }),
    goToCompetition: () => send({ type: 'GO_TO_COMPETITION' }),
    confirmJoin: () => send({ type: 'CONFIRM_JOIN' }),
    cancelJoin: () => send({ type: 'CANCEL_JOIN' }),
  };
}

export type CreateCompetitionSenders = ReturnType<typeof createCompetitionSenders>;
