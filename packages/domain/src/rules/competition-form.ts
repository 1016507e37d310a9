import { startsTooSoon } from './competition-deadlines.ts';
import type { Instant } from './instant.ts';

/**
 * Competition creation form rules (competitions-and-groups.md §3, §5, §9). Error messages are
 * translation keys; see docs/decisions/domain-machines-b.md for the readings chosen where the spec
 * gives two (participants minimum, step layout, budget 0).
 */

export const COMPETITION_TYPE = { prediction: 1, fantasy: 2 } as const;
export type CompetitionType = (typeof COMPETITION_TYPE)[keyof typeof COMPETITION_TYPE];

export const winningStrategies = ['top-1', 'top-3', 'top-10'] as const;
export type WinningStrategy = (typeof winningStrategies)[number];

export const DEFAULT_ENTRY_FEE = 10;
export const DEFAULT_PARTICIPANTS = { min: 10, max: 30 } as const;
export const PARTICIPANTS_RANGE = { min: 1, max: 100 } as const;
export const DEFAULT_COMPETITION_BUDGET = 0;
export const MAX_MATCHES_PER_COMPETITION = 500;

export interface CompetitionFormValues {
  name: string;
  type: CompetitionType | null;
  entry_fee: number | null;
  winning_strategy: WinningStrategy | null;
  participants: { min: number; max: number };
  /** Fantasy only, in millions; 0 means the squad default (30 million). */
  budget: number | null;
  /** The league of a fantasy competition; never sent (see `toCreatePayload`). */
  fantasy_competition_id: number | null;
  match_ids: number[];
  group_id: number | null;
}

export type CompetitionFormField = 'name' | 'type' | 'entry_fee' | 'winning_strategy' | 'participants' | 'budget' | 'fantasy_competition_id' | 'match_ids';

export type CompetitionFormErrorKey =
  | 'competitionForm.errors.nameRequired'
  | 'competitionForm.errors.typeRequired'
  | 'competitionForm.errors.entryFeeRequired'
  | 'competitionForm.errors.entryFeeInvalid'
  | 'competitionForm.errors.winningStrategyRequired'
  | 'competitionForm.errors.participantsMinTooLow'
  | 'competitionForm.errors.participantsMaxTooHigh'
  | 'competitionForm.errors.participantsMinAboveMax'
  | 'competitionForm.errors.budgetRequired'
  | 'competitionForm.errors.leagueRequired'
  | 'competitionForm.errors.matchesRequired'
  | 'competitionForm.errors.tooManyMatches'
  | 'competitionForm.errors.matchIdsInvalid'
  | 'competitionForm.errors.mixedLeagues'
  | 'competitionForm.errors.startsTooSoon';

export type CompetitionFormErrors = Partial<Record<CompetitionFormField, CompetitionFormErrorKey>>;

export function defaultCompetitionFormValues(overrides: Partial<CompetitionFormValues> = {}): CompetitionFormValues {
  return {
    name: '',
    type: null,
    entry_fee: DEFAULT_ENTRY_FEE,
    winning_strategy: null,
    participants: { ...DEFAULT_PARTICIPANTS },
    budget: DEFAULT_COMPETITION_BUDGET,
    fantasy_competition_id: null,
    match_ids: [],
    group_id: null,
    ...overrides,
  };
}

export function isFantasyForm(values: Pick<CompetitionFormValues, 'type'>): boolean {
  return values.type === COMPETITION_TYPE.fantasy;
}

export interface CompetitionFormContext {
  /** League id of each selected match, when known; used for the same-league rule of fantasy. */
  matchLeagues?: Readonly<Record<number, number>>;
  /** Kick-off of each selected match, when known, and the moment of creation: a first match too soon is refused. */
  matchStarts?: Readonly<Record<number, Instant>>;
  now?: Instant;
}

function isWholeNumberAtLeast(value: unknown, minimum: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= minimum;
}

function participantsError({ min, max }: CompetitionFormValues['participants']): CompetitionFormErrorKey | undefined {
  if (!isWholeNumberAtLeast(min, PARTICIPANTS_RANGE.min)) return 'competitionForm.errors.participantsMinTooLow';
  if (!Number.isInteger(max) || max > PARTICIPANTS_RANGE.max) return 'competitionForm.errors.participantsMaxTooHigh';
  if (min > max) return 'competitionForm.errors.participantsMinAboveMax';
  return undefined;
}

function matchesError(values: CompetitionFormValues, context: CompetitionFormContext): CompetitionFormErrorKey | undefined {
  const ids = values.match_ids;
  if (ids.length === 0) return 'competitionForm.errors.matchesRequired';
  if (ids.length > MAX_MATCHES_PER_COMPETITION) return 'competitionForm.errors.tooManyMatches';
  if (!ids.every((id) => isWholeNumberAtLeast(id, 1))) return 'competitionForm.errors.matchIdsInvalid';
  if (isFantasyForm(values) && context.matchLeagues) {
    const leagues = new Set(ids.map((id) => context.matchLeagues?.[id]).filter((league) => league !== undefined));
    if (values.fantasy_competition_id !== null) leagues.add(values.fantasy_competition_id);
    if (leagues.size > 1) return 'competitionForm.errors.mixedLeagues';
  }
  // No time for an admin's review and players' joins before the auto-cancel check (competition-deadlines.ts).
  const { matchStarts, now } = context;
  if (matchStarts && now !== undefined && ids.some((id) => matchStarts[id] !== undefined && startsTooSoon(matchStarts[id], now))) {
    return 'competitionForm.errors.startsTooSoon';
  }
  return undefined;
}

