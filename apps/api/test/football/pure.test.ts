import { matchPredictionPoints } from '@hadaf/domain';
import { describe, expect, it } from 'vitest';
import { checkPredictionValue, settleAnswer, settledBets, type Bet } from '../../src/football/bet-rules.ts';
import { isMatchLocked, matchState, stateFilter } from '../../src/football/match-state.ts';
import { answerPoints } from '../../src/football/scoring-plan.ts';
import { standardBets } from '../../src/football/standard-bets.ts';
import { crestDataUri } from '../../src/football/crest.ts';
import { demoPlan } from '../../src/demo/demo-plan.ts';
import { kickOffEvents, minuteEvents, playMinutes, simulatedMinute, startingEleven, type SimPlayer } from '../../src/football/simulator/match-script.ts';

const bets: Bet[] = standardBets.map((bet, index) => ({
  id: index + 1,
  matchId: 1,
  type: bet.type,
  questionType: bet.questionType,
  questionEn: bet.questionEn,
  questionAr: bet.questionAr,
  answers: bet.answers,
  points: bet.points,
  active: true,
  activeTo: null,
  correctAnswer: null,
  settleRule: bet.settleRule,
}));
const [scoreBet, yesNo, selectList, counter] = bets as [Bet, Bet, Bet, Bet];

describe('prediction values (platform §5)', () => {
  it('accepts a score of two whole numbers and stores numbers', () => {
    expect(checkPredictionValue(scoreBet, { home_goals: 2, away_goals: 0 })).toEqual({ ok: true, value: { home_goals: 2, away_goals: 0 } });
  });

  it.each([
    [{ home_goals: -1, away_goals: 0 }],
    [{ home_goals: 1.5, away_goals: 0 }],
    [{ home_goals: '2', away_goals: 0 }],
    [{ home_goals: 2 }],
    [{ home_goals: 2, away_goals: 1, extra: 1 }],
    ['2-1'],
    [null],
    [[2, 1]],
  ])('refuses the score %j', (value) => {
    expect(checkPredictionValue(scoreBet, value)).toEqual({ ok: false, message: 'scoreValue' });
  });

  it('keeps YES_NO and SELECT_LIST answers among the offered values (stored as offered)', () => {
    expect(checkPredictionValue(yesNo, 'YES ')).toEqual({ ok: true, value: 'yes' });
    expect(checkPredictionValue(yesNo, 'maybe')).toEqual({ ok: false, message: 'answerChoice' });
    expect(checkPredictionValue(selectList, '3+')).toEqual({ ok: true, value: '3+' });
    expect(checkPredictionValue(selectList, 2)).toEqual({ ok: true, value: '2' });
    expect(checkPredictionValue(selectList, '7')).toEqual({ ok: false, message: 'answerChoice' });
    expect(checkPredictionValue(selectList, { value: 'draw' })).toEqual({ ok: false, message: 'answerChoice' });
  });

  it('takes COUNTER answers as whole numbers of 0 or more (digits of either script)', () => {
    expect(checkPredictionValue(counter, 3)).toEqual({ ok: true, value: 3 });
    expect(checkPredictionValue(counter, '٤')).toEqual({ ok: true, value: 4 });
    for (const bad of [-1, 2.5, 'three', null, {}]) expect(checkPredictionValue(counter, bad)).toEqual({ ok: false, message: 'counterValue' });
  });
});

describe('settling bonus questions from the final score', () => {
  it('answers each rule', () => {
    expect(settleAnswer('both-teams-score', { home_goals: 1, away_goals: 1 })).toBe('yes');
    expect(settleAnswer('both-teams-score', { home_goals: 3, away_goals: 0 })).toBe('no');
    expect(settleAnswer('winning-margin', { home_goals: 2, away_goals: 2 })).toBe('draw');
    expect(settleAnswer('winning-margin', { home_goals: 0, away_goals: 2 })).toBe('2');
    expect(settleAnswer('winning-margin', { home_goals: 5, away_goals: 1 })).toBe('3+');
    expect(settleAnswer('total-goals', { home_goals: 2, away_goals: 3 })).toBe(5);
  });

  it('leaves every bet unsettled without a result, and an admin answer settles a rule-less question', () => {
    expect(settledBets(bets, null).map((bet) => bet.outcome)).toEqual([null, null, null, null]);
    const manual = { ...yesNo, settleRule: null, correctAnswer: 'no' };
    expect(settledBets([manual], null)[0]!.outcome).toBe('no');
  });
});

