import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleCompetition } from '../../src/competitions/settlement.ts';
import { verifyLedger } from '../../src/ledger/verify.ts';
import type { TestUser } from '../helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from './world.ts';

let world: CompetitionWorld;
let admin: TestUser;
beforeAll(async () => {
  world = await createCompetitionWorld();
  admin = await world.admin();
}, 180_000);
afterAll(() => world.api.close());

const drain = () => world.api.app.jobs.drain();
const settings = { eksabShare: 0.1, holdHours: 48 };
const prizesOf = (competitionId: number) =>
  world.sql<{ user_id: number; rank: number; amount: string }>('SELECT user_id, rank, amount FROM user_prizes WHERE competition_id = $1 AND voided_at IS NULL ORDER BY rank, user_id', [competitionId]);

/** Four fans pay 10 coins each and predict the one match: two exact 2-1, one right winner 1-0, one wrong. */
async function playedCompetition() {
  const { id, matchIds } = await world.addCompetition({ entryFee: 10, max: 30, matchesAt: [120] });
  const [score] = await world.betsOf(matchIds[0]!);
  const fans = [await world.fan(50), await world.fan(50), await world.fan(50), await world.fan(50)];
  const guesses = [
    { home_goals: 2, away_goals: 1 },
    { home_goals: 2, away_goals: 1 },
    { home_goals: 1, away_goals: 0 },
    { home_goals: 0, away_goals: 2 },
  ];
  for (const [index, fan] of fans.entries()) {
    expect((await world.api.call('joinCompetition', { token: fan.token, params: { id } })).statusCode).toBe(200);
    expect((await world.api.call('savePredictions', { token: fan.token, body: { game_id: matchIds[0], bets: [{ bet_id: score!.id, value: guesses[index] }] } })).statusCode).toBe(200);
  }
  return { id, matchId: matchIds[0]!, fans };
}

describe('settlement', () => {
  it('after the last whistle: the places of top-3 to the final ranking, ties splitting theirs, a notification each, the pool to the house', async () => {
    const { id, matchId, fans } = await playedCompetition();
    await world.api.call('adminUpdateMatch', { token: admin.token, params: { id: matchId }, body: { state: 'FINISHED', home_goals: 2, away_goals: 1 } });
    await drain();
    // Pool 40, house 10 % = 4, 36 to share 60/30/10 → places 22, 11, 3. Two fans tied first share 22 + 11: 16 each.
    expect((await prizesOf(id)).map((row) => [row.user_id, row.rank, Number(row.amount)])).toEqual([
      [fans[0]!.id, 1, 16],
      [fans[1]!.id, 1, 16],
      [fans[2]!.id, 3, 3],
    ]);
    const notes = (await world.api.call('listMyNotifications', { token: fans[0]!.token })).json().data;
    expect(notes.some((note: { payload: { title?: string } }) => note.payload.title === 'You won a prize!')).toBe(true);
    const [pool] = await world.sql<{ balance: number }>("SELECT balance FROM ledger_accounts WHERE account = 'pool:' || $1", [id]);
    expect(Number(pool!.balance)).toBe(0);

    // Replayed, the settlement pays nothing more.
    expect(await settleCompetition(world.api.app.services.database, id, world.clock(), settings)).toMatchObject({ resettled: false });
    expect(await prizesOf(id)).toHaveLength(3);
    expect(await verifyLedger(world.api.app.services.database)).toEqual([]);
  }, 60_000);

  it('a corrected result during the hold settles again; after the hold nothing changes', async () => {
    const { id, matchId, fans } = await playedCompetition();
    await world.api.call('adminUpdateMatch', { token: admin.token, params: { id: matchId }, body: { state: 'FINISHED', home_goals: 2, away_goals: 1 } });
    await drain();
    // VAR, ten minutes later: 1-0. Now the third fan alone is exact and the two 2-1 fans have the winner only.
    world.clock.advance(10 * 60_000);
    await world.api.call('adminCorrectResult', { token: admin.token, params: { id: matchId }, body: { home_goals: 1, away_goals: 0, note: 'Goal disallowed' } });
    await drain();
    const corrected = await prizesOf(id);
    expect(corrected[0]).toMatchObject({ user_id: fans[2]!.id, rank: 1 });
    expect(corrected.map((row) => row.user_id)).toEqual([fans[2]!.id, fans[0]!.id, fans[1]!.id]);
    const voided = await world.sql<{ n: number }>('SELECT count(*) AS n FROM user_prizes WHERE competition_id = $1 AND voided_at IS NOT NULL', [id]);
    expect(Number(voided[0]!.n)).toBe(3);

    world.clock.advance(49 * 3_600_000);
    await world.api.call('adminCorrectResult', { token: admin.token, params: { id: matchId }, body: { home_goals: 0, away_goals: 2, note: 'Too late' } });
    await drain();
    expect((await prizesOf(id)).map((row) => row.user_id)).toEqual([fans[2]!.id, fans[0]!.id, fans[1]!.id]);
  }, 60_000);
});
