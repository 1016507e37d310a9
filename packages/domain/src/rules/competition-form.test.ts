import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPETITION_TYPE,
  competitionStepFields,
  defaultCompetitionFormValues,
  matchListLeague,
  MAX_MATCHES_PER_COMPETITION,
  toCreatePayload,
  toggleMatch,
  validateCompetitionForm,
  validateCompetitionStep,
  withLeague,
  type CompetitionFormValues,
} from './competition-form.ts';

const prediction = defaultCompetitionFormValues({ name: 'Weekend cup', type: 1, winning_strategy: 'top-3', match_ids: [1, 2] });
const fantasy = defaultCompetitionFormValues({ name: 'Fantasy cup', type: 2, winning_strategy: 'top-10', budget: 50, fantasy_competition_id: 8, match_ids: [3] });

describe('defaults', () => {
  it('starts with entry fee 10, participants 10 to 30, budget 0, no matches', () => {
    expect(defaultCompetitionFormValues()).toEqual({
      name: '',
      type: null,
      entry_fee: 10,
      winning_strategy: null,
      participants: { min: 10, max: 30 },
      budget: 0,
      fantasy_competition_id: null,
      match_ids: [],
      group_id: null,
    });
  });
});

describe('validateCompetitionForm', () => {
  it('accepts complete prediction and fantasy forms', () => {
    expect(validateCompetitionForm(prediction)).toEqual({});
    expect(validateCompetitionForm(fantasy, { matchLeagues: { 3: 8 } })).toEqual({});
  });

  it('requires name, type, strategy and a match', () => {
    expect(validateCompetitionForm(defaultCompetitionFormValues({ name: '  ' }))).toEqual({
      name: 'competitionForm.errors.nameRequired',
      type: 'competitionForm.errors.typeRequired',
      winning_strategy: 'competitionForm.errors.winningStrategyRequired',
      match_ids: 'competitionForm.errors.matchesRequired',
    });
  });

  it.each([
    [null, 'competitionForm.errors.entryFeeRequired'],
    [Number.NaN, 'competitionForm.errors.entryFeeRequired'],
    [-1, 'competitionForm.errors.entryFeeInvalid'],
    [2.5, 'competitionForm.errors.entryFeeInvalid'],
  ])('rejects entry fee %s', (entry_fee, error) => {
    expect(validateCompetitionForm({ ...prediction, entry_fee }).entry_fee).toBe(error);
  });

  it('accepts a free competition (entry fee 0)', () => {
    expect(validateCompetitionForm({ ...prediction, entry_fee: 0 })).toEqual({});
  });

  it.each([
    [{ min: 0, max: 30 }, 'competitionForm.errors.participantsMinTooLow'],
    [{ min: 1.5, max: 30 }, 'competitionForm.errors.participantsMinTooLow'],
    [{ min: 1, max: 101 }, 'competitionForm.errors.participantsMaxTooHigh'],
    [{ min: 40, max: 30 }, 'competitionForm.errors.participantsMinAboveMax'],
  ])('rejects participants %o', (participants, error) => {
    expect(validateCompetitionForm({ ...prediction, participants }).participants).toBe(error);
  });

  it('accepts the whole slider range 1 to 100', () => {
    expect(validateCompetitionForm({ ...prediction, participants: { min: 1, max: 100 } })).toEqual({});
    expect(validateCompetitionForm({ ...prediction, participants: { min: 100, max: 100 } })).toEqual({});
  });

  it('requires budget and league for fantasy only; budget 0 means the squad default', () => {
    expect(validateCompetitionForm({ ...fantasy, budget: null, fantasy_competition_id: null })).toMatchObject({
      budget: 'competitionForm.errors.budgetRequired',
      fantasy_competition_id: 'competitionForm.errors.leagueRequired',
    });
    expect(validateCompetitionForm({ ...fantasy, budget: -5 }).budget).toBe('competitionForm.errors.budgetRequired');
    expect(validateCompetitionForm({ ...fantasy, budget: 0 })).toEqual({});
    expect(validateCompetitionForm({ ...prediction, budget: null })).toEqual({});
  });

  it('checks match ids: integers, at most 500', () => {
    expect(validateCompetitionForm({ ...prediction, match_ids: [1, 2.5] }).match_ids).toBe('competitionForm.errors.matchIdsInvalid');
    expect(validateCompetitionForm({ ...prediction, match_ids: [0] }).match_ids).toBe('competitionForm.errors.matchIdsInvalid');
    const many = Array.from({ length: MAX_MATCHES_PER_COMPETITION + 1 }, (_, index) => index + 1);
    expect(validateCompetitionForm({ ...prediction, match_ids: many }).match_ids).toBe('competitionForm.errors.tooManyMatches');
    expect(validateCompetitionForm({ ...prediction, match_ids: many.slice(1) })).toEqual({});
  });

  it('keeps fantasy games in the chosen league; prediction may mix', () => {
    expect(validateCompetitionForm({ ...fantasy, match_ids: [3, 4] }, { matchLeagues: { 3: 8, 4: 9 } }).match_ids).toBe('competitionForm.errors.mixedLeagues');
    expect(validateCompetitionForm({ ...fantasy, match_ids: [3] }, { matchLeagues: { 3: 9 } }).match_ids).toBe('competitionForm.errors.mixedLeagues');
    expect(validateCompetitionForm({ ...fantasy, match_ids: [3, 4] }, { matchLeagues: { 3: 8 } })).toEqual({});
    expect(validateCompetitionForm({ ...prediction, match_ids: [1, 2] }, { matchLeagues: { 1: 8, 2: 9 } })).toEqual({});
  });

  it('refuses a first match that leaves no day for review and joins, whichever of the matches it is', () => {
    const now = '2026-11-21T12:00:00Z';
    const dayAway = '2026-11-22T12:00:00Z';
    const tonight = '2026-11-21T20:00:00Z';
    expect(validateCompetitionForm(prediction, { now, matchStarts: { 1: dayAway, 2: '2026-11-25T18:00:00Z' } })).toEqual({});
    expect(validateCompetitionForm(prediction, { now, matchStarts: { 1: '2026-11-25T18:00:00Z', 2: tonight } }).match_ids).toBe('competitionForm.errors.startsTooSoon');
    expect(validateCompetitionForm(prediction, { now, matchStarts: { 1: '2026-11-22T11:59:59Z' } }).match_ids).toBe('competitionForm.errors.startsTooSoon');
    // Without kick-offs or a clock the rule has nothing to judge (the server always gives both).
    expect(validateCompetitionForm(prediction, { matchStarts: { 1: tonight } })).toEqual({});
    expect(toCreatePayload(prediction, { now, matchStarts: { 1: tonight } })).toBeNull();
  });
});

