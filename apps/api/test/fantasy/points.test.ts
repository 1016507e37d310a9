import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from '../competitions/world.ts';

/**
 * A scripted match whose fantasy points are computed by hand from competitions §9, against what the jobs store,
 * rank and serve. Players: world.players.{home,away,other} are [GK, DEF×4, MID×4, ATT×3] of Liverpool, Arsenal
 * and Chelsea (Chelsea does not play).
 */
let world: CompetitionWorld;
let admin: TestUser;
let fan: TestUser;
let rival: TestUser;
let competitionId: number;
let matchId: number;

const drain = () => world.api.app.jobs.drain();
const H = (index: number) => world.players.home[index]!;
const A = (index: number) => world.players.away[index]!;
const C = (index: number) => world.players.other[index]!;

/** 4-4-2 in lineup order (per group the starters, then the substitute); captain given. */
function squad(captain: number) {
  const groups = [
    [H(0), C(0)],
    [H(1), H(2), A(1), A(2), H(3)],
    [H(5), H(6), A(5), A(6), C(5)],
    [H(9), A(9), C(9)],
  ];
  return {
    formation: '4-4-2',
    players: groups.flatMap((group) => group.map((id, index) => ({ id, is_captain: id === captain, is_substitute: index === group.length - 1 }))),
  };
}

const event = (player_id: number, type: string, minute: number, count?: number) =>
  world.api.call('adminAddMatchEvent', { token: admin.token, params: { id: matchId }, body: { player_id, type, minute, ...(count ? { count } : {}) } as never });
const update = (body: object) => world.api.call('adminUpdateMatch', { token: admin.token, params: { id: matchId }, body: body as never });
const ranking = async () =>
  (await world.api.call('listRankings', { token: fan.token, query: { 'season-id': competitionId } })).json().data.map((row: { user: { id: number }; points: number; ranking: number }) => [
    row.user.id,
    row.points,
    row.ranking,
  ]);

beforeAll(async () => {
  world = await createCompetitionWorld();
  admin = await world.admin();
  const created = await world.addCompetition({ type: 2, entryFee: 0, matchesAt: [60] });
  [competitionId, matchId] = [created.id, created.matchIds[0]!];
  await world.sql('UPDATE competitions SET budget = 150 WHERE id = $1', [competitionId]);
  fan = await world.fan(0);
  rival = await world.fan(0);
  for (const [user, captain] of [
    [fan, H(9)],
    [rival, H(1)],
  ] as const) {
    expect((await world.api.call('joinCompetition', { token: user.token, params: { id: competitionId } })).statusCode).toBe(200);
    expect((await world.api.call('saveTeamSetup', { token: user.token, params: { id: competitionId }, body: squad(captain) as never })).statusCode).toBe(200);
  }
  world.clock.advance(61 * 60_000);
}, 180_000);
afterAll(() => world?.api.close());

