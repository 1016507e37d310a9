import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/harness.ts';
import { createWorld, type World } from './world.ts';

/**
 * GET /v2/games/{id}/picks (issue 30): other fans' picks of a match, the share of each outcome, only once predictions
 * have closed (one hour before kick-off); before that, nothing is revealed.
 */
let world: World;
let fans: TestUser[];
let match = 0;
let scoreBet = 0;

beforeAll(async () => {
  world = await createWorld();
  fans = await Promise.all(['A', 'B', 'C', 'D'].map((name) => world.api.newUser({ name: `Fan ${name}` })));
  // Kicks off in 90 minutes: open for half an hour more.
  match = await world.addMatch({ minutesFromNow: 90 });
  scoreBet = (await world.betsOf(match)).find((bet) => bet.type === 'game-score')!.id;
  const scores = [
    [2, 1],
    [3, 0],
    [1, 1],
    [0, 2],
  ];
  for (const [index, fan] of fans.entries()) {
    const [home, away] = scores[index]!;
    const saved = await world.api.call('savePredictions', { token: fan.token, body: { game_id: match, bets: [{ bet_id: scoreBet, value: { home_goals: home, away_goals: away } }] } });
    expect(saved.statusCode).toBe(200);
  }
}, 180_000);
afterAll(() => world?.api.close());

const picksOf = (id: number, token?: string) => world.api.call('getGamePicks', { params: { id }, ...(token ? { token } : {}) });

describe('GET /v2/games/{id}/picks', () => {
  it('reveals nothing while the match still takes predictions, to visitors and fans alike', async () => {
    for (const token of [undefined, fans[0]!.token]) {
      const response = await picksOf(match, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { match_id: match, locked: false, picks: null } });
    }
  });

  it('once predictions have closed, gives the share of each outcome in whole percent adding up to 100', async () => {
    world.clock.advance(31 * 60_000);
    const response = await picksOf(match);
    expect(response.statusCode).toBe(200);
    // Two home wins, one draw, one away win of four.
    expect(response.json()).toEqual({ data: { match_id: match, locked: true, picks: { total: 4, home_win: 50, draw: 25, away_win: 25 } } });
    // The same for a signed-in fan: nobody's own pick is singled out.
    expect((await picksOf(match, fans[1]!.token)).json()).toEqual(response.json());
  });

  it('counts nobody for a closed match nobody predicted', async () => {
    const quiet = await world.addMatch({ minutesFromNow: -30 });
    expect((await picksOf(quiet)).json()).toEqual({ data: { match_id: quiet, locked: true, picks: { total: 0, home_win: 0, draw: 0, away_win: 0 } } });
  });

  it('answers 404 in the caller’s language for a match that does not exist, and 422 for a bad id', async () => {
    const missing = await world.api.call('getGamePicks', { params: { id: 999_999 }, locale: 'ar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('المباراة غير موجودة.');
    const bad = await world.api.call('getGamePicks', { params: { id: 0 } });
    expect(bad.statusCode).toBe(422);
  });
});
