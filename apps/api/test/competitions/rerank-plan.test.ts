import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rerankCompetition, rerankCompetitionsOfMatch } from '../../src/competitions/index.ts';
import { LEADER_POSITIONS } from '../../src/competitions/rankings.ts';
import type { Database, Transaction } from '../../src/platform/database/database.ts';
import { num, type Row } from '../../src/platform/database/rows.ts';
import { createHarness, type Harness } from '../helpers/harness.ts';
import { benchAnswerOf, leaveScoring } from '../helpers/scored-match.ts';

/**
 * The guard of the whistle's re-rank (docs/decisions/rankings.md, "Issue 31"): the bench only says a million
 * participants got slow, after the fact. Here the statements of one whistle's re-rank are run under EXPLAIN ANALYZE
 * on a competition twice the size of the stored leaders, with the statistics a live server has (other competitions
 * ranked and other bets scored before this one was, the competition's own leaders unknown to them): every plan must
 * read a bounded number of rows per participant, finish in seconds, and on PostgreSQL keep the planned shape (the
 * match's kept totals read once in user order, merged with the ranks' primary key; its predictions not read at all).
 */
const PARTICIPANTS = 2 * LEADER_POSITIONS;
/** Rows read, compared or written per participant over every statement of the re-rank (≈ 14 when it is right). */
const ROWS_PER_PARTICIPANT = 25;
/** A plan over every leader for every leader takes minutes here; the right one well under a second. */
const STATEMENT_TIMEOUT = '15s';

let api: Harness;
let seasonId: number;
let teams: [number, number];

const sql = <T = Row>(text: string, params: unknown[] = []) => api.app.services.database.query<T>(text, params);
const idOf = (rows: Row[]) => num(rows[0]!.id);

/** A plan node as EXPLAIN (ANALYZE, FORMAT JSON) gives it. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

interface Explained {
  statement: string;
  plan: PlanNode;
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
/** Rows a node produced and threw away, over all its loops (EXPLAIN gives the removed rows per loop). */
const rowsHandled = (node: PlanNode) =>
  (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Join Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
  node['Actual Loops'];
const describeNode = (node: PlanNode) =>
  `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} (rows ${node['Actual Rows']} × loops ${node['Actual Loops']})`;

/**
 * The database the re-rank is given: every statement of its transactions that reads or writes rows is first run
 * under EXPLAIN ANALYZE in a savepoint rolled back at once (with a statement timeout), then run for real.
 */
function explaining(database: Database, explained: Explained[]): Database {
  const measures = (text: string) => /^\s*(WITH|SELECT|INSERT|UPDATE|DELETE)\b/i.test(text);
  const explain = async (tx: Transaction, text: string, params: unknown[]) => {
    const statement = text.replace(/\s+/g, ' ').trim();
    await tx.query('SAVEPOINT explained');
    try {
      await tx.query(`SET LOCAL statement_timeout = '${STATEMENT_TIMEOUT}'`);
      const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, params);
      const json = row!['QUERY PLAN'];
      const [document] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
      explained.push({ statement, plan: document!.Plan });
    } catch (error) {
      // Stop the re-rank here: run for real, the same plan would take minutes more.
      await tx.query('ROLLBACK TO SAVEPOINT explained');
      const chosen = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params);
      throw new Error(`${String(error)} (${STATEMENT_TIMEOUT}): ${statement}\n${chosen.map((line) => line['QUERY PLAN']).join('\n')}`);
    }
    await tx.query('ROLLBACK TO SAVEPOINT explained');
  };
  return {
    ...database,
    transaction: (work) =>
      database.transaction((tx) =>
        work({
          exec: (script) => tx.exec(script),
          query: async <T>(text: string, params: unknown[] = []) => {
            if (measures(text)) await explain(tx, text, params);
            return tx.query<T>(text, params);
          },
        }),
      ),
  };
}

beforeAll(async () => {
  api = await createHarness();
  const league = idOf(await sql('SELECT id FROM leagues WHERE code = $1', ['en.1']));
  seasonId = idOf(await sql('INSERT INTO seasons (league_id, name) VALUES ($1, $2) RETURNING id', [league, '2026/27']));
  const home = idOf(await sql(`INSERT INTO teams (name_en, name_ar, code) VALUES ('Liverpool', 'ليفربول', 'LIV') RETURNING id`));
  const away = idOf(await sql(`INSERT INTO teams (name_en, name_ar, code) VALUES ('Arsenal', 'آرسنال', 'ARS') RETURNING id`));
  teams = [home, away];
}, 180_000);
afterAll(() => api?.close());

async function match(competitionId: number): Promise<{ id: number; betId: number }> {
  const id = idOf(await sql(`INSERT INTO matches (season_id, home_team_id, away_team_id, start_at, state) VALUES ($1, $2, $3, now(), 'FINISHED') RETURNING id`, [seasonId, ...teams]));
  const betId = idOf(await sql(`INSERT INTO bets (match_id, type, points) VALUES ($1, 'game-score', 7) RETURNING id`, [id]));
  await sql('INSERT INTO competition_matches (competition_id, match_id) VALUES ($1, $2)', [competitionId, id]);
  return { id, betId };
}

