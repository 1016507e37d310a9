import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { num } from '../../src/platform/database/rows.ts';
import { scoreMatch } from '../../src/football/scoring.ts';
import { sendScoringNotices } from '../../src/football/scoring-notices.ts';
import { SIMULATOR_TICK_JOB } from '../../src/football/jobs.ts';
import { simulatorTick } from '../../src/football/simulator/simulator.ts';
import { updateUser, type TestUser } from '../helpers/harness.ts';
import { createWorld, type World } from './world.ts';

let world: World;
let admin: TestUser;
let fan: TestUser;
let rival: TestUser;

beforeAll(async () => {
  world = await createWorld();
  admin = await world.admin();
  fan = await world.api.newUser({ name: 'Fan' });
  rival = await world.api.newUser({ name: 'Rival' });
  await updateUser(world.api, rival.id, { settings: { language: 'ar', receive_notifications: true, auto_navigate_to_next_prediction: true, referral_code: 'RIVAL234' } });
}, 180_000);
afterAll(() => world?.api.close());

/** Works the job queue until it is empty: scoring after a final whistle is a job. */
const drain = () => world.api.app.jobs.drain();
const points = async (user: TestUser) => num((await world.sql('SELECT points FROM users WHERE id = $1', [user.id]))[0]!.points);

/** A match two hours ahead with the fan predicting 2-1 (yes, margin 1, 3 goals) and the rival 1-0 (total 1). */
async function predictedMatch() {
  const id = await world.addMatch({ minutesFromNow: 120 });
  const [score, yesNo, list, counter] = await world.betsOf(id);
  const save = (user: TestUser, bets: { bet_id: number; value: unknown }[]) =>
    world.api.call('savePredictions', { token: user.token, body: { game_id: id, bets } });
  expect(
    (
      await save(fan, [
        { bet_id: score!.id, value: { home_goals: 2, away_goals: 1 } },
        { bet_id: yesNo!.id, value: 'yes' },
        { bet_id: list!.id, value: '1' },
        { bet_id: counter!.id, value: 3 },
      ])
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await save(rival, [
        { bet_id: score!.id, value: { home_goals: 1, away_goals: 0 } },
        { bet_id: counter!.id, value: 1 },
      ])
    ).statusCode,
  ).toBe(200);
  return id;
}

const patch = (id: number, body: Record<string, unknown>, token = admin.token, locale?: 'ar') =>
  world.api.call('adminUpdateMatch', { token, params: { id }, body, ...(locale ? { locale } : {}) });

