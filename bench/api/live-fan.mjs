// A fan's own live events (issue 27, docs/decisions/live.md), what they cost the writers and each API process. Not a
// test: `node scripts/postgres.mjs -- node bench/api/live-fan.mjs` (or in-memory PGlite without DATABASE_URL).
//
// 1. The notifications' statement triggers (migration 0041) on a whistle's bulk insert: BENCH_LIVE_NOTIFIED (default
//    250 000) notifications in one statement, with the triggers and without them, alternately, each rolled back.
// 2. What an API process reads per announcement for the fans it has connected (BENCH_LIVE_CONNECTED, default 10 000)
//    among the whistle's predictors: their points on the match, and their bell's count.
// 3. One announcement in a writing transaction (announce_live_fans).
import { openBenchServer, runUnderTsx } from './server.mjs';

runUnderTsx(import.meta.url);

const NOTIFIED = Number(process.env.BENCH_LIVE_NOTIFIED ?? 250_000);
const CONNECTED = Number(process.env.BENCH_LIVE_CONNECTED ?? 10_000);
const ROUNDS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const { app, close } = await openBenchServer('bench-live-fan');
try {
  const database = app.services.database;
  const { fanEventSource } = await import('../../apps/api/src/live/fan-events.ts');
  const { insertStandardBets } = await import('../../apps/api/src/football/bets-repository.ts');
  console.log(`Live fan events (${database.kind}): ${NOTIFIED} fans predicting one match, ${CONNECTED} of them connected`);

  const [{ first }] = await database.query(
    `WITH added AS (
       INSERT INTO users (name, settings) SELECT 'Live bench ' || n, jsonb_build_object('language', 'en', 'receive_notifications', true,
         'auto_navigate_to_next_prediction', true, 'referral_code', 'LIVE' || n)
       FROM generate_series(1, $1::int) AS n RETURNING id
     ) SELECT min(id) AS first FROM added`,
    [NOTIFIED],
  );
  const [season] = await database.query(`INSERT INTO seasons (league_id, name) SELECT id, 'Live bench' FROM leagues LIMIT 1 RETURNING id`);
  const teams = await database.query(`INSERT INTO teams (name_en, name_ar, code) VALUES ('Live Home', 'Live Home', 'LVH'), ('Live Away', 'Live Away', 'LVA') RETURNING id`);
  const [match] = await database.query(`INSERT INTO matches (season_id, home_team_id, away_team_id, start_at) VALUES ($1, $2, $3, now()) RETURNING id`, [
    season.id,
    teams[0].id,
    teams[1].id,
  ]);
  await insertStandardBets(database, [match.id]);
  const [bet] = await database.query('SELECT id FROM bets WHERE match_id = $1 ORDER BY position LIMIT 1', [match.id]);
  await database.query(
    `INSERT INTO predictions (user_id, bet_id, match_id, value) SELECT u.id, $1, $2, jsonb_build_object('home_goals', u.id % 5, 'away_goals', 0) FROM users u WHERE u.id >= $3`,
    [bet.id, match.id, first],
  );
  await database.query(`INSERT INTO answer_points (bet_id, value, points) SELECT $1, jsonb_build_object('home_goals', g, 'away_goals', 0), g FROM generate_series(0, 4) AS g`, [bet.id]);
  await database.query('ANALYZE');

  // 1. A whistle's notifications, with and without the live triggers (the rest of the insert is the same).
  const insert = (tx) =>
    tx.query(`INSERT INTO notifications (user_id, type, payload) SELECT id, 'other', '{"title":"Points","body":"7"}'::jsonb FROM users WHERE id >= $1`, [first]);
  const withTriggers = [];
  const without = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [enabled, into] of [
      [true, withTriggers],
      [false, without],
    ]) {
      await database
        .transaction(async (tx) => {
          if (!enabled) await tx.query('ALTER TABLE notifications DISABLE TRIGGER notifications_live_added');
          into.push(await timed(() => insert(tx)));
          throw new Error('rolled back');
        })
        .catch(() => {});
    }
  }
  console.log(
    `${NOTIFIED} notifications in one statement: ${(median(withTriggers) / 1000).toFixed(2)} s with the live trigger, ` +
      `${(median(without) / 1000).toFixed(2)} s without (medians of ${ROUNDS}, alternated)`,
  );

  // 2. An API process's reads for its connected fans.
  await insert(database);
  const connected = Array.from({ length: CONNECTED }, (_, index) => first + index * Math.floor(NOTIFIED / CONNECTED));
  const events = fanEventSource(database);
  for (const announcement of [
    { kind: 'scored', match: match.id },
    { kind: 'notifications', users: null },
  ]) {
    const times = [];
    let fans = 0;
    for (let round = 0; round < ROUNDS; round++) times.push(await timed(async () => (fans = (await events(announcement, connected)).size)));
    console.log(`'${announcement.kind}' for ${CONNECTED} connected fans: ${median(times).toFixed(1)} ms (${fans} fans' events)`);
  }

  if (process.env.BENCH_LIVE_EXPLAIN) {
    const plans = [
      [`SELECT p.user_id, p.bet_id, a.points FROM predictions p LEFT JOIN answer_points a ON a.bet_id = p.bet_id AND a.value = p.value
        WHERE p.match_id = $1 AND p.user_id = ANY($2::bigint[]) AND a.points IS NOT NULL ORDER BY p.user_id, p.bet_id`, [match.id, connected]],
      [`SELECT p.user_id, p.bet_id, a.points FROM unnest($2::bigint[]) AS c (user_id) JOIN predictions p ON p.match_id = $1 AND p.user_id = c.user_id
        JOIN answer_points a ON a.bet_id = p.bet_id AND a.value = p.value ORDER BY p.user_id, p.bet_id`, [match.id, connected]],
      ['SELECT user_id, count(*) FILTER (WHERE read_at IS NULL) AS new_count FROM notifications WHERE user_id = ANY($1::bigint[]) GROUP BY user_id', [connected]],
      [`SELECT c.user_id, (SELECT count(*) FROM notifications n WHERE n.user_id = c.user_id AND n.read_at IS NULL) AS new_count FROM unnest($1::bigint[]) AS c (user_id)`, [connected]],
    ];
    for (const [text, params] of plans) {
      const rows = await database.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${text}`, params);
      console.log(rows.map((row) => String(Object.values(row)[0]).slice(0, 140)).join('\n'));
    }
  }

  // 3. One announcement inside a writing transaction.
  const announce = [];
  for (let round = 0; round < 200; round++) {
    announce.push(await timed(() => database.transaction((tx) => tx.query(`SELECT announce_live_fans('{"kind":"ranked","competition":1}'::jsonb)`))));
  }
  const bare = [];
  for (let round = 0; round < 200; round++) bare.push(await timed(() => database.transaction((tx) => tx.query('SELECT 1'))));
  console.log(`a transaction announcing once: ${median(announce).toFixed(2)} ms (one doing nothing: ${median(bare).toFixed(2)} ms; medians of 200)`);
} finally {
  await close();
}
