import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANK_MATCH_COMPETITIONS_JOB } from '../../src/football/index.ts';
import { releaseHeldPrizes, type ReleaseSummary } from '../../src/competitions/prize-release.ts';
import { settleCompetition } from '../../src/competitions/settlement.ts';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { jobQueueOf } from '../../src/platform/jobs/index.ts';
import type { TestUser } from '../helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from './world.ts';

let world: CompetitionWorld;
let admin: TestUser;
beforeAll(async () => {
  world = await createCompetitionWorld();
  admin = await world.admin();
}, 180_000);
afterAll(() => world.api.close());

const HOUR = 3_600_000;
const db = () => world.api.app.services.database;
const drain = () => world.api.app.jobs.drain();
const settings = { eksabShare: 0.1, holdHours: 48 };
const prizesOf = (competitionId: number) =>
  world
    .sql<{ user_id: number; rank: number; amount: string; coins: number | null; status: string }>(
      'SELECT user_id, rank, amount, coins, status FROM user_prizes WHERE competition_id = $1 AND voided_at IS NULL ORDER BY rank, user_id',
      [competitionId],
    )
    .then((rows) => rows.map((row) => ({ userId: Number(row.user_id), rank: Number(row.rank), amount: Number(row.amount), coins: row.coins === null ? null : Number(row.coins), status: row.status })));
const coinsOf = async (fan: TestUser) => (await world.api.call('getProfile', { token: fan.token })).json().data.coins as number;
const poolOf = async (competitionId: number) => Number((await world.sql<{ balance: number }>("SELECT balance FROM ledger_accounts WHERE account = 'pool:' || $1", [competitionId]))[0]?.balance ?? 0);
const notificationsOf = (competitionId: number, title: string) =>
  world.sql<{ user_id: number; body: string }>("SELECT user_id, payload ->> 'body' AS body FROM notifications WHERE payload ->> 'competition_id' = $1 AND payload ->> 'title' = $2 ORDER BY user_id", [String(competitionId), title]);

/** The release covers every competition of this file whose hold is over: the one a test looks at. */
const releasedOf = (competitionId: number, released: ReleaseSummary[]) => released.filter((summary) => summary.competitionId === competitionId);

const EXACT = { home_goals: 2, away_goals: 1 };
const WINNER = { home_goals: 1, away_goals: 0 };
const WRONG = { home_goals: 0, away_goals: 2 };

interface Played {
  entryFee?: number;
  strategy?: 'top-1' | 'top-3' | 'top-10';
  /** A fixed reward; otherwise the pool less the house share. */
  reward?: number;
  groupId?: number;
  guesses: (typeof EXACT)[];
}

/** A competition of one match: one fan per guess joins (paying the fee) and predicts it; the match ends 2-1. */
async function played({ entryFee = 10, strategy = 'top-3', reward, groupId, guesses }: Played) {
  const { id, matchIds } = await world.addCompetition({ entryFee, max: 100, matchesAt: [120], calculateReward: reward === undefined, reward: reward ?? 0 });
  await world.sql('UPDATE competitions SET winning_strategy = $2, group_id = $3 WHERE id = $1', [id, strategy, groupId ?? null]);
  const matchId = matchIds[0]!;
  const [score] = await world.betsOf(matchId);
  const fans: TestUser[] = [];
  for (const guess of guesses) {
    const fan = await world.fan(50);
    expect((await world.api.call('joinCompetition', { token: fan.token, params: { id } })).statusCode).toBe(200);
    expect((await world.api.call('savePredictions', { token: fan.token, body: { game_id: matchId, bets: [{ bet_id: score!.id, value: guess }] } })).statusCode).toBe(200);
    fans.push(fan);
  }
  expect((await world.api.call('adminUpdateMatch', { token: admin.token, params: { id: matchId }, body: { state: 'FINISHED', home_goals: 2, away_goals: 1 } })).statusCode).toBe(200);
  await drain();
  return { id, matchId, fans, ids: fans.map((fan) => fan.id) };
}

const correct = async (matchId: number, score: typeof EXACT, note: string) => {
  expect((await world.api.call('adminCorrectResult', { token: admin.token, params: { id: matchId }, body: { ...score, note } })).statusCode).toBe(200);
  await drain();
};