describe('admin match operations', () => {
  it('are for admins only', async () => {
    const id = await world.addMatch({ minutesFromNow: 60 });
    expect((await patch(id, { state: 'LIVE' }, fan.token)).statusCode).toBe(403);
    expect((await world.api.call('adminUpdateMatch', { params: { id }, body: { state: 'LIVE' } })).statusCode).toBe(401);
    expect((await world.api.call('adminCorrectResult', { token: fan.token, params: { id }, body: { home_goals: 1, away_goals: 0 } })).statusCode).toBe(403);
    expect((await world.api.call('adminAddMatchEvent', { token: fan.token, params: { id }, body: { player_id: 1, type: 'goal', minute: 3 } })).statusCode).toBe(403);
    expect((await world.api.call('adminImportOpenfootball', { token: fan.token, body: { name: 'English Premier League 2024/25', matches: [] } })).statusCode).toBe(403);
  });

  it('sets state, minute and score', async () => {
    const id = await world.addMatch({ minutesFromNow: 60 });
    const live = await patch(id, { state: 'LIVE' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ id, state: { code: 'LIVE', name: 'Live', flags: [] }, minute: 0, home_goals: 0, away_goals: 0 });
    const goal = await patch(id, { minute: 23, home_goals: 1 }, admin.token, 'ar');
    expect(goal.json().data).toMatchObject({ minute: 23, home_goals: 1, away_goals: 0, state: { name: 'مباشر' } });
    expect(goal.json().data.home_team.name).toBe('ليفربول');
  });

  it('refuses impossible changes with 422, and unknown matches with 404', async () => {
    const id = await world.addMatch({ minutesFromNow: 60 });
    expect((await patch(id, { home_goals: 1 })).json()).toMatchObject({ errors: { home_goals: ['A match that has not started has no score.'] } });
    expect((await patch(id, {})).statusCode).toBe(422);
    expect((await patch(id, { minute: 200, state: 'OVER' })).statusCode).toBe(422);
    expect((await patch(999_999, { state: 'LIVE' })).statusCode).toBe(404);
    // Ids beyond the contract's bound (2^53 - 1) are refused before any lookup.
    expect((await world.api.call('adminUpdateMatch', { token: admin.token, params: { id: '100000000000000000000' }, body: { state: 'LIVE' } })).statusCode).toBe(422);
    const hugeCorrection = await world.api.call('adminCorrectResult', { token: admin.token, params: { id: '100000000000000000000' }, body: { home_goals: 1, away_goals: 0 } });
    expect(hugeCorrection.statusCode).toBe(422);
    await patch(id, { state: 'FINISHED', home_goals: 1, away_goals: 1 });
    const reopen = await patch(id, { state: 'LIVE' }, admin.token, 'ar');
    expect(reopen.statusCode).toBe(422);
    expect(reopen.json().errors.state).toEqual(['لا يمكن إعادة فتح مباراة انتهت؛ صحّح نتيجتها بدلًا من ذلك.']);
    const notFinished = await world.addMatch({ minutesFromNow: 60 });
    const correction = await world.api.call('adminCorrectResult', { token: admin.token, params: { id: notFinished }, body: { home_goals: 1, away_goals: 0 } });
    expect(correction.statusCode).toBe(422);
    expect(correction.json().errors).toEqual({ state: ['Only a finished match has a result to correct.'] });
  });

  it('records player events of the two teams only', async () => {
    const id = await world.addMatch({ minutesFromNow: -10 });
    const scorer = world.players.home[10]!;
    const added = await world.api.call('adminAddMatchEvent', { token: admin.token, params: { id }, body: { player_id: scorer, type: 'goal', minute: 7 } });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual({ id: expect.any(Number), match_id: id, player_id: scorer, type: 'goal', minute: 7, count: 1 });
    const outsider = await world.api.call('adminAddMatchEvent', { token: admin.token, params: { id }, body: { player_id: world.players.other[0], type: 'goal', minute: 8 } });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().errors).toEqual({ player_id: ['This player does not play for either team of the match.'] });
    const bad = await world.api.call('adminAddMatchEvent', { token: admin.token, params: { id }, body: { player_id: scorer, type: 'dance', minute: 300 } });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['minute', 'type']);
    expect((await world.api.call('adminAddMatchEvent', { token: admin.token, params: { id: 999_999 }, body: { player_id: scorer, type: 'goal', minute: 1 } })).statusCode).toBe(404);
    const hugePlayer = await world.api.call('adminAddMatchEvent', { token: admin.token, params: { id }, body: { player_id: 1e20, type: 'goal', minute: 1 } });
    expect(hugePlayer.statusCode).toBe(422);
    // Player stats count the event.
    const players = await world.api.call('listPlayers', { token: fan.token, query: { competition: world.leagueId, team: world.teams.home, q: 'LIV Player 11' } });
    expect(players.json().data[0].stats.goals).toEqual({ value: 1, featured: true });
  });
});

