// Ranking benchmark (not a test): how long a competition of BENCH_RANK_PARTICIPANTS (default 1 000 000) participants
// takes to re-rank after a final whistle. Standalone: `node bench/api/ranks.mjs` (in-memory PGlite, or DATABASE_URL
// for PostgreSQL, in a scratch schema dropped afterwards); bench/api/run.mjs calls benchRanks(database) itself.
//
// The competition has two matches every participant predicted. The opening match is scored and ranked first; then
// the closing match's final whistle stores its points (what scoring leaves behind: the answers' points and each
// predictor's total, untimed: bench/api/scoring.mjs times scoring) and the re-rank job
// runs: that is the figure printed as `ranks of N participants: N.NN s` (and as "re-rank after the whistle", beside
// the first ranking and a re-rank that finds nothing new). docs/decisions/rankings.md has the figures.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openBenchServer, runUnderTsx } from './server.mjs';

const seconds = (milliseconds) => (milliseconds / 1000).toFixed(2);

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/**
 * Creates a competition of `participants` fans (users, participations and predictions written in bulk with
 * generate_series), ranks it after its opening match, then times the re-rank after its closing match's whistle.
 * `database` is the server's Database (apps/api/src/platform/database/database.ts). Leaves its rows in place.
 */
export async function benchRanks(database, participants = Number(process.env.BENCH_RANK_PARTICIPANTS ?? 1_000_000)) {
  const { rerankCompetition, rerankCompetitionsOfMatch } = await import('../../apps/api/src/competitions/index.ts');
  const { readRankingPage, readRankOf } = await import('../../apps/api/src/competitions/rankings-read.ts');
  // The fans' answers and what scoring leaves after a whistle, as the re-rank's plan guard (rerank-plan.test.ts) has them.
  const { benchAnswerOf, leaveScoring } = await import('../../apps/api/test/helpers/scored-match.ts');
  console.log(`Ranks: writing a competition of ${participants} participants (${database.kind})...`);
  const setup = await timed(async () => {
    const [template] = await database.query('SELECT id FROM seasons LIMIT 1');
    const seasonId = template ? template.id : (await database.query(`INSERT INTO seasons (league_id, name) SELECT id, 'Ranks bench' FROM leagues LIMIT 1 RETURNING id`))[0].id;
    const teams = await database.query(`INSERT INTO teams (name_en, name_ar, code) VALUES ('Ranks Home', 'Ranks Home', 'RKH'), ('Ranks Away', 'Ranks Away', 'RKA') RETURNING id`);
    const [competition] = await database.query(`INSERT INTO competitions (name_en, name_ar, type) VALUES ('Ranks bench', 'Ranks bench', 1) RETURNING id`);
    const matches = [];
    for (const salt of [7919, 104729]) {
      const [match] = await database.query(
        `INSERT INTO matches (season_id, home_team_id, away_team_id, start_at, state, home_goals, away_goals) VALUES ($1, $2, $3, now(), 'FINISHED', 2, 1) RETURNING id`,
        [seasonId, teams[0].id, teams[1].id],
      );
      const [bet] = await database.query(`INSERT INTO bets (match_id, type, points) VALUES ($1, 'game-score', 7) RETURNING id`, [match.id]);
      await database.query('INSERT INTO competition_matches (competition_id, match_id) VALUES ($1, $2)', [competition.id, match.id]);
      matches.push({ id: match.id, betId: bet.id, salt });
    }
    const [range] = await database.query(
      `WITH added AS (INSERT INTO users (name, settings) SELECT 'Ranked fan ' || n, '{}'::jsonb FROM generate_series(1, $1::int) AS n RETURNING id)
       SELECT min(id) AS first, max(id) AS last FROM added`,
      [participants],
    );
    const fans = `FROM users u WHERE u.id BETWEEN ${Number(range.first)} AND ${Number(range.last)}`;
    await database.query(`INSERT INTO competition_participants (competition_id, user_id) SELECT $1, u.id ${fans}`, [competition.id]);
    // Predictions before kick-off, points still null: scoring fills them in at each whistle.
    for (const match of matches) {
      await database.query(`INSERT INTO predictions (user_id, bet_id, match_id, value) SELECT u.id, $1, $2, ${benchAnswerOf(match.salt)} ${fans}`, [match.betId, match.id]);
    }
    // The statistics autovacuum would have gathered long before kick-off.
    await database.query('ANALYZE');
    return { competitionId: competition.id, matches, fans };
  });
  const { competitionId, matches, fans } = setup.result;
  console.log(`Ranks: written in ${seconds(setup.ms)} s`);

  const whistle = (match) => leaveScoring(database, { id: match.id, betId: match.betId });
  await whistle(matches[0]);
  const first = await timed(() => rerankCompetition(database, competitionId));
  await whistle(matches[1]);
  const rerank = await timed(() => rerankCompetitionsOfMatch(database, matches[1].id));
  const again = await timed(() => rerankCompetitionsOfMatch(database, matches[1].id));

  // What GET /rankings and /rankings/mine read: the first page, the last page and the last participant's rank.
  const [bands] = await database.query('SELECT count(*) AS bands FROM competition_rank_bands WHERE competition_id = $1', [competitionId]);
  const firstPage = await timed(() => readRankingPage(database, competitionId, 0, 20));
  const lastPage = await timed(() => readRankingPage(database, competitionId, participants - 20, 20));
  const [last] = await database.query(`SELECT max(u.id) AS id ${fans}`);
  const mine = await timed(() => readRankOf(database, competitionId, last.id));
  console.log(
    `Ranks: first ranking ${seconds(first.ms)} s (${first.result.changed} rows written); ` +
      `re-rank after the whistle ${seconds(rerank.ms)} s (${rerank.result[0].changed} participants' points changed${rerank.result[0].recounted ? ', every participant recounted' : ''}, ${bands.bands} distinct totals); ` +
      `re-rank unchanged ${seconds(again.ms)} s; ` +
      `first page ${firstPage.ms.toFixed(1)} ms, last page ${lastPage.ms.toFixed(1)} ms, my ranking ${mine.ms.toFixed(1)} ms`,
  );
  console.log(`ranks of ${participants} participants: ${seconds(rerank.ms)} s`);
  return { participants, seconds: rerank.ms / 1000 };
}

/** `node bench/api/ranks.mjs`: re-run under tsx, build a scratch server, bench, clean up. */
async function main() {
  runUnderTsx(import.meta.url);
  const { app, close } = await openBenchServer('bench-ranks');
  try {
    await benchRanks(app.services.database);
  } finally {
    await close();
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) await main();
