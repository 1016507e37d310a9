import { insertStandardBets } from '../../src/football/bets-repository.ts';
import { manualClock } from '../../src/football/clock.ts';
import { configureFootball } from '../../src/football/runtime.ts';
import { num, type Row } from '../../src/platform/database/rows.ts';
import { createHarness, type Harness, type TestUser } from '../helpers/harness.ts';

/** A small football world written straight to the database: faster and more exact than the demo seed. */
export interface World {
  api: Harness;
  clock: ReturnType<typeof manualClock>;
  leagueId: number;
  seasonId: number;
  teams: { home: number; away: number; other: number };
  players: { home: number[]; away: number[]; other: number[] };
  /** Adds a match (with the standard bets) kicking off `minutesFromNow` after the clock's now. */
  addMatch(options: { minutesFromNow: number; home?: number; away?: number; simulated?: boolean }): Promise<number>;
  betsOf(matchId: number): Promise<{ id: number; type: string; question_type: string | null }[]>;
  admin(): Promise<TestUser>;
  sql<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
}

export const NOW = '2026-11-21T12:00:00.000Z';

export async function createWorld(): Promise<World> {
  const api = await createHarness();
  const clock = manualClock(NOW);
  configureFootball(api.app.services, { clock, seed: 7 });
  const database = api.app.services.database;
  const sql = <T = Row>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  const leagueId = num((await sql('SELECT id FROM leagues WHERE code = $1', ['en.1']))[0]!.id);
  const seasonId = num((await sql('INSERT INTO seasons (league_id, name) VALUES ($1, $2) RETURNING id', [leagueId, '2026/27']))[0]!.id);
  const team = async (en: string, ar: string, code: string) => {
    const id = num((await sql('INSERT INTO teams (name_en, name_ar, code) VALUES ($1, $2, $3) RETURNING id', [en, ar, code]))[0]!.id);
    await sql('INSERT INTO league_teams (league_id, team_id) VALUES ($1, $2)', [leagueId, id]);
    const positions = ['Goalkeeper', 'Defender', 'Defender', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Midfielder', 'Midfielder', 'Attacker', 'Attacker', 'Attacker'];
    const players = await sql(
      `INSERT INTO players (team_id, common_name_en, common_name_ar, number, position, price)
       SELECT $1, $2 || ' ' || n, $3 || ' ' || n, n, p, 4 + n / 2.0 FROM unnest($4::text[]) WITH ORDINALITY AS d(p, n) RETURNING id`,
      [id, `${code} Player`, `لاعب ${code}`, positions],
    );
    return { id, players: players.map((row) => num(row.id)) };
  };
  const home = await team('Liverpool', 'ليفربول', 'LIV');
  const away = await team('Arsenal', 'آرسنال', 'ARS');
  const other = await team('Chelsea', 'تشيلسي', 'CHE');
  let adminUser: TestUser | undefined;
  return {
    api,
    clock,
    leagueId,
    seasonId,
    teams: { home: home.id, away: away.id, other: other.id },
    players: { home: home.players, away: away.players, other: other.players },
    async addMatch({ minutesFromNow, home: h = home.id, away: a = away.id, simulated = false }) {
      const start = new Date(clock().getTime() + minutesFromNow * 60_000);
      const [row] = await sql('INSERT INTO matches (season_id, home_team_id, away_team_id, start_at, simulated) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
        seasonId,
        h,
        a,
        start,
        simulated,
      ]);
      const id = num(row!.id);
      await insertStandardBets(database, [id]);
      return id;
    },
    async betsOf(matchId) {
      return (await sql('SELECT id, type, question_type FROM bets WHERE match_id = $1 ORDER BY position', [matchId])).map((row) => ({
        id: num(row.id),
        type: String(row.type),
        question_type: (row.question_type as string | null) ?? null,
      }));
    },
    async admin() {
      if (!adminUser) {
        adminUser = await api.newAdmin();
      }
      return adminUser;
    },
    sql,
  };
}
