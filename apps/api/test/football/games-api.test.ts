import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/harness.ts';
import { visitorGamesJson } from '../../src/football/index.ts';
import { webPageData } from '../../src/features.ts';
import { createWorld, type World } from './world.ts';

let world: World;
let fan: TestUser;
let rival: TestUser;
const match = { open: 0, soon: 0, live: 0, done: 0, tomorrow: 0, lastWeek: 0 };

beforeAll(async () => {
  world = await createWorld();
  [fan, rival] = [await world.api.newUser({ name: 'Fan' }), await world.api.newUser({ name: 'Rival' })];
  match.open = await world.addMatch({ minutesFromNow: 180 });
  match.soon = await world.addMatch({ minutesFromNow: 30, away: world.teams.other });
  match.live = await world.addMatch({ minutesFromNow: -20, home: world.teams.other });
  match.done = await world.addMatch({ minutesFromNow: -240 });
  match.tomorrow = await world.addMatch({ minutesFromNow: 24 * 60 });
  match.lastWeek = await world.addMatch({ minutesFromNow: -7 * 24 * 60 });
  await world.sql("UPDATE matches SET state = 'LIVE', minute = 20, home_goals = 1, away_goals = 0 WHERE id = $1", [match.live]);
  await world.sql("UPDATE matches SET state = 'FINISHED', minute = 90, home_goals = 2, away_goals = 2 WHERE id = $1", [match.done]);
}, 180_000);
afterAll(() => world?.api.close());

const ids = (response: { json(): unknown }) => (response.json() as { data: { id: number }[] }).data.map((item) => item.id);

