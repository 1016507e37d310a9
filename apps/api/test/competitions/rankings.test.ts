import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rerankCompetition, rerankCompetitionsOfMatch } from '../../src/competitions/index.ts';
import { LEADER_POSITIONS } from '../../src/competitions/rankings.ts';
import { RANKINGS_PER_PAGE } from '../../src/competitions/ranking-operations.ts';
import { readByBands, readLeaders } from '../../src/competitions/rankings-read.ts';
import { num, type Row } from '../../src/platform/database/rows.ts';
import { createHarness, type Harness } from '../helpers/harness.ts';
import { keepPredictionTotals } from '../helpers/scored-match.ts';

let api: Harness;
let seasonId: number;
let teams: [number, number];

const sql = <T = Row>(text: string, params: unknown[] = []) => api.app.services.database.query<T>(text, params);
const idOf = (rows: Row[]) => num(rows[0]!.id);

beforeAll(async () => {
  api = await createHarness();
  const league = idOf(await sql('SELECT id FROM leagues WHERE code = $1', ['en.1']));
  seasonId = idOf(await sql('INSERT INTO seasons (league_id, name) VALUES ($1, $2) RETURNING id', [league, '2026/27']));
  const home = idOf(await sql(`INSERT INTO teams (name_en, name_ar, code) VALUES ('Liverpool', 'ليفربول', 'LIV') RETURNING id`));
  const away = idOf(await sql(`INSERT INTO teams (name_en, name_ar, code) VALUES ('Arsenal', 'آرسنال', 'ARS') RETURNING id`));
  teams = [home, away];
}, 180_000);
afterAll(() => api?.close());

/** Competitions, matches and points are written straight to the database: creating and joining them is a later feature. */
async function competition(name = 'Weekend challenge'): Promise<number> {
  return idOf(await sql('INSERT INTO competitions (name_en, name_ar, type) VALUES ($1, $2, 1) RETURNING id', [name, `مسابقة ${name}`]));
}

/** Users who are not signed in anywhere: enough to be ranked. */
async function users(count: number, prefix = 'Fan'): Promise<number[]> {
  const rows = await sql(`INSERT INTO users (name, settings) SELECT $1 || ' ' || n, '{}'::jsonb FROM generate_series(1, $2::int) AS n RETURNING id`, [prefix, count]);
  return rows.map((row) => num(row.id)).sort((a, b) => a - b);
}

async function join(competitionId: number, userIds: readonly number[]) {
  await sql('INSERT INTO competition_participants (competition_id, user_id) SELECT $1, unnest($2::bigint[])', [competitionId, userIds]);
}

/** A match of the competitions given, with one score bet; not scored until `score` says so. */
async function match(competitionIds: readonly number[]): Promise<{ id: number; betId: number }> {
  const id = idOf(await sql(`INSERT INTO matches (season_id, home_team_id, away_team_id, start_at) VALUES ($1, $2, $3, now()) RETURNING id`, [seasonId, ...teams]));
  const betId = idOf(await sql(`INSERT INTO bets (match_id, type, points) VALUES ($1, 'game-score', 7) RETURNING id`, [id]));
  for (const competitionId of competitionIds) await sql('INSERT INTO competition_matches (competition_id, match_id) VALUES ($1, $2)', [competitionId, id]);
  return { id, betId };
}

/** An answer worth `points` on a bet, as scoring leaves it (answer_points); each fan below gives the one worth theirs. */
const answerWorth = (points: string) => `jsonb_build_object('worth', ${points}::numeric)`;
async function storeAnswerPoints(betId: number, points: readonly number[]) {
  await sql(
    `INSERT INTO answer_points (bet_id, value, points) SELECT $1, ${answerWorth('p')}, p FROM unnest($2::numeric[]) AS p
     ON CONFLICT (bet_id, value) DO NOTHING`,
    [betId, points],
  );
}

/** The final whistle as scoring leaves it: each prediction's answer scored, each predictor's total kept, the match's scored_at set. */
async function score(played: { id: number; betId: number }, points: ReadonlyMap<number, number>, at = new Date()) {
  for (const [userId, value] of points) {
    await sql(
      `INSERT INTO predictions (user_id, bet_id, match_id, value) VALUES ($1, $2, $3, ${answerWorth('$4')})
       ON CONFLICT (user_id, bet_id) DO UPDATE SET value = excluded.value`,
      [userId, played.betId, played.id, value],
    );
  }
  await storeAnswerPoints(played.betId, [...points.values()]);
  await keepPredictionTotals(api.app.services.database, played.id);
  await sql(`UPDATE matches SET state = 'FINISHED', home_goals = 1, away_goals = 0, scored_at = $2 WHERE id = $1`, [played.id, at]);
}