/** Every rule of §5 at once; an empty object means the form can be submitted. */
export function validateCompetitionForm(values: CompetitionFormValues, context: CompetitionFormContext = {}): CompetitionFormErrors {
  const errors: CompetitionFormErrors = {};
  if (values.name.trim() === '') errors.name = 'competitionForm.errors.nameRequired';
  if (values.type !== COMPETITION_TYPE.prediction && values.type !== COMPETITION_TYPE.fantasy) errors.type = 'competitionForm.errors.typeRequired';
  if (values.entry_fee === null || Number.isNaN(values.entry_fee)) errors.entry_fee = 'competitionForm.errors.entryFeeRequired';
  else if (!isWholeNumberAtLeast(values.entry_fee, 0)) errors.entry_fee = 'competitionForm.errors.entryFeeInvalid';
  if (values.winning_strategy === null || !winningStrategies.includes(values.winning_strategy)) {
    errors.winning_strategy = 'competitionForm.errors.winningStrategyRequired';
  }
  const participants = participantsError(values.participants);
  if (participants) errors.participants = participants;
  if (isFantasyForm(values)) {
    if (typeof values.budget !== 'number' || !Number.isFinite(values.budget) || values.budget < 0) errors.budget = 'competitionForm.errors.budgetRequired';
    if (values.fantasy_competition_id === null) errors.fantasy_competition_id = 'competitionForm.errors.leagueRequired';
  }
  const matches = matchesError(values, context);
  if (matches) errors.match_ids = matches;
  return errors;
}

// ——— Wizard steps ———

export type CompetitionWizardStep = 'details' | 'matches' | 'prize' | 'review';

/** The three-step reading (Details, Select Matches, Review) is the default; the four-step one adds Prize. */
export const threeStepWizard = ['details', 'matches', 'review'] as const satisfies readonly CompetitionWizardStep[];
export const fourStepWizard = ['details', 'matches', 'prize', 'review'] as const satisfies readonly CompetitionWizardStep[];

const prizeFields: readonly CompetitionFormField[] = ['entry_fee', 'participants', 'winning_strategy'];
const leagueFields: readonly CompetitionFormField[] = ['name', 'type', 'budget', 'fantasy_competition_id'];

/** The fields each step validates. With a Prize step, fee, participants and strategy move there. */
export function competitionStepFields(step: CompetitionWizardStep, withPrizeStep: boolean): readonly CompetitionFormField[] {
  switch (step) {
    case 'details':
      return withPrizeStep ? leagueFields : [...leagueFields, ...prizeFields];
    case 'matches':
      return ['match_ids'];
    case 'prize':
      return prizeFields;
    case 'review':
      return [...leagueFields, ...prizeFields, 'match_ids'];
  }
}

/** The errors of one step only, so Next can advance while later steps are still empty. */
export function validateCompetitionStep(
  step: CompetitionWizardStep,
  values: CompetitionFormValues,
  withPrizeStep: boolean,
  context: CompetitionFormContext = {},
): CompetitionFormErrors {
  const all = validateCompetitionForm(values, context);
  const stepErrors: CompetitionFormErrors = {};
  for (const field of competitionStepFields(step, withPrizeStep)) {
    const error = all[field];
    if (error) stepErrors[field] = error;
  }
  return stepErrors;
}

/** Choosing a league: a different league clears the selected matches. */
export function withLeague(values: CompetitionFormValues, leagueId: number | null): CompetitionFormValues {
  if (values.fantasy_competition_id === leagueId) return values;
  return { ...values, fantasy_competition_id: leagueId, match_ids: [] };
}

/**
 * The league whose matches Select Matches lists: a fantasy competition's own league (all its matches come from
 * it); for a prediction competition, which may mix leagues, the list's filter (null: every allowed league).
 */
export function matchListLeague(values: Pick<CompetitionFormValues, 'type' | 'fantasy_competition_id'>, filterLeagueId: number | null): number | null {
  return isFantasyForm(values) ? values.fantasy_competition_id : filterLeagueId;
}

/** Selecting a match toggles it; the list never holds the same id twice. */
export function toggleMatch(values: CompetitionFormValues, matchId: number): CompetitionFormValues {
  const match_ids = values.match_ids.includes(matchId) ? values.match_ids.filter((id) => id !== matchId) : [...values.match_ids, matchId];
  return { ...values, match_ids };
}

// ——— Wire format ———

/** POST /v2/competitions body. */
export interface CreateCompetitionPayload {
  name: string;
  type: CompetitionType;
  entry_fee: number;
  winning_strategy: WinningStrategy;
  participants: { min: number; max: number };
  match_ids: number[];
  budget?: number;
  group_id?: number;
}

/** The submit body of a valid form (null otherwise): fantasy_competition_id removed, budget only for fantasy. */
export function toCreatePayload(values: CompetitionFormValues, context: CompetitionFormContext = {}): CreateCompetitionPayload | null {
  if (Object.keys(validateCompetitionForm(values, context)).length > 0) return null;
  const { name, type, entry_fee, winning_strategy, participants, match_ids, budget, group_id } = values;
  const payload: CreateCompetitionPayload = {
    name: name.trim(),
    type: type as CompetitionType,
    entry_fee: entry_fee as number,
    winning_strategy: winning_strategy as WinningStrategy,
    participants: { min: participants.min, max: participants.max },
    match_ids: [...match_ids],
  };
  if (type === COMPETITION_TYPE.fantasy) payload.budget = budget as number;
  if (group_id !== null) payload.group_id = group_id;
  return payload;
}