describe('settlement: the strategy’s places go to the final ranking, ties splitting the places they occupy', () => {
  it('top-3 of 10 000: the spec’s 6000/3000/1000, and two tied second share 3000 + 1000', async () => {
    const { id, ids } = await played({ reward: 10_000, guesses: [EXACT, WINNER, WINNER, WRONG] });
    expect(await prizesOf(id)).toEqual([
      { userId: ids[0], rank: 1, amount: 6000, coins: null, status: 'pending' },
      { userId: ids[1], rank: 2, amount: 2000, coins: null, status: 'pending' },
      { userId: ids[2], rank: 2, amount: 2000, coins: null, status: 'pending' },
    ]);
    // Every winner is told, in their language; the fourth fan is not.
    expect((await notificationsOf(id, 'You won a prize!')).map((row) => Number(row.user_id))).toEqual(ids.slice(0, 3));
  }, 90_000);

  it('top-1: two tied first share the one place', async () => {
    const { id, ids } = await played({ strategy: 'top-1', reward: 10_000, guesses: [WINNER, EXACT, EXACT] });
    expect(await prizesOf(id)).toEqual([
      { userId: ids[1], rank: 1, amount: 5000, coins: null, status: 'pending' },
      { userId: ids[2], rank: 1, amount: 5000, coins: null, status: 'pending' },
    ]);
  }, 90_000);

  it('top-10 with twelve fans: three tied second share places 2–4, eight tied fifth share places 5–10', async () => {
    const { id, ids } = await played({ strategy: 'top-10', reward: 10_000, guesses: [EXACT, WINNER, WINNER, WINNER, ...Array.from({ length: 8 }, () => WRONG)] });
    // Places 3000, 2000, 1200, 900, 700, 600, 500, 400, 400, 300: (2000 + 1200 + 900) / 3 = 1366 (floored),
    // (700 + 600 + 500 + 400 + 400 + 300) / 8 = 362 (floored); what the floors leave stays with the house.
    expect(await prizesOf(id)).toEqual([
      { userId: ids[0], rank: 1, amount: 3000, coins: null, status: 'pending' },
      ...ids.slice(1, 4).map((userId) => ({ userId, rank: 2, amount: 1366, coins: null, status: 'pending' })),
      ...ids.slice(4).map((userId) => ({ userId, rank: 5, amount: 362, coins: null, status: 'pending' })),
    ]);
  }, 120_000);

  it('a replayed settlement, or the whole re-rank job again, pays once and tells once', async () => {
    const { id, matchId } = await played({ guesses: [EXACT, WINNER, WRONG] });
    const before = await prizesOf(id);
    expect(before).toHaveLength(3);
    expect(await settleCompetition(db(), id, world.clock(), settings)).toMatchObject({ resettled: false, released: false });
    await jobQueueOf(db()).send(RANK_MATCH_COMPETITIONS_JOB, { matchId }, String(matchId));
    await drain();
    expect(await prizesOf(id)).toEqual(before);
    expect(await notificationsOf(id, 'You won a prize!')).toHaveLength(3);
    const [prizeLogs] = await world.sql<{ n: string }>('SELECT count(*) AS n FROM user_prize_logs l JOIN user_prizes p ON p.id = l.user_prize_id WHERE p.competition_id = $1', [id]);
    expect(Number(prizeLogs!.n)).toBe(3);
  }, 90_000);
});

describe('the review hold', () => {
  it('a corrected result during the hold settles again; once the hold is over the prizes are released and nothing changes', async () => {
    const { id, matchId, ids } = await played({ guesses: [EXACT, EXACT, WINNER, WRONG] });
    // Pool 40, house 10 % = 4, 36 shared 60/30/10 → places 22, 11, 3. The two exact fans tied first share 22 + 11.
    expect((await prizesOf(id)).map((prize) => [prize.userId, prize.rank, prize.amount])).toEqual([
      [ids[0], 1, 16],
      [ids[1], 1, 16],
      [ids[2], 3, 3],
    ]);
    // The fees stay in the pool until the review is over.
    expect(await poolOf(id)).toBe(40);

    // VAR, ten minutes later: 1-0. Now the third fan alone is exact and the two 2-1 fans have the winner only.
    world.clock.advance(10 * 60_000);
    await correct(matchId, WINNER, 'Goal disallowed');
    expect((await prizesOf(id)).map((prize) => [prize.userId, prize.rank, prize.amount])).toEqual([
      [ids[2], 1, 22],
      [ids[0], 2, 7],
      [ids[1], 2, 7],
    ]);
    const voided = await world.sql<{ n: string }>('SELECT count(*) AS n FROM user_prizes WHERE competition_id = $1 AND voided_at IS NOT NULL', [id]);
    expect(Number(voided[0]!.n)).toBe(3);
    expect((await notificationsOf(id, 'Your prize after a corrected result')).map((row) => Number(row.user_id))).toEqual([ids[0], ids[1], ids[2]]);

    // 49 hours on the release finds the hold over: the winners hear their prize is ready, the pool goes to the house.
    world.clock.advance(49 * HOUR);
    expect(releasedOf(id, await releaseHeldPrizes(db(), world.clock()))).toEqual([{ competitionId: id, prizes: 3, coins: 0 }]);
    expect(await releaseHeldPrizes(db(), world.clock())).toEqual([]);
    expect(await notificationsOf(id, 'Your prize is ready')).toHaveLength(3);
    expect(await poolOf(id)).toBe(0);

    // A correction after the hold moves the points and ranks but not the prizes.
    await correct(matchId, WRONG, 'Too late');
    expect((await prizesOf(id)).map((prize) => [prize.userId, prize.rank, prize.amount])).toEqual([
      [ids[2], 1, 22],
      [ids[0], 2, 7],
      [ids[1], 2, 7],
    ]);
    expect(await verifyLedger(db())).toEqual([]);
  }, 120_000);

  it('a correction that comes after the hold but before the release job releases the prizes as they stood', async () => {
    const { id, matchId, ids } = await played({ guesses: [EXACT, WINNER] });
    world.clock.advance(48 * HOUR);
    await correct(matchId, WINNER, 'Too late');
    expect((await world.sql<{ released_at: Date | null }>('SELECT released_at FROM competitions WHERE id = $1', [id]))[0]!.released_at).not.toBeNull();
    expect((await prizesOf(id)).map((prize) => [prize.userId, prize.rank])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
    ]);
  }, 90_000);
});

