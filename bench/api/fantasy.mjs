// Fantasy benchmark (not a test): how long the points and ranks of a fantasy competition of BENCH_FANTASY_PARTICIPANTS
// (default 100 000) fans take to update after one goal. Standalone: `node bench/api/fantasy.mjs` (in-memory PGlite, or
// DATABASE_URL for PostgreSQL, in a scratch schema dropped afterwards).
//
// Two teams with generated 23-player squads play a live match (minute 30); every fan has a 4-4-2 squad of 15 of their
// players, drawn per fan (hashed), so nearly every squad differs. After a first ranking, one goal is added and the
// fantasy-points job's work runs: the match's player points, then the competition's re-rank. That is the figure
// printed as `fantasy points and ranks of N participants after one goal: N.NN s`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openBenchServer, runUnderTsx } from './server.mjs';

const seconds = (milliseconds) => (milliseconds / 1000).toFixed(2);

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** `count` distinct indexes (1-based) into an array of `size`: a hashed start and a step of 1–3. */
const picks = (name, size, count, salt) =>
  Array.from({ length: count }, (_, k) => `${name}[1 + (abs(hashtext(u.id::text || '${salt}')) + ${k} * (1 + abs(hashtext(u.id::text || '${salt}s')) % 3)) % ${size}]`);