describe('scoring', () => {
  it('scores predictions when a match finishes, updates totals and notifies', async () => {
    const id = await predictedMatch();
    const [fanBefore, rivalBefore] = [await points(fan), await points(rival)];
    const finished = await patch(id, { state: 'FINISHED', home_goals: 2, away_goals: 1 });
    expect(finished.json().data).toMatchObject({ state: { code: 'FINISHED' }, minute: 90 });
    // The final whistle enqueued the scoring; a worker does it (here: the test, now).
    await drain();
    // Fan: exact 2-1 (7) + both score (2) + margin 1 (3) + 3 goals (5) = 17. Rival: winner (3) + total wrong = 3.
    expect((await points(fan)) - fanBefore).toBe(17);
    expect((await points(rival)) - rivalBefore).toBe(3);
    const item = (await world.api.call('getGame', { token: fan.token, params: { id } })).json().data;
    expect(item.current_user_points).toEqual({ amount: 17 });
    expect(item.game_score_bet.current_user_prediction.points).toEqual({ amount: 7 });
    expect(item.bets.map((bet: { current_user_prediction: { points: { amount: number } } }) => bet.current_user_prediction.points.amount)).toEqual([7, 2, 3, 5]);
    const rivalItem = (await world.api.call('getGame', { token: rival.token, params: { id } })).json().data;
    expect(rivalItem.current_user_points).toEqual({ amount: 3 });
    expect(rivalItem.bets[1].current_user_prediction).toBeNull();

    const fanNotes = (await world.api.call('listMyNotifications', { token: fan.token })).json().data;
    expect(fanNotes[0]).toMatchObject({ type: 'other', payload: { title: 'Your prediction was scored', body: 'Liverpool 2–1 Arsenal: your predictions earned 17 points.' } });
    // Written in both languages: the rival's app (Arabic) reads it in Arabic, as would an English one in English.
    const rivalNotes = (await world.api.call('listMyNotifications', { token: rival.token, locale: 'ar' })).json().data;
    expect(rivalNotes[0].payload).toMatchObject({ title: 'تم احتساب توقعك', body: 'ليفربول ٢–١ آرسنال: حصلت توقعاتك على ٣ نقاط.' });
    const rivalInEnglish = (await world.api.call('listMyNotifications', { token: rival.token, locale: 'en' })).json().data;
    expect(rivalInEnglish[0].payload).toMatchObject({ title: 'Your prediction was scored', body: 'Liverpool 2–1 Arsenal: your predictions earned 3 points.' });
  });

  it('re-scores idempotently: repeating changes nothing, a correction moves totals by the difference', async () => {
    const id = await predictedMatch();
    await patch(id, { state: 'FINISHED', home_goals: 2, away_goals: 1 });
    await drain();
    const [fanScored, rivalScored] = [await points(fan), await points(rival)];
    const notes = async () => num((await world.sql('SELECT count(*) AS n FROM notifications'))[0]!.n);
    const notesBefore = await notes();

    const again = await scoreMatch(world.api.app.services.database, id, world.clock());
    expect(again).toMatchObject({ predictions: 6, answersChanged: 0, usersChanged: 0 });
    await patch(id, { state: 'FINISHED', home_goals: 2, away_goals: 1 });
    await drain();
    expect([await points(fan), await points(rival)]).toEqual([fanScored, rivalScored]);
    expect(await notes()).toBe(notesBefore);

    const corrected = await world.api.call('adminCorrectResult', { token: admin.token, params: { id }, body: { home_goals: 1, away_goals: 0, note: 'Goal disallowed by VAR' } });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data).toMatchObject({ home_goals: 1, away_goals: 0, state: { code: 'FINISHED' } });
    await drain();
    // Fan 17 → 2-1 vs 1-0: winner 3, both score no 0, margin 1 → 3, total 3 vs 1 → 0: 6 (−11). Rival: exact 7 + total 5 = 12 (+9).
    expect((await points(fan)) - fanScored).toBe(-11);
    expect((await points(rival)) - rivalScored).toBe(9);
    const [audit] = await world.sql('SELECT previous_home_goals, home_goals, note, admin_id FROM result_corrections WHERE match_id = $1', [id]);
    expect(audit).toMatchObject({ previous_home_goals: 2, home_goals: 1, note: 'Goal disallowed by VAR' });
    expect(num(audit!.admin_id)).toBe(admin.id);
    expect(await notes()).toBe(notesBefore + 2);
    const [note] = (await world.api.call('listMyNotifications', { token: fan.token })).json().data;
    expect(note.payload).toMatchObject({ title: 'A result was corrected', body: 'Liverpool 1–0 Arsenal: your predictions now earn 6 points.' });

    // Correcting back restores the first totals exactly.
    await world.api.call('adminCorrectResult', { token: admin.token, params: { id }, body: { home_goals: 2, away_goals: 1 } });
    await drain();
    expect([await points(fan), await points(rival)]).toEqual([fanScored, rivalScored]);
    const settled = await world.sql('SELECT correct_answer FROM bets WHERE match_id = $1 ORDER BY position', [id]);
    expect(settled.map((row) => row.correct_answer)).toEqual([null, 'yes', '1', 3]);
  });

  it('gives points first and the notifications by their own job, once, in the wording of the first notice still waiting', async () => {
    const id = await predictedMatch();
    const database = world.api.app.services.database;
    const fanNotes = async () => num((await world.sql("SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND payload ? 'match_id'", [fan.id]))[0]!.n);
    const notesBefore = await fanNotes();
    await world.sql(`UPDATE matches SET state = 'FINISHED', minute = 90, home_goals = 2, away_goals = 1 WHERE id = $1`, [id]);
    expect(await scoreMatch(database, id, world.clock())).toMatchObject({ usersChanged: 2, notices: 2 });
    // The points are there; the notifications wait for the notify-scoring job.
    expect((await world.api.call('getGame', { token: fan.token, params: { id } })).json().data.current_user_points).toEqual({ amount: 17 });
    expect(await fanNotes()).toBe(notesBefore);
    // A correction before they were sent: one notice per fan still, with the new points and the first wording.
    await world.sql('UPDATE matches SET home_goals = 1, away_goals = 0 WHERE id = $1', [id]);
    expect(await scoreMatch(database, id, world.clock())).toMatchObject({ notices: 2 });
    expect(await sendScoringNotices(database, id)).toBe(2);
    expect(await sendScoringNotices(database, id)).toBe(0);
    expect(await fanNotes()).toBe(notesBefore + 1);
    const [note] = (await world.api.call('listMyNotifications', { token: fan.token })).json().data;
    expect(note.payload).toMatchObject({ title: 'Your prediction was scored', body: 'Liverpool 1–0 Arsenal: your predictions earned 6 points.' });
    await drain();
    expect(await fanNotes()).toBe(notesBefore + 1);
  });

  it('does not score a match that is not finished', async () => {
    const id = await predictedMatch();
    expect(await scoreMatch(world.api.app.services.database, id, world.clock())).toBeNull();
  });
});