describe('GET /v2/games', () => {
  it('lists a day of match items for visitors, without predictions', async () => {
    const response = await world.api.call('listGames', { query: { date: '2026-11-21' } });
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([match.done, match.live, match.soon, match.open]);
    const body = response.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 1 });
    const open = body.data.find((item: { id: number }) => item.id === match.open);
    expect(open.match.state).toEqual({ code: 'NOT_STARTED', name: 'Not Started', flags: ['predictable'] });
    expect(open.game_score_bet).toMatchObject({ type: 'game-score', points: 7, active: true, active_to: '2026-11-21T14:00:00.000Z' });
    expect(open.bets.map((bet: { question_type: string | null }) => bet.question_type)).toEqual([null, 'YES_NO', 'SELECT_LIST', 'COUNTER']);
    expect(open.current_user_points).toBeNull();
  });

  it("gives a visitor's /matches the day's first page exactly as the call answers it, in each language, never older", async () => {
    for (const locale of ['en', 'ar'] as const) {
      const call = await world.api.call('listGames', { query: { date: '2026-11-21' }, locale });
      expect(await visitorGamesJson(world.api.app.services, '2026-11-21', locale)).toBe(call.body);
    }
    // What the server writes into the page: the server's day (the world's clock) and that answer.
    const embedded = await webPageData(world.api.app.services)['/matches']!('ar');
    expect(embedded.id).toBe('hadaf-games');
    expect(JSON.parse(embedded.json)).toEqual({
      date: '2026-11-21',
      answer: (await world.api.call('listGames', { query: { date: '2026-11-21' }, locale: 'ar' })).json(),
      neighbours: (await world.api.call('getNeighbourMatchDates', { query: { date: '2026-11-21' } })).json(),
    });
    // A change to the day's matches moves match_pages_version: the next page written in has it.
    const minuteOfLive = async () => {
      const { answer } = JSON.parse((await webPageData(world.api.app.services)['/matches']!('en')).json);
      return answer.data.find((item: { id: number }) => item.id === match.live).match.minute;
    };
    expect(await minuteOfLive()).toBe(20);
    await world.sql('UPDATE matches SET minute = 21 WHERE id = $1', [match.live]);
    expect(await minuteOfLive()).toBe(21);
    await world.sql('UPDATE matches SET minute = 20 WHERE id = $1', [match.live]);
  });

  it('closes predictions one hour before kick-off by the server clock', async () => {
    const body = (await world.api.call('listGames', { query: { date: '2026-11-21', state: 'NOT_STARTED' } })).json();
    const soon = body.data.find((item: { id: number }) => item.id === match.soon);
    expect(soon.match.state.flags).toEqual([]);
    expect(soon.bets.every((bet: { active: boolean }) => !bet.active)).toBe(true);
  });

  it('shows a match closing at its lock by the server clock, however often the same page was served before', async () => {
    const openMatch = async () => {
      const body = (await world.api.call('listGames', { query: { date: '2026-11-21', state: 'NOT_STARTED' } })).json();
      const item = body.data.find((each: { id: number }) => each.id === match.open);
      return { flags: item.match.state.flags, active: item.bets.map((bet: { active: boolean }) => bet.active) };
    };
    const before = await openMatch();
    world.clock.set('2026-11-21T13:59:59Z');
    expect(await openMatch()).toEqual(before);
    expect(before.flags).toEqual(['predictable']);
    world.clock.set('2026-11-21T14:00:00Z');
    expect(await openMatch()).toEqual({ flags: [], active: [false, false, false, false] });
    // Moved back (a test clock can be): open again.
    world.clock.set('2026-11-21T12:00:00Z');
    expect(await openMatch()).toEqual(before);
  });

  it('filters by state in both spellings and by text in either language', async () => {
    expect(ids(await world.api.call('listGames', { query: { date: '2026-11-21', state: 'live' } }))).toEqual([match.live]);
    expect(ids(await world.api.call('listGames', { query: { date: '2026-11-21', state: 'FINISHED' } }))).toEqual([match.done]);
    expect(ids(await world.api.call('listGames', { query: { date: '2026-11-21', state: 'all' } }))).toHaveLength(4);
    expect(ids(await world.api.call('listGames', { query: { q: 'chel' } }))).toEqual([match.live, match.soon]);
    expect(ids(await world.api.call('listGames', { query: { q: 'تشيلسي' } }))).toEqual([match.live, match.soon]);
    expect(ids(await world.api.call('listGames', { query: { q: '100%_' } }))).toEqual([]);
    // `competition` is a Hadaf competition here (test/competitions/competition-matches.test.ts); none exists in this world.
    expect(ids(await world.api.call('listGames', { query: { competition: 999 } }))).toEqual([]);
    // competitions §5: the English league is allowed for user competitions.
    expect(ids(await world.api.call('listGames', { query: { 'for-user-created-competitions': '1', date: '2026-11-22' } }))).toEqual([match.tomorrow]);
    // The fan joined no competition.
    expect(ids(await world.api.call('listGames', { query: { joined: 'true' }, token: fan.token }))).toEqual([]);
  });

  it('localises names and state with X-Locale: ar', async () => {
    const body = (await world.api.call('listGames', { query: { date: '2026-11-21', state: 'FINISHED' }, locale: 'ar' })).json();
    const [item] = body.data;
    expect(item.match.home_team.name).toBe('ليفربول');
    expect(item.match.state.name).toBe('انتهت');
    expect(item.season.competition.name).toBe('الدوري الإنجليزي الممتاز');
    expect(item.bets[1].question.body).toBe('هل سيسجل الفريقان؟');
    expect(item.bets[1].question.answers).toEqual([
      { value: 'yes', label: 'نعم' },
      { value: 'no', label: 'لا' },
    ]);
  });

  it('pages by 20', async () => {
    const extra = [];
    for (let index = 0; index < 21; index++) extra.push(await world.addMatch({ minutesFromNow: 3 * 24 * 60 + index }));
    const first = await world.api.call('listGames', { query: { date: '2026-11-24' } });
    expect(first.json().meta).toEqual({ current_page: 1, last_page: 2 });
    expect(ids(first)).toEqual(extra.slice(0, 20));
    expect(ids(await world.api.call('listGames', { query: { date: '2026-11-24', page: 2 } }))).toEqual(extra.slice(20));
    expect(ids(await world.api.call('listGames', { query: { date: '2026-11-24', page: 9 } }))).toEqual([]);
  });

  it('refuses bad filters with 422 field errors in the caller language', async () => {
    const english = await world.api.call('listGames', { query: { date: '21-11-2026', page: 0, state: 'soon' } });
    expect(english.statusCode).toBe(422);
    expect(Object.keys(english.json().errors).sort()).toEqual(['date', 'page', 'state']);
    const arabic = await world.api.call('listGames', { query: { date: '2026-13-01' }, locale: 'ar' });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().message).toBe('البيانات المدخلة غير صالحة.');
    expect(arabic.json().errors.date[0]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('numbers beyond what an id can be', () => {
  it("refuse ids, pages and prices beyond the contract's bounds with 422, and match nothing within them (never a 5xx)", async () => {
    const huge = '100000000000000000000';
    expect((await world.api.call('getGame', { params: { id: huge } })).statusCode).toBe(422);
    expect((await world.api.call('listGames', { query: { competition: huge } })).statusCode).toBe(422);
    expect((await world.api.call('listGames', { query: { page: huge } })).statusCode).toBe(422);
    const farPage = await world.api.call('listGames', { query: { page: 1_000_000 } });
    expect(farPage.statusCode).toBe(200);
    expect(ids(farPage)).toEqual([]);
    const farLeague = String(Number.MAX_SAFE_INTEGER);
    expect((await world.api.call('listMatches', { token: fan.token, query: { competition: farLeague } })).json().data.data).toEqual([]);
    expect((await world.api.call('listTeams', { token: fan.token, query: { competition: farLeague } })).json().data).toEqual([]);
    const players = await world.api.call('listPlayers', { token: fan.token, query: { competition: world.leagueId, team: farLeague, price_from: '1e9' } });
    expect(players.statusCode).toBe(200);
    expect(players.json().data).toEqual([]);
    expect((await world.api.call('listPlayers', { token: fan.token, query: { competition: world.leagueId, price_from: '1e300' } })).statusCode).toBe(422);
    const [score] = await world.betsOf(match.open);
    const saved = await world.api.call('savePredictions', { token: fan.token, body: { game_id: 1e20, bets: [{ bet_id: 1e20, value: { home_goals: 1e20, away_goals: 0 } }] } });
    expect(saved.statusCode).toBe(422);
    const unknown = await world.api.call('savePredictions', { token: fan.token, body: { game_id: Number.MAX_SAFE_INTEGER, bets: [{ bet_id: 1, value: { home_goals: 1, away_goals: 0 } }] } });
    expect(unknown.statusCode).toBe(404);
    const bigGoals = await world.api.call('savePredictions', { token: fan.token, body: { game_id: match.open, bets: [{ bet_id: score!.id, value: { home_goals: 1e20, away_goals: 0 } }] } });
    expect(bigGoals.statusCode).toBe(422);
  });
});

describe('GET /v2/games/{id}', () => {
  it('answers one match item, or 404 in the caller language', async () => {
    const found = await world.api.call('getGame', { params: { id: match.live } });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.match).toMatchObject({ minute: 20, home_goals: 1, away_goals: 0, state: { code: 'LIVE', name: 'Live', flags: [] } });
    const missing = await world.api.call('getGame', { params: { id: 999_999 }, locale: 'ar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('المباراة غير موجودة.');
    expect((await world.api.call('getGame', { params: { id: 'abc' } })).statusCode).toBe(422);
  });
});

describe('GET /v2/matches and /misc/upcoming-date-with-matches', () => {
  it('lists official matches as {data: {data}} for the wizard', async () => {
    expect((await world.api.call('listMatches', { query: {} })).statusCode).toBe(401);
    const response = await world.api.call('listMatches', { token: fan.token, query: { from: '2026-11-21', to: '2026-11-22' } });
    expect(response.statusCode).toBe(200);
    const list = response.json().data.data as { id: number; state: { code: string } }[];
    expect(list.map((item) => item.id)).toEqual([match.done, match.live, match.soon, match.open, match.tomorrow]);
    const upcoming = await world.api.call('listMatches', { token: fan.token, query: { 'for-user-created-competitions': '1', to: '2026-11-22' } });
    expect(upcoming.json().data.data.map((item: { id: number }) => item.id)).toEqual([match.soon, match.open, match.tomorrow]);
    expect((await world.api.call('listMatches', { token: fan.token, query: { from: 'yesterday' } })).statusCode).toBe(422);
  });

  it('gives the neighbouring days with matches', async () => {
    const around = await world.api.call('getNeighbourMatchDates', { query: { date: '2026-11-21' } });
    expect(around.json()).toEqual({ previous: '2026-11-14', next: '2026-11-22' });
    const gap = await world.api.call('getNeighbourMatchDates', { query: { date: '2026-11-18' } });
    expect(gap.json()).toEqual({ previous: '2026-11-14', next: '2026-11-21' });
    const edge = await world.api.call('getNeighbourMatchDates', { query: { date: '2026-11-01' } });
    expect(edge.json().previous).toBeNull();
    expect((await world.api.call('getNeighbourMatchDates', { query: {} })).statusCode).toBe(422);
  });
});

describe('GET /v2/teams and /v2/players', () => {
  it('lists the teams of a league, localised', async () => {
    const response = await world.api.call('listTeams', { token: fan.token, query: { competition: world.leagueId }, locale: 'ar' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((team: { name: string }) => team.name).sort()).toEqual(['آرسنال', 'تشيلسي', 'ليفربول'].sort());
    expect((await world.api.call('listTeams', { token: fan.token, query: {} })).statusCode).toBe(422);
    expect((await world.api.call('listTeams', { query: { competition: 1 } })).statusCode).toBe(401);
  });

  it('filters players by position, team, name and price and pages them', async () => {
    const all = await world.api.call('listPlayers', { token: fan.token, query: { competition: world.leagueId } });
    expect(all.statusCode).toBe(200);
    expect(all.json().meta).toEqual({ current_page: 1, last_page: 2 });
    const keepers = await world.api.call('listPlayers', { token: fan.token, query: { competition: world.leagueId, position: 'Goalkeeper' } });
    expect(keepers.json().data).toHaveLength(3);
    const liverpool = await world.api.call('listPlayers', {
      token: fan.token,
      query: { competition: world.leagueId, team: world.teams.home, price_from: 5, price_to: 6 },
      locale: 'ar',
    });
    const rows = liverpool.json().data as { price: number; team: { name: string }; common_name: string; stats: Record<string, unknown> }[];
    expect(rows.map((row) => row.price)).toEqual([6, 5.5, 5]);
    expect(rows[0]!.team.name).toBe('ليفربول');
    expect(rows[0]!.common_name).toMatch(/^لاعب LIV/);
    expect(rows[0]!.stats.appearances).toEqual({ value: 0, featured: false });
    const named = await world.api.call('listPlayers', { token: fan.token, query: { competition: world.leagueId, q: 'ARS Player 1' } });
    expect(named.json().data.map((row: { common_name: string }) => row.common_name).sort()).toEqual(['ARS Player 1', 'ARS Player 10', 'ARS Player 11', 'ARS Player 12']);
    const bad = await world.api.call('listPlayers', { token: fan.token, query: { competition: world.leagueId, position: 'Striker', price_from: -1 } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['position', 'price_from']);
  });
});

describe('POST /v2/predictions/multiple', () => {
  const save = (user: TestUser, game_id: number, bets: { bet_id: number; value: unknown }[], locale?: 'en' | 'ar') =>
    world.api.call('savePredictions', { token: user.token, body: { game_id, bets }, ...(locale ? { locale } : {}) });

  it('saves every bet type and answers the updated match item', async () => {
    const [score, yesNo, list, counter] = await world.betsOf(match.open);
    const response = await save(fan, match.open, [
      { bet_id: score!.id, value: { home_goals: 2, away_goals: 1 } },
      { bet_id: yesNo!.id, value: 'yes' },
      { bet_id: list!.id, value: '1' },
      { bet_id: counter!.id, value: 3 },
    ]);
    expect(response.statusCode).toBe(200);
    const item = response.json().data;
    expect(item.game_score_bet.current_user_prediction).toEqual({ value: { home_goals: 2, away_goals: 1 }, points: null });
    expect(item.bets.map((bet: { current_user_prediction: { value: unknown } }) => bet.current_user_prediction.value)).toEqual([
      { home_goals: 2, away_goals: 1 },
      'yes',
      '1',
      3,
    ]);
  });

  it('updates in place (one prediction per user and bet)', async () => {
    const [score] = await world.betsOf(match.open);
    await save(fan, match.open, [{ bet_id: score!.id, value: { home_goals: 0, away_goals: 0 } }]);
    const rows = await world.sql('SELECT value FROM predictions WHERE user_id = $1 AND bet_id = $2', [fan.id, score!.id]);
    expect(rows).toEqual([{ value: { home_goals: 0, away_goals: 0 } }]);
  });

  it('keeps each user to their own predictions', async () => {
    const [score] = await world.betsOf(match.open);
    await save(rival, match.open, [{ bet_id: score!.id, value: { home_goals: 5, away_goals: 5 } }]);
    const mine = (await world.api.call('getGame', { token: fan.token, params: { id: match.open } })).json().data;
    const theirs = (await world.api.call('getGame', { token: rival.token, params: { id: match.open } })).json().data;
    const visitor = (await world.api.call('getGame', { params: { id: match.open } })).json().data;
    expect(mine.game_score_bet.current_user_prediction.value).toEqual({ home_goals: 0, away_goals: 0 });
    expect(theirs.game_score_bet.current_user_prediction.value).toEqual({ home_goals: 5, away_goals: 5 });
    expect(theirs.bets[1].current_user_prediction).toBeNull();
    expect(visitor.game_score_bet.current_user_prediction).toBeNull();
    const myList = (await world.api.call('listMyPredictions', { token: fan.token })).json();
    expect(myList.data.map((item: { id: number }) => item.id)).toEqual([match.open]);
    expect(myList.data[0].game_score_bet.current_user_prediction.value).toEqual({ home_goals: 0, away_goals: 0 });
    expect((await world.api.call('listMyPredictions', {})).statusCode).toBe(401);
  });

  it('refuses invalid values per question type, all or nothing, in the caller language', async () => {
    const [score, yesNo, list, counter] = await world.betsOf(match.open);
    const response = await save(
      rival,
      match.open,
      [
        { bet_id: score!.id, value: { home_goals: 1, away_goals: 0 } },
        { bet_id: yesNo!.id, value: 'maybe' },
        { bet_id: list!.id, value: '9' },
        { bet_id: counter!.id, value: 'many' },
      ],
      'ar',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'البيانات المدخلة غير صالحة.',
      errors: {
        'bets.1.value': ['اختر إحدى الإجابات المتاحة.'],
        'bets.2.value': ['اختر إحدى الإجابات المتاحة.'],
        'bets.3.value': ['أدخل عددًا صحيحًا من ٠ فأكثر.'],
      },
    });
    // The valid score in the same request was not saved either.
    const [stored] = await world.sql('SELECT value FROM predictions WHERE user_id = $1 AND bet_id = $2', [rival.id, score!.id]);
    expect(stored!.value).toEqual({ home_goals: 5, away_goals: 5 });
  });

  it('refuses malformed requests through the contract (never a 5xx)', async () => {
    const [score] = await world.betsOf(match.open);
    for (const body of [
      {},
      { game_id: match.open, bets: [] },
      { game_id: 'x', bets: [{ bet_id: score!.id, value: { home_goals: 1, away_goals: 0 } }] },
      { game_id: match.open, bets: [{ bet_id: score!.id, value: { home_goals: -1, away_goals: 0 } }] },
      { game_id: match.open, bets: [{ bet_id: score!.id }] },
    ]) {
      const response = await world.api.call('savePredictions', { token: fan.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const malformed = await world.api.call('savePredictions', { token: fan.token, payload: '{"game_id":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBeLessThan(500);
    expect((await world.api.call('savePredictions', { body: { game_id: match.open, bets: [{ bet_id: score!.id, value: { home_goals: 1, away_goals: 0 } }] } })).statusCode).toBe(401);
  });

  it('refuses bets of another match, repeated bets and a score given for a bonus question', async () => {
    const [score, yesNo] = await world.betsOf(match.open);
    const [otherScore] = await world.betsOf(match.tomorrow);
    const response = await save(fan, match.open, [
      { bet_id: otherScore!.id, value: { home_goals: 1, away_goals: 0 } },
      { bet_id: score!.id, value: { home_goals: 1, away_goals: 0 } },
      { bet_id: score!.id, value: { home_goals: 2, away_goals: 0 } },
      { bet_id: yesNo!.id, value: { home_goals: 1, away_goals: 0 } },
      { bet_id: score!.id + 999_999, value: 'yes' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'bets.0.bet_id': ['This question does not belong to this match.'],
      'bets.2.bet_id': ['Each question may be answered only once per request.'],
      'bets.3.value': ['Choose one of the offered answers.'],
      'bets.4.bet_id': ['This question does not belong to this match.'],
    });
    expect((await save(fan, 999_999, [{ bet_id: score!.id, value: 'yes' }])).statusCode).toBe(404);
  });

  it('refuses a match locked one hour before kick-off, and live or finished matches', async () => {
    for (const id of [match.soon, match.live, match.done]) {
      const [score] = await world.betsOf(id);
      const response = await save(fan, id, [{ bet_id: score!.id, value: { home_goals: 1, away_goals: 0 } }]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ game_id: ['Predictions for this match are closed (they close one hour before kick-off).'] });
    }
    // The lock follows the server clock: at 13:59:59 the 15:00 match is open, at 14:00 closed.
    const [score] = await world.betsOf(match.open);
    world.clock.set('2026-11-21T13:59:59Z');
    expect((await save(fan, match.open, [{ bet_id: score!.id, value: { home_goals: 1, away_goals: 1 } }])).statusCode).toBe(200);
    world.clock.set('2026-11-21T14:00:00Z');
    expect((await save(fan, match.open, [{ bet_id: score!.id, value: { home_goals: 3, away_goals: 1 } }])).statusCode).toBe(422);
    world.clock.set('2026-11-21T12:00:00Z');
  });

  it('refuses an inactive bet or one past its own close', async () => {
    const [, yesNo, list] = await world.betsOf(match.tomorrow);
    await world.sql('UPDATE bets SET active = false WHERE id = $1', [yesNo!.id]);
    await world.sql("UPDATE bets SET active_to = '2026-11-21T11:00:00Z' WHERE id = $1", [list!.id]);
    const response = await save(fan, match.tomorrow, [
      { bet_id: yesNo!.id, value: 'yes' },
      { bet_id: list!.id, value: 'draw' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'bets.0.bet_id': ['This question is closed for predictions.'],
      'bets.1.bet_id': ['This question is closed for predictions.'],
    });
    const item = (await world.api.call('getGame', { params: { id: match.tomorrow } })).json().data;
    expect(item.bets.map((bet: { active: boolean }) => bet.active)).toEqual([true, false, false, true]);
    expect(item.match.state.flags).toEqual(['predictable']);
  });
});