async function page(competitionId: number, pageNumber = 1) {
  const response = await api.call('listRankings', { query: { 'season-id': competitionId, page: pageNumber } });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { ranking: number; points: number; user: { id: number; name: string } }[]; meta: { current_page: number; last_page: number; pending: boolean; updated_at?: string | null } };
}

const rows = (body: Awaited<ReturnType<typeof page>>) => body.data.map((item) => [item.user.id, item.ranking, item.points]);

describe('GET /rankings', () => {
  it('ranks every participant by points on the competition’s matches, ties sharing a rank, no points ranked last with 0', async () => {
    const id = await competition();
    const [first, second, third, idle] = await users(4);
    const outsider = (await users(1, 'Outsider'))[0]!;
    await join(id, [first!, second!, third!, idle!]);
    const played = await match([id]);
    const elsewhere = await match([]);
    await score(played, new Map([[first!, 7], [second!, 3], [third!, 7], [outsider, 10]]));
    // Points on a match of no interest to this competition never count.
    await score(elsewhere, new Map([[second!, 10]]));
    await rerankCompetition(api.app.services.database, id);

    const body = await page(id);
    expect(rows(body)).toEqual([
      [first, 1, 7],
      [third, 1, 7],
      [second, 3, 3],
      [idle, 4, 0],
    ]);
    expect(body.data[0]!.user).toEqual({ id: first, name: 'Fan 1', photo: null });
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, pending: false, updated_at: expect.any(String) });
  });

  it('sums the points of every scored match of the competition', async () => {
    const id = await competition();
    const [fan, rival] = await users(2);
    await join(id, [fan!, rival!]);
    const opening = await match([id]);
    const closing = await match([id]);
    await score(opening, new Map([[fan!, 3], [rival!, 7]]));
    await score(closing, new Map([[fan!, 7.5], [rival!, 0]]));
    await rerankCompetition(api.app.services.database, id);
    expect(rows(await page(id))).toEqual([
      [fan, 1, 10.5],
      [rival, 2, 7],
    ]);
  });

  it(`pages ${RANKINGS_PER_PAGE} rows at a time in rank order, pages starting inside a band of tied points`, async () => {
    const id = await competition();
    const fans = await users(45);
    await join(id, fans);
    const played = await match([id]);
    // Three bands of 15 tied participants: 10, 5 and 0 points; the page boundaries fall inside the bands.
    await score(played, new Map(fans.map((fan, index) => [fan, [10, 5, 0][index % 3]!])));
    await rerankCompetition(api.app.services.database, id);

    const expected = [10, 5, 0].flatMap((points, band) => fans.filter((_fan, index) => index % 3 === band).map((fan) => [fan, band * 15 + 1, points]));
    const pages = [await page(id, 1), await page(id, 2), await page(id, 3)];
    expect(pages.map((body) => body.meta)).toEqual([1, 2, 3].map((current) => ({ current_page: current, last_page: 3, pending: false, updated_at: expect.any(String) })));
    expect(pages.map((body) => body.data.length)).toEqual([20, 20, 5]);
    expect(pages.flatMap(rows)).toEqual(expected);
    expect((await page(id, 4)).data).toEqual([]);

    // Places beyond the stored leaders are read band by band: the same rows from any place.
    const database = api.app.services.database;
    for (const offset of [0, 7, 14, 15, 29, 40, 44, 45]) {
      expect(await readByBands(database, id, offset, 20)).toEqual(await readLeaders(database, id, offset, 20));
    }
  });

  it('is an empty first page, not pending, before anyone joins; pending from a join until the re-rank lists them', async () => {
    const id = await competition();
    expect(await page(id)).toEqual({ data: [], meta: { current_page: 1, last_page: 1, pending: false, updated_at: null } });
    await join(id, await users(2));
    expect(await page(id)).toEqual({ data: [], meta: { current_page: 1, last_page: 1, pending: true, updated_at: null } });
    await rerankCompetition(api.app.services.database, id, new Date('2026-11-21T12:03:00Z'));
    const ranked = await page(id);
    expect(ranked.data).toHaveLength(2);
    expect(ranked.meta.pending).toBe(false);
  });

  it('says when the ranks were last brought up to date: the last re-rank (issue 30)', async () => {
    const id = await competition();
    await join(id, await users(1));
    await rerankCompetition(api.app.services.database, id, new Date('2026-11-21T12:03:00Z'));
    expect((await page(id)).meta.updated_at).toBe('2026-11-21T12:03:00.000Z');
    await rerankCompetition(api.app.services.database, id, new Date('2026-11-21T12:09:30Z'));
    expect((await page(id)).meta.updated_at).toBe('2026-11-21T12:09:30.000Z');
  });

  it('is pending from a match scored after the ranking until the next re-rank', async () => {
    const id = await competition();
    const [fan] = await users(1);
    await join(id, [fan!]);
    const opening = await match([id]);
    await score(opening, new Map([[fan!, 3]]), new Date('2026-11-21T12:00:00Z'));
    expect((await page(id)).meta.pending).toBe(true);
    await rerankCompetition(api.app.services.database, id);
    expect((await page(id)).meta.pending).toBe(false);

    const closing = await match([id]);
    await score(closing, new Map([[fan!, 7]]), new Date('2026-11-21T14:00:00Z'));
    const stale = await page(id);
    expect(stale.meta.pending).toBe(true);
    expect(rows(stale)).toEqual([[fan, 1, 3]]);
    await rerankCompetitionsOfMatch(api.app.services.database, closing.id);
    const fresh = await page(id);
    expect(fresh.meta.pending).toBe(false);
    expect(rows(fresh)).toEqual([[fan, 1, 10]]);
  });

  it('answers 422 on season-id for a competition that does not exist, and on a metric prediction competitions do not rank by', async () => {
    for (const query of [{ 'season-id': 2_147_483_647 }, { 'season-id': 2_147_483_647, page: 2 }] as Record<string, number>[]) {
      const response = await api.call('listRankings', { query, locale: 'ar' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'البيانات المدخلة غير صالحة.', errors: { 'season-id': ['القيمة المختارة غير صالحة.'] } });
    }
    const id = await competition();
    const response = await api.call('listRankings', { query: { 'season-id': id, metric: 'goals' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ metric: ['The selected value is invalid.'] });
    expect((await api.call('listRankings', { query: { 'season-id': id, metric: 'points' } })).statusCode).toBe(200);
  });
});