describe('points of each distinct answer (domain rules)', () => {
  const settled = settledBets(bets, { home_goals: 2, away_goals: 1 });

  it('scores with the domain: exact 7, winner 3, bonus points when right, 0 when wrong', () => {
    const scored = answerPoints(settled, [
      { betId: 1, value: { home_goals: 2, away_goals: 1 } },
      { betId: 1, value: { home_goals: 1, away_goals: 0 } },
      { betId: 1, value: { home_goals: 0, away_goals: 0 } },
      { betId: 2, value: 'yes' },
      { betId: 2, value: 'no' },
      { betId: 3, value: '1' },
      { betId: 4, value: 3 },
    ]);
    expect(scored.map((answer) => answer.points)).toEqual([7, 3, 0, 2, 0, 3, 5]);
    const user = matchPredictionPoints(settled, [
      { bet_id: 1, value: { home_goals: 2, away_goals: 1 } },
      { bet_id: 2, value: 'yes' },
      { bet_id: 3, value: '1' },
      { bet_id: 4, value: 3 },
    ]);
    expect(user.total).toBe(7 + 2 + 3 + 5);
  });

  it('follows a corrected result', () => {
    const corrected = answerPoints(settledBets(bets, { home_goals: 1, away_goals: 0 }), [
      { betId: 1, value: { home_goals: 2, away_goals: 1 } },
      { betId: 1, value: { home_goals: 1, away_goals: 0 } },
      { betId: 2, value: 'yes' },
    ]);
    expect(corrected.map((answer) => answer.points)).toEqual([3, 7, 0]);
  });

  it('gives 0 for an answer to a bet the match does not have, and while a bet is unsettled', () => {
    expect(answerPoints(settled, [{ betId: 99, value: 'yes' }])[0]!.points).toBe(0);
    expect(answerPoints(settledBets(bets, null), [{ betId: 1, value: { home_goals: 2, away_goals: 1 } }])[0]!.points).toBe(0);
  });
});

describe('match state', () => {
  const start = new Date('2026-11-21T18:00:00Z');
  it('is predictable until one hour before kick-off by the given clock', () => {
    expect(matchState('NOT_STARTED', start, new Date('2026-11-21T16:59:59Z'), 'en')).toEqual({ code: 'NOT_STARTED', name: 'Not Started', flags: ['predictable'] });
    expect(matchState('NOT_STARTED', start, new Date('2026-11-21T17:00:00Z'), 'ar')).toEqual({ code: 'NOT_STARTED', name: 'لم تبدأ', flags: [] });
    expect(isMatchLocked('LIVE', start, new Date('2026-11-20T00:00:00Z'))).toBe(true);
  });

  it('reads both spellings of the state filter', () => {
    expect([stateFilter('not-started'), stateFilter('LIVE'), stateFilter('finished'), stateFilter('ALL'), stateFilter(undefined)]).toEqual([
      'NOT_STARTED',
      'LIVE',
      'FINISHED',
      null,
      null,
    ]);
  });
});

// The generator itself is tested in @hadaf/domain (random.test.ts).
describe('seeded randomness', () => {
  it('draws the same crest for the same name', () => {
    expect(crestDataUri('Al Ahly', 'AHL')).toBe(crestDataUri('Al Ahly', 'AHL'));
    expect(crestDataUri('Al Ahly', 'AHL')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(crestDataUri('A<B', 'A&B').split(',')[1]!, 'base64').toString()).toContain('A&#38;B');
  });
});