describe('fantasy points from a scripted match', () => {
  it('moves the squads’ points and ranks with the live events', async () => {
    // Away's second defender (A2) is left out of the lineup.
    for (const id of [H(0), H(1), H(2), H(5), H(6), H(9), A(1), A(5), A(6), A(9)]) expect((await event(id, 'lineup', 0)).statusCode).toBe(201);
    await event(H(9), 'goal', 10);
    await event(H(5), 'assist', 10);
    await update({ state: 'LIVE', minute: 10, home_goals: 1, away_goals: 0 });
    await drain();
    // Ten minutes each (+1); H9 scores (+4) and captains the fan's squad (×2); H5 assists (+3). No clean sheet before 60'.
    // Fan: 8 × 1 + H5 4 + H9 (1 + 4) × 2 = 22. Rival: captain H1 (1 × 2), H9 5, H5 4, seven others 1 = 18.
    expect(await ranking()).toEqual([
      [fan.id, 22, 1],
      [rival.id, 18, 2],
    ]);
  });

  it('equals the hand-computed table at the final whistle, auto-substitute and captain included', async () => {
    await event(H(2), 'substitution-out', 45);
    await event(H(6), 'yellow-card', 40);
    await event(H(1), 'goal', 50);
    await event(A(5), 'red-card', 55);
    await event(H(3), 'substitution-in', 70);
    await event(H(0), 'penalty-save', 80);
    await event(A(9), 'penalty-miss', 80);
    await event(A(1), 'own-goal', 85);
    await event(H(5), 'successful-pass', 15, 40);
    await event(A(6), 'successful-pass', 15, 25);
    await update({ state: 'FINISHED', home_goals: 3, away_goals: 0 });
    await drain();

    const breakdown = await world.api.call('getMatchScoreBreakdown', { token: fan.token, params: { id: matchId }, query: { competition: competitionId } });
    expect(breakdown.statusCode).toBe(200);
    const points = Object.fromEntries(breakdown.json().data.map((row: { player: { id: number }; points: number }) => [row.player.id, row.points]));
    // By hand (competitions §9), 90 minutes unless said: H0 GK 2 + clean sheet 4 + penalty save 5 = 11; H1 DEF 2 + goal 6 +
    // CS 4 = 12; H2 off at 45' = 1; H3 on at 70' = 1; A1 2 − own goal 2 = 0 (Arsenal conceded); H5 MID 2 + assist 3 + CS 1 +
    // 40 passes 0.80 = 6.80; H6 2 − yellow 1 + CS 1 = 2; A5 sent off at 55' 1 − 3 = −2; A6 2 + 25 passes 0.50 = 2.50;
    // H9 (2 + goal 4) × 2 as captain = 12; A9 2 − penalty miss 2 = 0.
    expect(points).toEqual({ [H(0)]: 11, [H(1)]: 12, [H(2)]: 1, [H(3)]: 1, [A(1)]: 0, [H(5)]: 6.8, [H(6)]: 2, [A(5)]: -2, [A(6)]: 2.5, [H(9)]: 12, [A(9)]: 0 });
    const rows = breakdown.json().data as { player: { id: number }; counted: boolean; is_captain: boolean; stats: Record<string, { value: number; points: number }> }[];
    // A2 did not play: H3, his group's substitute, came on for him and counts.
    expect(rows.find((row) => row.player.id === H(3))).toMatchObject({ counted: true });
    expect(rows.find((row) => row.player.id === H(9))).toMatchObject({ is_captain: true, stats: { goals: { value: 1, points: 8 }, 'playing-time': { value: 90, points: 4 } } });
    expect(rows.find((row) => row.player.id === H(5))?.stats['successful-passes']).toEqual({ value: 40, points: 0.8 });

    // Fan: 11 + 12 + 1 + 1 + 0 + 6.80 + 2 − 2 + 2.50 + 12 + 0 = 46.30. Rival: H9 6 instead of 12, H1 24 instead of 12 = 52.30.
    expect(await ranking()).toEqual([
      [rival.id, 52.3, 1],
      [fan.id, 46.3, 2],
    ]);
    const mine = (await world.api.call('getTeamSetup', { token: fan.token, params: { id: competitionId } })).json().data;
    const captain = mine.players.find((player: { id: number }) => player.id === H(9));
    expect(captain).toMatchObject({ is_captain: 1, scored_fantasy_points: 12, fantasy_points: 6 });
    expect(captain.points_breakdown).toEqual(expect.arrayContaining([{ event_type_group: 'goals', amount: 8 }]));
    // His goal is news on his card, in each reader's language and digits.
    expect(captain.latest_news[0]).toMatchObject({ title: 'Goal for Liverpool', content: 'LIV Player 10 scored at minute 10 against Arsenal.' });
    const arabic = (await world.api.call('getTeamSetup', { token: fan.token, params: { id: competitionId }, locale: 'ar' })).json().data;
    expect(arabic.players.find((player: { id: number }) => player.id === H(0)).latest_news[0]).toMatchObject({
      title: 'تصدٍّ لركلة جزاء',
      content: 'تصدّى لاعب LIV 1 لركلة جزاء في الدقيقة ٨٠ أمام آرسنال.',
    });
    const catalogue = (await world.api.call('listPlayers', { token: fan.token, query: { competition: world.leagueId, team: world.teams.home, position: 'Goalkeeper' } })).json().data[0];
    expect(catalogue.stats).toMatchObject({ appearances: { value: 1 }, cleansheets: { value: 1 }, wins: { value: 1 }, losses: { value: 0 } });
  });

  it('recomputes nothing twice: a replayed job changes no points', async () => {
    const before = await world.sql('SELECT player_id, total, updated_at FROM player_match_points WHERE match_id = $1 ORDER BY player_id', [matchId]);
    const { computeMatchPoints } = await import('../../src/fantasy/index.ts');
    const news = await world.sql('SELECT count(*) AS items FROM player_news');
    expect(await computeMatchPoints(world.api.app.services.database, matchId, new Date())).toEqual({ changed: 0 });
    expect(await world.sql('SELECT count(*) AS items FROM player_news')).toEqual(news);
    expect(await world.sql('SELECT player_id, total, updated_at FROM player_match_points WHERE match_id = $1 ORDER BY player_id', [matchId])).toEqual(before);
  });
});
