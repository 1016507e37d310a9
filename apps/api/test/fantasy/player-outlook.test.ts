import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/harness.ts';
import { countQueries } from '../helpers/query-count.ts';
import { createWorld, type World } from '../football/world.ts';

/**
 * Issue 30 (defect 15): the fantasy picker shows what a fan weighs before picking a player: his season points, his
 * form (average points of his last 5 finished matches) and his team's next fixture, from GET /v2/players.
 * Players: world.players.{home,away,other} are [GK, DEF×4, MID×4, ATT×3] of Liverpool, Arsenal and Chelsea.
 */
let world: World;
let fan: TestUser;
const match = { libArsTomorrow: 0, cheArsSoon: 0, livLate: 0, cheLive: 0 };

interface ListedPlayer {
  id: number;
  fantasy_points: number;
  form: number | null;
  next_fixture: { match_id: number; start: string; home: boolean; opponent: { id: number; name: string } } | null;
}

/** A finished match where `player` scored `hundredths` (the points job's table), `daysAgo` days back. */
async function scored(player: number, hundredths: number, daysAgo: number, state: 'FINISHED' | 'LIVE' = 'FINISHED') {
  const matchId = await world.addMatch({ minutesFromNow: -daysAgo * 24 * 60 });
  await world.sql('UPDATE matches SET state = $2, minute = 90, home_goals = 1, away_goals = 0 WHERE id = $1', [matchId, state]);
  await world.sql(`INSERT INTO player_match_points (match_id, player_id, stats, points, total, updated_at) VALUES ($1, $2, '{}', '{}', $3, now())`, [
    matchId,
    player,
    hundredths,
  ]);
}

beforeAll(async () => {
  world = await createWorld();
  fan = await world.api.newUser();
  // Liverpool's goalkeeper: six finished matches (the oldest, 6.00, falls out of his form) and a live one (not yet).
  const keeper = world.players.home[0]!;
  for (const [hundredths, daysAgo] of [
    [600, 60],
    [100, 50],
    [200, 40],
    [300, 30],
    [450, 20],
    [-100, 10],
  ] as const) {
    await scored(keeper, hundredths, daysAgo);
  }
  await scored(keeper, 900, 0.01, 'LIVE');
  match.libArsTomorrow = await world.addMatch({ minutesFromNow: 24 * 60 });
  match.cheArsSoon = await world.addMatch({ minutesFromNow: 120, home: world.teams.other, away: world.teams.away });
  // Past its kick-off time though not started yet (a late feed): not "next".
  match.livLate = await world.addMatch({ minutesFromNow: -5 });
  match.cheLive = await world.addMatch({ minutesFromNow: -20, home: world.teams.other, away: world.teams.home });
  await world.sql("UPDATE matches SET state = 'LIVE', minute = 20 WHERE id = $1", [match.cheLive]);
}, 180_000);
afterAll(() => world?.api.close());

const list = async (query: Record<string, unknown>, locale: 'en' | 'ar' = 'en') => {
  const response = await world.api.call('listPlayers', { token: fan.token, query: { competition: world.leagueId, ...query } as never, locale });
  expect(response.statusCode).toBe(200);
  return response.json().data as ListedPlayer[];
};