describe('live simulator', () => {
  it('steps a simulated match through kick-off, minutes and full time, then scores it', async () => {
    const id = await predictedMatch();
    await world.sql('UPDATE matches SET simulated = true WHERE id = $1', [id]);
    const database = world.api.app.services.database;
    const settings = { seed: 7, speed: 1 };
    const fanBefore = await points(fan);

    expect(await simulatorTick(database, settings, () => new Date('2026-11-21T13:59:00Z'))).toEqual({ advanced: 0, started: [], finished: [] });
    const kickOff = await simulatorTick(database, settings, () => new Date('2026-11-21T14:00:30Z'));
    expect(kickOff.started).toEqual([id]);
    let item = (await world.api.call('getGame', { params: { id } })).json().data;
    expect(item.match).toMatchObject({ state: { code: 'LIVE' }, minute: 0, home_goals: 0, away_goals: 0 });
    const lineups = await world.sql("SELECT count(*) AS n FROM match_events WHERE match_id = $1 AND type = 'lineup'", [id]);
    expect(num(lineups[0]!.n)).toBe(22);

    await simulatorTick(database, settings, () => new Date('2026-11-21T14:45:00Z'));
    item = (await world.api.call('getGame', { params: { id } })).json().data;
    expect(item.match).toMatchObject({ state: { code: 'LIVE' }, minute: 45 });
    // A repeated tick at the same time changes nothing.
    expect((await simulatorTick(database, settings, () => new Date('2026-11-21T14:45:00Z'))).advanced).toBe(0);

    const fullTime = await simulatorTick(database, settings, () => new Date('2026-11-21T15:40:00Z'));
    expect(fullTime.finished).toEqual([id]);
    await drain();
    item = (await world.api.call('getGame', { token: fan.token, params: { id } })).json().data;
    expect(item.match).toMatchObject({ state: { code: 'FINISHED' }, minute: 90 });
    const goals = await world.sql("SELECT count(*) AS n FROM match_events WHERE match_id = $1 AND type = 'goal'", [id]);
    expect(num(goals[0]!.n)).toBe(item.match.home_goals + item.match.away_goals);
    expect(item.current_user_points.amount).toBe((await points(fan)) - fanBefore);
    expect((await simulatorTick(database, settings, () => new Date('2026-11-21T16:00:00Z'))).advanced).toBe(0);
  });

  it('plays the same match the same way in one catch-up tick as in many small ones', async () => {
    const database = world.api.app.services.database;
    const settings = { seed: 7, speed: 3 };
    const first = await world.addMatch({ minutesFromNow: 600, simulated: true });
    const kickOff = new Date(world.clock().getTime() + 600 * 60_000);
    for (let minute = 0; minute <= 31; minute++) await simulatorTick(database, settings, () => new Date(kickOff.getTime() + minute * 60_000));
    const stepped = await world.sql('SELECT state, minute, home_goals, away_goals FROM matches WHERE id = $1', [first]);
    const steppedEvents = await world.sql('SELECT player_id, type, minute FROM match_events WHERE match_id = $1 ORDER BY minute, id', [first]);
    // Replay the same match id from scratch in one go (delete and recreate its state).
    await world.sql("UPDATE matches SET state = 'NOT_STARTED', minute = NULL, home_goals = NULL, away_goals = NULL, scored_at = NULL WHERE id = $1", [first]);
    await world.sql('DELETE FROM match_events WHERE match_id = $1', [first]);
    await world.sql('DELETE FROM answer_points WHERE bet_id IN (SELECT id FROM bets WHERE match_id = $1)', [first]);
    await simulatorTick(database, settings, () => new Date(kickOff.getTime() + 31 * 60_000));
    expect(await world.sql('SELECT state, minute, home_goals, away_goals FROM matches WHERE id = $1', [first])).toEqual(stepped);
    expect(stepped[0]!.state).toBe('FINISHED');
    expect(await world.sql('SELECT player_id, type, minute FROM match_events WHERE match_id = $1 ORDER BY minute, id', [first])).toEqual(steppedEvents);
  });

  it('runs as the scheduled simulator-tick job, whose full time enqueues the scoring', async () => {
    const id = await world.addMatch({ minutesFromNow: -100, simulated: true });
    await world.api.app.jobs.send(SIMULATOR_TICK_JOB, {});
    await drain();
    const [row] = await world.sql('SELECT state, scored_at FROM matches WHERE id = $1', [id]);
    expect(row!.state).toBe('FINISHED');
    expect(row!.scored_at).not.toBeNull();
  });

  it('never touches matches that are not simulated', async () => {
    const id = await world.addMatch({ minutesFromNow: -30 });
    await simulatorTick(world.api.app.services.database, { seed: 7, speed: 1 }, () => world.clock());
    const [row] = await world.sql('SELECT state FROM matches WHERE id = $1', [id]);
    expect(row!.state).toBe('NOT_STARTED');
  });
});