async function competitionOf(name: string, participants: number, matches: number) {
  const competitionId = idOf(await sql(`INSERT INTO competitions (name_en, name_ar, type) VALUES ($1, $1, 1) RETURNING id`, [name]));
  const [range] = await sql<{ first: number; last: number }>(
    `WITH added AS (INSERT INTO users (name, settings) SELECT $1 || ' ' || n, '{}'::jsonb FROM generate_series(1, $2::int) AS n RETURNING id)
     SELECT min(id) AS first, max(id) AS last FROM added`,
    [name, participants],
  );
  const fans = `FROM users u WHERE u.id BETWEEN ${num(range!.first)} AND ${num(range!.last)}`;
  await sql(`INSERT INTO competition_participants (competition_id, user_id) SELECT $1, u.id ${fans}`, [competitionId]);
  const played: { id: number; betId: number }[] = [];
  for (let index = 0; index < matches; index += 1) {
    const next = await match(competitionId);
    await sql(`INSERT INTO predictions (user_id, bet_id, match_id, value) SELECT u.id, $1, $2, ${benchAnswerOf([7919, 104729, 1299709][index % 3]!)} ${fans}`, [next.betId, next.id]);
    played.push(next);
  }
  return { competitionId, played };
}

describe('the re-rank after a final whistle', () => {
  it(
    `adds the match's points to ${PARTICIPANTS} participants with the planned statements: the totals read once in user order, a bounded number of rows per participant, the leaders listed right`,
    { tags: ['postgres'], timeout: 240_000 },
    async () => {
      const database = api.app.services.database;
      // What a live server has seen before this competition's matches: other competitions ranked (their leaders
      // and bands in the tables), other bets scored.
      for (const name of ['Last week', 'Last month']) {
        const earlier = await competitionOf(name, 300, 12);
        for (const played of earlier.played) await leaveScoring(api.app.services.database, played);
        await rerankCompetition(database, earlier.competitionId);
      }
      const { competitionId, played } = await competitionOf('Match day', PARTICIPANTS, 2);
      // The statistics autovacuum would have gathered before kick-off; this competition has no ranks yet.
      for (const table of ['users', 'competition_participants', 'predictions', 'answer_points', 'prediction_totals', 'competition_ranks', 'competition_rank_bands', 'competition_rank_leaders']) {
        await sql(`ANALYZE ${table}`);
      }
      await leaveScoring(database, played[0]!);
      const first = await rerankCompetition(database, competitionId);
      expect(first).toMatchObject({ participants: PARTICIPANTS, recounted: true });

      await leaveScoring(database, played[1]!);
      const explained: Explained[] = [];
      const [summary] = await rerankCompetitionsOfMatch(explaining(database, explained), played[1]!.id);
      // Half the participants earn 3 or 7 points: the match-day shape (most fans pick the same few scores).
      expect(summary).toMatchObject({ competitionId, participants: PARTICIPANTS, recounted: false });
      expect(summary!.changed).toBeGreaterThan(PARTICIPANTS / 3);

      const plans = explained.map((entry) => ({ statement: entry.statement, nodes: nodes(entry.plan) }));
      const handled = plans.reduce((total, plan) => total + plan.nodes.reduce((sum, node) => sum + rowsHandled(node), 0), 0);
      const heaviest = plans
        .flatMap((plan) => plan.nodes)
        .sort((a, b) => rowsHandled(b) - rowsHandled(a))
        .slice(0, 3)
        .map(describeNode);
      expect(handled / PARTICIPANTS, `rows per participant; heaviest nodes: ${heaviest.join('; ')}`).toBeLessThanOrEqual(ROWS_PER_PARTICIPANT);

      // The match's predictions are not read (scoring kept each predictor's total); its totals are read once, on
      // PostgreSQL (where the re-rank turns hash joins off) in user order from their primary key, and merged with the
      // ranks' primary key.
      const scanned = plans.flatMap((plan) => plan.nodes);
      expect(scanned.filter((node) => node['Relation Name'] === 'predictions')).toEqual([]);
      const totalsScans = scanned.filter((node) => node['Relation Name'] === 'prediction_totals');
      expect(totalsScans.map((node) => node['Actual Loops'])).toEqual([1]);
      if (database.kind === 'postgres') {
        expect(totalsScans.map((node) => describeNode(node).replace(/ \(rows.*/, ''))).toEqual(['Index Scan on prediction_totals using prediction_totals_pkey']);
        const merge = scanned.find((node) => node['Node Type'] === 'Merge Join' && nodes(node).some((inner) => inner['Relation Name'] === 'prediction_totals'));
        expect(merge && nodes(merge).map(describeNode).find((text) => text.startsWith('Index Scan on competition_ranks using competition_ranks_pkey'))).toBeTruthy();
      }

      // The leaders the whistle moved are the ones a listing from scratch gives.
      const listed = await sql('SELECT position, user_id, points FROM competition_rank_leaders WHERE competition_id = $1 ORDER BY position', [competitionId]);
      const fromScratch = await sql(
        `SELECT row_number() OVER (ORDER BY points DESC, user_id) AS position, user_id, points
         FROM (SELECT user_id, points FROM competition_ranks WHERE competition_id = $1 ORDER BY points DESC, user_id LIMIT $2) best`,
        [competitionId, LEADER_POSITIONS],
      );
      expect(listed.length).toBe(LEADER_POSITIONS);
      expect(listed).toEqual(fromScratch);
    },
  );
});