describe('GET /rankings/mine', () => {
  it('is my row while I am ranked, and null when I am not', async () => {
    const id = await competition();
    const me = await api.newUser({ name: 'Mona' });
    const [leader] = await users(1);
    const stranger = await api.newUser();
    await join(id, [leader!, me.id]);
    await score(await match([id]), new Map([[leader!, 7], [me.id, 3]]));

    // Not ranked yet: the re-rank job has not run.
    let mine = await api.call('getMyRanking', { token: me.token, query: { 'season-id': id } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toBeNull();

    await rerankCompetition(api.app.services.database, id);
    mine = await api.call('getMyRanking', { token: me.token, query: { 'season-id': id } });
    expect(mine.json().data).toEqual({ ranking: 2, points: 3, user: { id: me.id, name: 'Mona', photo: null } });
    expect(Date.parse(mine.json().cache_until)).toBeGreaterThan(Date.now());

    expect((await api.call('getMyRanking', { token: stranger.token, query: { 'season-id': id } })).json().data).toBeNull();
    expect((await api.call('getMyRanking', { query: { 'season-id': id } })).statusCode).toBe(401);
    const unknown = await api.call('getMyRanking', { token: me.token, query: { 'season-id': 2_147_483_647 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'season-id': ['The selected value is invalid.'] });
  });

  it('drops a participant who left at once, and from the ranks at the next re-rank', async () => {
    const id = await competition();
    const me = await api.newUser();
    const [other] = await users(1);
    await join(id, [me.id, other!]);
    await score(await match([id]), new Map([[me.id, 7], [other!, 3]]));
    await rerankCompetition(api.app.services.database, id);
    await sql('DELETE FROM competition_participants WHERE competition_id = $1 AND user_id = $2', [id, me.id]);
    expect((await api.call('getMyRanking', { token: me.token, query: { 'season-id': id } })).json().data).toBeNull();
    await rerankCompetition(api.app.services.database, id);
    expect(rows(await page(id))).toEqual([[other, 1, 3]]);
  });
});

describe('the re-rank job', () => {
  const snapshot = (id: number) =>
    Promise.all([
      sql('SELECT user_id, points FROM competition_ranks WHERE competition_id = $1 ORDER BY user_id', [id]),
      sql('SELECT points, rank, participants FROM competition_rank_bands WHERE competition_id = $1 ORDER BY rank', [id]),
      sql('SELECT position, user_id, points FROM competition_rank_leaders WHERE competition_id = $1 ORDER BY position', [id]),
      sql('SELECT scored_through, participants FROM competition_rankings WHERE competition_id = $1', [id]),
    ]);

  it('gives the same tables when run twice, writing nothing the second time', async () => {
    const id = await competition();
    const fans = await users(6);
    await join(id, fans);
    await score(await match([id]), new Map(fans.map((fan, index) => [fan, index % 2 === 0 ? 3 : 7])));
    const database = api.app.services.database;
    expect(await rerankCompetition(database, id)).toEqual({ competitionId: id, participants: 6, changed: 6, recounted: true });
    const once = await snapshot(id);
    expect(await rerankCompetition(database, id)).toEqual({ competitionId: id, participants: 6, changed: 0, recounted: false });
    expect(await snapshot(id)).toEqual(once);
  });

  it('rewrites only the participants whose points changed', async () => {
    const id = await competition();
    const fans = await users(4);
    await join(id, fans);
    const played = await match([id]);
    await score(played, new Map(fans.map((fan) => [fan, 3])));
    const database = api.app.services.database;
    await rerankCompetition(database, id);
    // A corrected result changes one fan's points.
    await score(played, new Map([[fans[2]!, 7]]));
    expect(await rerankCompetition(database, id)).toEqual({ competitionId: id, participants: 4, changed: 1, recounted: true });
    expect(rows(await page(id))).toEqual([
      [fans[2], 1, 7],
      [fans[0], 2, 3],
      [fans[1], 2, 3],
      [fans[3], 2, 3],
    ]);
  });

  it('adds a newly scored match’s points, rewriting only the participants who earned any', async () => {
    const id = await competition();
    const fans = await users(5);
    await join(id, fans);
    const database = api.app.services.database;
    await score(await match([id]), new Map(fans.map((fan) => [fan, 3])));
    await rerankCompetition(database, id);
    const closing = await match([id]);
    await score(closing, new Map([[fans[0]!, 7], [fans[1]!, 0], [fans[4]!, 3]]));
    expect(await rerankCompetitionsOfMatch(database, closing.id)).toEqual([{ competitionId: id, participants: 5, changed: 2, recounted: false }]);
    expect(rows(await page(id))).toEqual([
      [fans[0], 1, 10],
      [fans[4], 2, 6],
      [fans[1], 3, 3],
      [fans[2], 3, 3],
      [fans[3], 3, 3],
    ]);
    expect(await rerankCompetitionsOfMatch(database, closing.id)).toEqual([{ competitionId: id, participants: 5, changed: 0, recounted: false }]);
    // Bands and leaders moved by the changes are the ones a full recount writes.
    const added = await snapshot(id);
    await sql('UPDATE competition_rankings SET members_changed = true WHERE competition_id = $1', [id]);
    expect(await rerankCompetition(database, id)).toMatchObject({ changed: 0, recounted: true });
    expect(await snapshot(id)).toEqual(added);

    // Scoring stamps scored_at with the database's microseconds: counted once, it stays counted.
    await sql('UPDATE matches SET scored_at = clock_timestamp() WHERE id = $1', [closing.id]);
    expect(await rerankCompetition(database, id)).toMatchObject({ changed: 0, recounted: true });
    expect(await rerankCompetition(database, id)).toMatchObject({ changed: 0, recounted: false });
  });

  it('empties a band everyone left and keeps the leaders in order when a whistle moves them', async () => {
    const id = await competition();
    const fans = await users(4);
    await join(id, fans);
    const database = api.app.services.database;
    await score(await match([id]), new Map([[fans[0]!, 3], [fans[1]!, 3], [fans[2]!, 5]]));
    await rerankCompetition(database, id);
    const closing = await match([id]);
    await score(closing, new Map([[fans[0]!, 7], [fans[1]!, 7], [fans[3]!, 1]]));
    expect(await rerankCompetitionsOfMatch(database, closing.id)).toEqual([{ competitionId: id, participants: 4, changed: 3, recounted: false }]);
    const added = await snapshot(id);
    expect(added[1]).toEqual([
      { points: '10.00', rank: 1, participants: 2 },
      { points: '5.00', rank: 3, participants: 1 },
      { points: '1.00', rank: 4, participants: 1 },
    ]);
    await sql('UPDATE competition_rankings SET members_changed = true WHERE competition_id = $1', [id]);
    await rerankCompetition(database, id);
    expect(await snapshot(id)).toEqual(added);
  });

  it(`keeps the first ${LEADER_POSITIONS} places right when a whistle lifts participants from below them`, async () => {
    const id = await competition();
    const fans = await users(LEADER_POSITIONS + 30);
    await join(id, fans);
    const database = api.app.services.database;
    const opening = await match([id]);
    const closing = await match([id]);
    await sql(
      `INSERT INTO predictions (user_id, bet_id, match_id, value)
       SELECT user_id, $2, $3, ${answerWorth('CASE WHEN ordinality % 3 = 0 THEN 0 ELSE 3 END')} FROM unnest($1::bigint[]) WITH ORDINALITY AS f (user_id, ordinality)`,
      [fans, opening.betId, opening.id],
    );
    await storeAnswerPoints(opening.betId, [0, 3]);
    await keepPredictionTotals(database, opening.id);
    await sql('UPDATE matches SET scored_at = now() WHERE id = $1', [opening.id]);
    await rerankCompetition(database, id);
    // The last fans (0 points, far below the leaders) win the closing match; a few leaders score too.
    await score(closing, new Map([...fans.slice(-5).map((fan): [number, number] => [fan, 7]), [fans[1]!, 3], [fans[4]!, 1]]));
    expect(await rerankCompetitionsOfMatch(database, closing.id)).toEqual([{ competitionId: id, participants: LEADER_POSITIONS + 30, changed: 7, recounted: false }]);
    const added = await snapshot(id);
    // The lifted fans (7 or 10 points now, above everyone's 3 or 6) lead the list.
    const leaders = added[2].map((row) => num(row.user_id));
    expect(leaders.slice(0, 5).sort((a, b) => a - b)).toEqual(fans.slice(-5));
    expect(leaders).toHaveLength(LEADER_POSITIONS);
    await sql('UPDATE competition_rankings SET members_changed = true WHERE competition_id = $1', [id]);
    await rerankCompetition(database, id);
    expect(await snapshot(id)).toEqual(added);
  }, 60_000);

  it('ranks a participant who joined after the last re-rank, with the points already scored', async () => {
    const id = await competition();
    const [early, late] = await users(2);
    await join(id, [early!]);
    const database = api.app.services.database;
    const opening = await match([id]);
    await score(opening, new Map([[early!, 3], [late!, 7]]));
    await rerankCompetition(database, id);
    await join(id, [late!]);
    const closing = await match([id]);
    await score(closing, new Map([[early!, 7]]));
    expect(await rerankCompetitionsOfMatch(database, closing.id)).toEqual([{ competitionId: id, participants: 2, changed: 2, recounted: true }]);
    expect(rows(await page(id))).toEqual([
      [early, 1, 10],
      [late, 2, 7],
    ]);
  });

  it('re-ranks every competition played on the finished match, and no other', async () => {
    const [league, cup, untouched] = [await competition('League'), await competition('Cup'), await competition('Untouched')];
    const [fan] = await users(1);
    for (const id of [league, cup, untouched]) await join(id, [fan!]);
    const shared = await match([league, cup]);
    await score(shared, new Map([[fan!, 7]]));
    const summaries = await rerankCompetitionsOfMatch(api.app.services.database, shared.id);
    expect(summaries.map((summary) => summary.competitionId)).toEqual([league, cup]);
    expect(rows(await page(league))).toEqual([[fan, 1, 7]]);
    expect(rows(await page(cup))).toEqual([[fan, 1, 7]]);
    expect((await page(untouched)).data).toEqual([]);
    expect(await rerankCompetition(api.app.services.database, 2_147_483_647)).toBeNull();
  });
});