describe('GET /v2/players: form and next fixture', () => {
  it("gives a player's form over his last 5 finished matches, and his season points", async () => {
    const keepers = await list({ position: 'Goalkeeper' });
    const keeper = keepers.find((player) => player.id === world.players.home[0])!;
    // (1 + 2 + 3 + 4.5 - 1) / 5: the oldest finished match and the live one do not count.
    expect(keeper.form).toBe(1.9);
    // Season points count every match he was scored in, live too.
    expect(keeper.fantasy_points).toBe(6 + 1 + 2 + 3 + 4.5 - 1 + 9);
    // Never scored: no form yet (not a zero).
    expect(keepers.find((player) => player.id === world.players.away[0])!.form).toBeNull();
  });

  it("gives his team's next match that has not kicked off, home or away, the opponent in the reader's language", async () => {
    const players = await list({ position: 'Goalkeeper' }, 'ar');
    const fixtureOf = (id: number) => players.find((player) => player.id === id)!.next_fixture;
    // Liverpool: the late, not-started match and the live one are not "next"; tomorrow's home match is.
    expect(fixtureOf(world.players.home[0]!)).toMatchObject({ match_id: match.libArsTomorrow, home: true, opponent: { id: world.teams.away, name: 'آرسنال' } });
    // Arsenal's next is the sooner away match at Chelsea.
    expect(fixtureOf(world.players.away[0]!)).toMatchObject({ match_id: match.cheArsSoon, home: false, opponent: { id: world.teams.other, name: 'تشيلسي' } });
    const start = fixtureOf(world.players.other[0]!)!.start;
    expect(fixtureOf(world.players.other[0]!)).toMatchObject({ match_id: match.cheArsSoon, home: true, opponent: { name: 'آرسنال' } });
    expect(Date.parse(start) - world.clock().getTime()).toBe(120 * 60_000);
  });

  it('says null when a team has nothing scheduled', async () => {
    const team = Number((await world.sql("INSERT INTO teams (name_en, name_ar, code) VALUES ('Everton', 'إيفرتون', 'EVE') RETURNING id"))[0]!.id);
    await world.sql('INSERT INTO league_teams (league_id, team_id) VALUES ($1, $2)', [world.leagueId, team]);
    await world.sql("INSERT INTO players (team_id, common_name_en, common_name_ar, number, position, price) VALUES ($1, 'EVE Keeper', 'حارس إيفرتون', 1, 'Goalkeeper', 4)", [
      team,
    ]);
    const [keeper] = await list({ team });
    expect(keeper).toMatchObject({ form: null, next_fixture: null });
  });

  it('costs the same number of queries for a page of 3 players as for a page of 20', async () => {
    const queriesOf = (query: Record<string, unknown>) =>
      countQueries(world.api.app.services.database, () => world.api.call('listPlayers', { token: fan.token, query: { competition: world.leagueId, ...query } as never }));
    const few = await queriesOf({ position: 'Goalkeeper' });
    const many = await queriesOf({});
    expect((await list({})).length).toBe(20);
    expect(many, `${few} queries for 3 players, ${many} for 20`).toBe(few);
  });
});

describe('generated avatars', () => {
  it('leave the shirt number out of the picture (the views write it in the reader’s digits), and the migration strips old ones', async () => {
    const [photo] = await world.sql<{ photo: string }>('SELECT photo FROM players WHERE photo IS NOT NULL LIMIT 1');
    if (photo) expect(Buffer.from(photo.photo.slice(26), 'base64').toString()).not.toContain('<text');
    const old =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M8 64 a24 20 0 0 1 48 0 Z" fill="#c8102e"/>' +
      '<text x="32" y="61" font-family="sans-serif" font-size="11" font-weight="700" fill="#ffffff" text-anchor="middle">17</text><circle cx="32" cy="26" r="12"/></svg>';
    const [row] = await world.sql<{ id: unknown }>(
      "INSERT INTO players (team_id, common_name_en, common_name_ar, number, position, price, photo) VALUES ($1, 'Old', 'قديم', 17, 'Defender', 4, $2) RETURNING id",
      [world.teams.home, `data:image/svg+xml;base64,${Buffer.from(old).toString('base64')}`],
    );
    const migration = readFileSync(new URL('../../migrations/0030_fantasy_outlook.sql', import.meta.url), 'utf8');
    const update = migration.slice(migration.indexOf('UPDATE players'));
    await world.sql(update);
    const [after] = await world.sql<{ photo: string }>('SELECT photo FROM players WHERE id = $1', [row!.id]);
    const svg = Buffer.from(after!.photo.slice(26), 'base64').toString();
    expect(svg).toBe(old.replace(/<text[^<]*<\/text>/, ''));
  });
});