describe('wizard steps', () => {
  it('splits the fields by step in both readings', () => {
    expect(competitionStepFields('details', false)).toEqual(['name', 'type', 'budget', 'fantasy_competition_id', 'entry_fee', 'participants', 'winning_strategy']);
    expect(competitionStepFields('details', true)).toEqual(['name', 'type', 'budget', 'fantasy_competition_id']);
    expect(competitionStepFields('matches', true)).toEqual(['match_ids']);
    expect(competitionStepFields('prize', true)).toEqual(['entry_fee', 'participants', 'winning_strategy']);
    expect(competitionStepFields('review', false)).toHaveLength(8);
  });

  it('validates only the step at hand', () => {
    const details = defaultCompetitionFormValues({ name: 'Cup', type: 1 });
    expect(validateCompetitionStep('details', details, true)).toEqual({});
    expect(validateCompetitionStep('details', details, false)).toEqual({ winning_strategy: 'competitionForm.errors.winningStrategyRequired' });
    expect(validateCompetitionStep('matches', details, false)).toEqual({ match_ids: 'competitionForm.errors.matchesRequired' });
  });
});

describe('league and matches', () => {
  it('clears the matches when the league changes, keeps them when it does not', () => {
    expect(withLeague(fantasy, 8)).toBe(fantasy);
    expect(withLeague(fantasy, 9)).toMatchObject({ fantasy_competition_id: 9, match_ids: [] });
  });

  it('toggles matches without duplicates', () => {
    expect(toggleMatch(prediction, 3).match_ids).toEqual([1, 2, 3]);
    expect(toggleMatch(prediction, 1).match_ids).toEqual([2]);
  });
});

describe('toCreatePayload', () => {
  it('drops the league and the budget of a prediction competition', () => {
    expect(toCreatePayload({ ...prediction, fantasy_competition_id: 4, name: ' Weekend cup ' })).toEqual({
      name: 'Weekend cup',
      type: 1,
      entry_fee: 10,
      winning_strategy: 'top-3',
      participants: { min: 10, max: 30 },
      match_ids: [1, 2],
    });
  });

  it('keeps the fantasy budget and the group, never the league', () => {
    const payload = toCreatePayload({ ...fantasy, group_id: 12 });
    expect(payload).toMatchObject({ type: 2, budget: 50, group_id: 12 });
    expect(payload).not.toHaveProperty('fantasy_competition_id');
  });

  it('refuses an invalid form', () => {
    expect(toCreatePayload(defaultCompetitionFormValues())).toBeNull();
  });

  it('never sends fantasy_competition_id and always copies the lists (property)', () => {
    const valuesArb: fc.Arbitrary<CompetitionFormValues> = fc.record({
      name: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
      type: fc.constantFrom(1 as const, 2 as const),
      entry_fee: fc.nat({ max: 1000 }),
      winning_strategy: fc.constantFrom('top-1' as const, 'top-3' as const, 'top-10' as const),
      participants: fc.integer({ min: 1, max: 100 }).chain((min) => fc.record({ min: fc.constant(min), max: fc.integer({ min, max: 100 }) })),
      budget: fc.nat({ max: 200 }),
      fantasy_competition_id: fc.integer({ min: 1, max: 50 }),
      match_ids: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 20 }),
      group_id: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
    });
    fc.assert(
      fc.property(valuesArb, (values) => {
        const payload = toCreatePayload(values);
        expect(payload).not.toBeNull();
        expect(payload).not.toHaveProperty('fantasy_competition_id');
        expect(payload?.match_ids).toEqual(values.match_ids);
        expect(payload?.match_ids).not.toBe(values.match_ids);
        expect('budget' in (payload ?? {})).toBe(values.type === 2);
      }),
    );
  });
});

describe('the league Select Matches lists', () => {
  it('is a fantasy competition\'s own league, whatever the filter, and the filter for a prediction competition', () => {
    expect(matchListLeague({ type: COMPETITION_TYPE.fantasy, fantasy_competition_id: 4 }, 9)).toBe(4);
    expect(matchListLeague({ type: COMPETITION_TYPE.prediction, fantasy_competition_id: null }, 9)).toBe(9);
    expect(matchListLeague({ type: COMPETITION_TYPE.prediction, fantasy_competition_id: null }, null)).toBeNull();
  });
});