describe('demo plan', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const plan = demoPlan(2026, now);

  it('is the same for the same seed and clock', () => {
    expect(JSON.stringify(demoPlan(2026, now))).toBe(JSON.stringify(plan));
    expect(JSON.stringify(demoPlan(2027, now))).not.toBe(JSON.stringify(plan));
  });

  it('covers the eight leagues with bilingual teams (their squads: test/football/squads.test.ts)', () => {
    expect(plan.seasons.map((season) => season.leagueCode).sort()).toEqual(['en.1', 'eg.1', 'es.1', 'euro', 'it.1', 'uefa.cl', 'uefa.el', 'world'].sort());
    expect(plan.seasons.find((season) => season.leagueCode === 'en.1')!.name).toBe('2026/27');
    for (const team of plan.teams) expect(team.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('puts finished, live and upcoming kick-offs on today and fixtures on every day of the fortnight', () => {
    const today = plan.fixtures.filter((fixture) => fixture.startAt.toISOString().startsWith('2026-11-21'));
    const ago = today.map((fixture) => (now.getTime() - fixture.startAt.getTime()) / 60_000);
    expect(ago.some((minutes) => minutes > 90)).toBe(true);
    expect(ago.some((minutes) => minutes > 0 && minutes < 90)).toBe(true);
    expect(ago.some((minutes) => minutes < -60)).toBe(true);
    const days = new Set(plan.fixtures.map((fixture) => fixture.startAt.toISOString().slice(0, 10)));
    expect(days.size).toBe(15);
    expect(new Set(plan.fixtures.map((fixture) => fixture.key)).size).toBe(plan.fixtures.length);
  });
});

describe('match script (simulator core)', () => {
  const squad = (base: number): SimPlayer[] =>
    (['Goalkeeper', 'Goalkeeper', 'Defender', 'Defender', 'Defender', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Midfielder', 'Midfielder', 'Attacker', 'Attacker', 'Attacker'] as const).map(
      (position, index) => ({ id: base + index, position }),
    );
  const squads = { home: squad(100), away: squad(200) };

  it('starts eleven: 1 goalkeeper, 4 defenders, 4 midfielders, 2 attackers', () => {
    const eleven = startingEleven(squads.home);
    expect(eleven).toHaveLength(11);
    expect(eleven.filter((player) => player.position === 'Goalkeeper')).toHaveLength(1);
    expect(kickOffEvents(squads.home, squads.away)).toHaveLength(22);
  });

  it('plays a match the same way however the minutes are stepped', () => {
    const whole = playMinutes(5, 77, 0, 90, squads);
    const first = playMinutes(5, 77, 0, 37, squads);
    const second = playMinutes(5, 77, 37, 90, squads);
    expect([first.homeGoals + second.homeGoals, first.awayGoals + second.awayGoals]).toEqual([whole.homeGoals, whole.awayGoals]);
    expect([...first.events, ...second.events]).toEqual(whole.events);
    expect(minuteEvents(5, 77, 12, squads)).toEqual(minuteEvents(5, 77, 12, squads));
  });

  it('gives a realistic spread of goals over many matches', () => {
    let goals = 0;
    for (let match = 1; match <= 400; match++) {
      const played = playMinutes(9, match, 0, 90, squads);
      goals += played.homeGoals + played.awayGoals;
      const scorers = played.events.filter((event) => event.type === 'goal' || event.type === 'own-goal').length;
      expect(scorers).toBe(played.homeGoals + played.awayGoals);
    }
    expect(goals / 400).toBeGreaterThan(1.8);
    expect(goals / 400).toBeLessThan(3.6);
  });

  it('plays every event the fantasy points table scores, with substitutions from the bench', () => {
    const types = new Set<string>();
    for (let match = 1; match <= 200; match++) for (const event of playMinutes(9, match, 0, 90, squads).events) types.add(event.type);
    expect([...types].sort()).toEqual(
      ['assist', 'block', 'goal', 'own-goal', 'penalty-miss', 'penalty-save', 'red-card', 'save', 'substitution-in', 'substitution-out', 'successful-pass', 'tackle', 'yellow-card'],
    );
    const played = playMinutes(9, 3, 0, 90, squads);
    const on = played.events.filter((event) => event.type === 'substitution-in');
    const off = played.events.filter((event) => event.type === 'substitution-out');
    expect(on.length).toBe(off.length);
    // Substitutes come off the bench (not the starting eleven), once each.
    const eleven = new Set(startingEleven(squads.home).map((player) => player.id).concat(startingEleven(squads.away).map((player) => player.id)));
    expect(on.every((event) => !eleven.has(event.playerId))).toBe(true);
    expect(new Set(on.map((event) => event.playerId)).size).toBe(on.length);
    // Passes come as counts per quarter hour: six spells for each player on the pitch.
    expect(played.events.filter((event) => event.type === 'successful-pass' && event.minute === 15)).toHaveLength(22);
  });

  it('maps the clock to a match minute by the speed factor, capped at 90', () => {
    const start = new Date('2026-11-21T12:00:00Z');
    expect(simulatedMinute(start, new Date('2026-11-21T11:00:00Z'), 1)).toBe(0);
    expect(simulatedMinute(start, new Date('2026-11-21T12:30:30Z'), 1)).toBe(30);
    expect(simulatedMinute(start, new Date('2026-11-21T12:03:00Z'), 10)).toBe(30);
    expect(simulatedMinute(start, new Date('2026-11-21T15:00:00Z'), 1)).toBe(90);
  });
});