export async function benchFantasy(database, participants = Number(process.env.BENCH_FANTASY_PARTICIPANTS ?? 100_000)) {
  const { ensureSquads } = await import('../../apps/api/src/football/index.ts');
  const { computeMatchPoints } = await import('../../apps/api/src/fantasy/index.ts');
  const { rerankCompetition } = await import('../../apps/api/src/competitions/index.ts');
  const { fantasyTotals } = await import('../../apps/api/src/competitions/squad-totals.ts');
  console.log(`Fantasy: writing a competition of ${participants} squads (${database.kind})...`);
  const setup = await timed(async () => {
    const [season] = await database.query(`INSERT INTO seasons (league_id, name) SELECT id, 'Fantasy bench' FROM leagues LIMIT 1 RETURNING id`);
    const teams = await database.query(`INSERT INTO teams (name_en, name_ar, code) VALUES ('Bench Home', 'Bench Home', 'BNH'), ('Bench Away', 'Bench Away', 'BNA') RETURNING id`);
    await database.transaction((tx) => ensureSquads(tx, teams.map((team, index) => ({ id: team.id, key: `bench:fantasy:${index}` }))));
    const [match] = await database.query(
      `INSERT INTO matches (season_id, home_team_id, away_team_id, start_at, state, minute, home_goals, away_goals) VALUES ($1, $2, $3, now(), 'LIVE', 30, 0, 0) RETURNING id`,
      [season.id, teams[0].id, teams[1].id],
    );
    const [competition] = await database.query(`INSERT INTO competitions (name_en, name_ar, type, budget) VALUES ('Fantasy bench', 'Fantasy bench', 2, 1000) RETURNING id`);
    await database.query('INSERT INTO competition_matches (competition_id, match_id) VALUES ($1, $2)', [competition.id, match.id]);
    // Both elevens start (1 GK, 4 DEF, 4 MID, 2 ATT by shirt number): minutes and passes so far.
    await database.query(
      `INSERT INTO match_events (match_id, player_id, type, minute, count)
       SELECT $1, id, t, m, c FROM (
         SELECT p.id, row_number() OVER (PARTITION BY p.team_id, p.position ORDER BY p.number) AS n, p.position FROM players p WHERE p.team_id = ANY($2::bigint[])
       ) s, (VALUES ('lineup', 0, 1), ('successful-pass', 15, 9), ('successful-pass', 30, 7)) AS e(t, m, c)
       WHERE n <= CASE s.position WHEN 'Goalkeeper' THEN 1 WHEN 'Attacker' THEN 2 ELSE 4 END`,
      [match.id, teams.map((team) => team.id)],
    );
    const [range] = await database.query(
      `WITH added AS (INSERT INTO users (name, settings) SELECT 'Fantasy fan ' || n, '{}'::jsonb FROM generate_series(1, $1::int) AS n RETURNING id)
       SELECT min(id) AS first, max(id) AS last FROM added`,
      [participants],
    );
    const fans = `FROM users u WHERE u.id BETWEEN ${Number(range.first)} AND ${Number(range.last)}`;
    await database.query(`INSERT INTO competition_participants (competition_id, user_id) SELECT $1, u.id ${fans}`, [competition.id]);
    // Per group the starters, then the substitute: GK 2 of 6, DEF 5 of 16, MID 5 of 16, ATT 3 of 8.
    const [gk, d, m, a] = [picks('gk', 6, 2, 'g'), picks('d', 16, 5, 'd'), picks('m', 16, 5, 'm'), picks('a', 8, 3, 'a')];
    await database.query(
      `INSERT INTO fantasy_squads (competition_id, user_id, formation, player_ids, substitute_ids, captain_id, saved_at)
       SELECT $1, u.id, '4-4-2', ARRAY[${[...gk, ...d, ...m, ...a].join(', ')}], ARRAY[${[gk[1], d[4], m[4], a[2]].join(', ')}], ${a[0]}, now()
       FROM (SELECT array_agg(id ORDER BY id) FILTER (WHERE position = 'Goalkeeper') AS gk, array_agg(id ORDER BY id) FILTER (WHERE position = 'Defender') AS d,
                    array_agg(id ORDER BY id) FILTER (WHERE position = 'Midfielder') AS m, array_agg(id ORDER BY id) FILTER (WHERE position = 'Attacker') AS a
             FROM players WHERE team_id = ANY($2::bigint[])) pool, users u
       WHERE u.id BETWEEN ${Number(range.first)} AND ${Number(range.last)}`,
      [competition.id, teams.map((team) => team.id)],
    );
    await database.query('ANALYZE');
    const [scorer] = await database.query(`SELECT id FROM players WHERE team_id = $1 AND position = 'Attacker' ORDER BY number LIMIT 1`, [teams[0].id]);
    return { competitionId: competition.id, matchId: match.id, scorerId: scorer.id };
  });
  const { competitionId, matchId, scorerId } = setup.result;
  const [distinct] = await database.query('SELECT count(DISTINCT (player_ids, captain_id)) AS squads FROM fantasy_squads WHERE competition_id = $1', [competitionId]);
  console.log(`Fantasy: written in ${seconds(setup.ms)} s (${distinct.squads} distinct squads)`);

  const first = await timed(async () => {
    await computeMatchPoints(database, matchId, new Date());
    return rerankCompetition(database, competitionId);
  });
  await database.query(`INSERT INTO match_events (match_id, player_id, type, minute) VALUES ($1, $2, 'goal', 31)`, [matchId, scorerId]);
  await database.query('UPDATE matches SET minute = 31, home_goals = 1 WHERE id = $1', [matchId]);
  const goal = await timed(async () => {
    const points = await timed(() => computeMatchPoints(database, matchId, new Date()));
    const ranks = await timed(() => rerankCompetition(database, competitionId));
    return { points, ranks };
  });
  // The re-rank's first part alone: reading every squad and scoring it by the domain's rule.
  const scoring = await timed(() => database.transaction((tx) => fantasyTotals(tx, competitionId)));
  console.log(
    `Fantasy: first ranking ${seconds(first.ms)} s; after the goal ${goal.result.points.result.changed} players' points ` +
      `(${seconds(goal.result.points.ms)} s) and ${goal.result.ranks.result.changed} fans' points changed (re-rank ${seconds(goal.result.ranks.ms)} s, ` +
      `of which reading and scoring the squads ${seconds(scoring.ms)} s)`,
  );
  console.log(`fantasy points and ranks of ${participants} participants after one goal: ${seconds(goal.ms)} s`);
  return { participants, seconds: goal.ms / 1000 };
}

/** `node bench/api/fantasy.mjs`: re-run under tsx, build a scratch server, bench, clean up. */
async function main() {
  runUnderTsx(import.meta.url);
  const { app, close } = await openBenchServer('bench-fantasy');
  try {
    await benchFantasy(app.services.database);
  } finally {
    await close();
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) await main();