describe('group competitions pay coins through the ledger when the hold is over', () => {
  it('coins wait in the pool during the hold, a correction re-settles them, and the release pays each winner once', { tags: ['postgres'], timeout: 120_000 }, async () => {
    const { id, matchId, fans, ids } = await played({ groupId: await world.addGroup(), guesses: [EXACT, EXACT, WINNER, WRONG] });
    expect((await prizesOf(id)).map((prize) => [prize.userId, prize.coins])).toEqual([
      [ids[0], 16],
      [ids[1], 16],
      [ids[2], 3],
    ]);
    for (const fan of fans) expect(await coinsOf(fan)).toBe(40);

    world.clock.advance(HOUR);
    await correct(matchId, WINNER, 'Goal disallowed');
    // Nothing was paid, so nothing is taken back: the winners' coins are simply computed again.
    for (const fan of fans) expect(await coinsOf(fan)).toBe(40);
    expect((await prizesOf(id)).map((prize) => [prize.userId, prize.coins])).toEqual([
      [ids[2], 22],
      [ids[0], 7],
      [ids[1], 7],
    ]);

    world.clock.advance(48 * HOUR);
    // Three releases at once (three workers): each winner is paid once.
    const runs = await Promise.all([1, 2, 3].map(() => releaseHeldPrizes(db(), world.clock())));
    expect(releasedOf(id, runs.flat())).toEqual([{ competitionId: id, prizes: 3, coins: 36 }]);
    expect(await Promise.all(fans.map(coinsOf))).toEqual([47, 47, 62, 40]);
    expect((await prizesOf(id)).map((prize) => prize.status)).toEqual(['received', 'received', 'received']);
    expect(await poolOf(id)).toBe(0);
    const [house] = await world.sql<{ coins: string }>("SELECT sum(amount) AS coins FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id WHERE p.account = 'house' AND e.competition_id = $1", [id]);
    expect(Number(house!.coins)).toBe(4);
    const [paid] = await world.sql<{ body: string }>("SELECT payload ->> 'body' AS body FROM notifications WHERE user_id = $1 AND payload ->> 'title' = 'Your prize is in your wallet'", [ids[2]]);
    expect(paid!.body).toContain('Your 22 coins are in your wallet.');

    // Settling again after the release changes nothing.
    expect(await settleCompetition(db(), id, world.clock(), settings)).toBeNull();
    await correct(matchId, EXACT, 'Back to 2-1');
    expect(await Promise.all(fans.map(coinsOf))).toEqual([47, 47, 62, 40]);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('a fixed reward larger than the fees is topped up from the platform’s prizes account', async () => {
    const { id, fans } = await played({ groupId: await world.addGroup(), strategy: 'top-1', entryFee: 5, reward: 100, guesses: [EXACT, WRONG] });
    world.clock.advance(49 * HOUR);
    expect(releasedOf(id, await releaseHeldPrizes(db(), world.clock()))).toEqual([{ competitionId: id, prizes: 1, coins: 100 }]);
    expect(await Promise.all(fans.map(coinsOf))).toEqual([145, 45]);
    expect(await poolOf(id)).toBe(0);
    expect(await verifyLedger(db())).toEqual([]);
  }, 90_000);
});
