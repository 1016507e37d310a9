// Scoring benchmark (part of bench/api/run.mjs): one finished match with N predictions (N / 4 users x 4 bets),
// scored, then re-scored unchanged. N is BENCH_SCORED_PREDICTIONS (default 1 000 000 on PostgreSQL, 100 000 on
// PGlite, which is one process and much slower at bulk writes).
import { insertStandardBets } from '../../apps/api/src/football/bets-repository.ts';
import { scoreMatch } from '../../apps/api/src/football/scoring.ts';
import { sendScoringNotices } from '../../apps/api/src/football/scoring-notices.ts';

const BETS = 4;

export async function benchScoring(database, now = new Date()) {
  const predictions = Number(process.env.BENCH_SCORED_PREDICTIONS ?? (database.kind === 'postgres' ? 1_000_000 : 100_000));
  const users = Math.ceil(predictions / BETS);
  const [template] = await database.query('SELECT season_id, home_team_id, away_team_id FROM matches LIMIT 1');
  const [match] = await database.query(
    `INSERT INTO matches (season_id, home_team_id, away_team_id, start_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [template.season_id, template.home_team_id, template.away_team_id, new Date(now.getTime() + 86_400_000)],
  );
  await insertStandardBets(database, [match.id]);
  const bets = await database.query('SELECT id, question_type FROM bets WHERE match_id = $1 ORDER BY position', [match.id]);
  const [{ first }] = await database.query(
    `WITH added AS (
       INSERT INTO users (name, settings) SELECT 'Scoring bench ' || n,
         jsonb_build_object('language', CASE WHEN n % 2 = 0 THEN 'ar' ELSE 'en' END, 'receive_notifications', true,
           'auto_navigate_to_next_prediction', true, 'referral_code', 'SCORE' || n)
       FROM generate_series(1, $1::int) AS n RETURNING id
     ) SELECT min(id) AS first FROM added`,
    [users],
  );
  // Varied answers, so the scorer meets many distinct values as on a real match day.
  const answers = { YES_NO: `CASE WHEN u.id % 2 = 0 THEN '"yes"' ELSE '"no"' END`, SELECT_LIST: `to_jsonb((u.id % 4)::text)`, COUNTER: `to_jsonb(u.id % 7)` };
  for (const bet of bets.slice(0, BETS)) {
    const value = bet.question_type ? answers[bet.question_type] : `jsonb_build_object('home_goals', u.id % 5, 'away_goals', (u.id / 5) % 4)`;
    await database.query(
      `INSERT INTO predictions (user_id, bet_id, match_id, value) SELECT u.id, $1, $2, (${value})::jsonb FROM users u WHERE u.id >= $3`,
      [bet.id, match.id, first],
    );
  }
  await database.query('ANALYZE predictions');
  await database.query(`UPDATE matches SET state = 'FINISHED', minute = 90, home_goals = 2, away_goals = 1 WHERE id = $1`, [match.id]);
  let started = performance.now();
  const scored = await scoreMatch(database, match.id, new Date());
  const firstMs = performance.now() - started;
  // What the notify-scoring job does next (fans have their points and ranks by then).
  started = performance.now();
  const notified = await sendScoringNotices(database, match.id);
  const notifyMs = performance.now() - started;
  started = performance.now();
  const again = await scoreMatch(database, match.id, new Date());
  const againMs = performance.now() - started;
  console.log(
    `Scoring ${scored.predictions} predictions of ${scored.users} users: ${(firstMs / 1000).toFixed(2)} s ` +
      `(${scored.answersChanged} distinct answers scored, ${scored.usersChanged} totals moved); ` +
      `then their ${notified} notifications (notify-scoring job): ${(notifyMs / 1000).toFixed(2)} s; ` +
      `re-scoring unchanged: ${(againMs / 1000).toFixed(2)} s (${again.answersChanged + again.usersChanged + again.notices} changes)`,
  );
}
