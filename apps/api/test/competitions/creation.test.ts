import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleCompetition } from '../../src/competitions/settlement.ts';
import { num } from '../../src/platform/database/rows.ts';
import { befriend, type TestUser } from '../helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from './world.ts';

/** The creation wizard's POST /v2/competitions and the admin review (competitions §2, §4, §5; docs/decisions/competition-creation.md). */
let world: CompetitionWorld;
let admin: TestUser;
let italianLeague = 0;
let egyptianLeague = 0;

beforeAll(async () => {
  world = await createCompetitionWorld();
  admin = await world.api.newAdmin();
  italianLeague = num((await world.sql('SELECT id FROM leagues WHERE code = $1', ['it.1']))[0]!.id);
  egyptianLeague = num((await world.sql('SELECT id FROM leagues WHERE code = $1', ['eg.1']))[0]!.id);
}, 180_000);
afterAll(() => world?.api.close());

/** Minutes to a kick-off a new competition may take: two days, beyond the day it needs for review and joins. */
const LATER = 2 * 24 * 60;

async function matchIn(leagueId: number, minutesFromNow: number) {
  const [season] = await world.sql('INSERT INTO seasons (league_id, name) VALUES ($1, $2) RETURNING id', [leagueId, `s-${leagueId}-${minutesFromNow}-${Math.random()}`]);
  const [row] = await world.sql('INSERT INTO matches (season_id, home_team_id, away_team_id, start_at) VALUES ($1, $2, $3, $4) RETURNING id', [
    season!.id,
    world.teams.home,
    world.teams.away,
    new Date(world.clock().getTime() + minutesFromNow * 60_000),
  ]);
  return num(row!.id);
}

const form = (matchIds: number[], overrides: Record<string, unknown> = {}) => ({
  name: 'Derby Predictors',
  type: 1,
  entry_fee: 10,
  winning_strategy: 'top-3',
  participants: { min: 2, max: 30 },
  match_ids: matchIds,
  ...overrides,
});

const create = (user: TestUser, body: Record<string, unknown>, locale: 'en' | 'ar' = 'en') => world.api.call('createCompetition', { token: user.token, locale, body });
const lobbyIds = async (user: TestUser | null) =>
  (await world.api.call('listCompetitions', { token: user?.token, query: { state: 'upcoming' } })).json().data.map((competition: { id: number }) => competition.id);

describe('creating a competition', () => {
  it('lets any fan create one: pending approval, theirs alone to see, with the pool the domain computes', async () => {
    const creator = await world.fan(100);
    const ids = [await matchIn(world.leagueId, LATER), await matchIn(italianLeague, LATER + 300)];
    const response = await create(creator, form(ids));
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ name: 'Derby Predictors', type: 1, status: 'pending-approval', state: 'upcoming', entry_fee: 10, joined: false, participants: { current: 0, min: 2, max: 30 } });
    expect(created.season.game_count).toBe(2);
    expect(await lobbyIds(creator)).toContain(created.id);
    const other = await world.fan();
    expect(await lobbyIds(other)).not.toContain(created.id);
    expect(await lobbyIds(null)).not.toContain(created.id);
    expect((await world.api.call('getCompetition', { token: other.token, params: { id: created.id } })).statusCode).toBe(404);
    expect((await world.api.call('joinCompetition', { token: other.token, params: { id: created.id } })).statusCode).toBe(404);
  });

  it('refuses what the rules refuse, in the caller’s language', async () => {
    const creator = await world.fan();
    const english = await matchIn(world.leagueId, LATER);
    const italian = await matchIn(italianLeague, LATER);
    const egyptian = await matchIn(egyptianLeague, LATER);
    const started = await matchIn(world.leagueId, -10);
    const mixedFantasy = await create(creator, form([english, italian], { type: 2, budget: 30 }), 'ar');
    expect(mixedFantasy.statusCode).toBe(422);
    expect(mixedFantasy.json().errors.match_ids).toEqual(['يجب أن تكون كل مباريات مسابقة الفانتازي من الدوري نفسه.']);
    const disallowed = await create(creator, form([egyptian]));
    expect(disallowed.statusCode).toBe(422);
    expect(disallowed.json().errors.match_ids[0]).toMatch(/allowed leagues/);
    expect((await create(creator, form([started]))).statusCode).toBe(422);
    expect((await create(creator, form([987654321]))).statusCode).toBe(422);
    const minAboveMax = await create(creator, form([english], { participants: { min: 40, max: 30 } }));
    expect(Object.keys(minAboveMax.json().errors)).toEqual(['participants']);
    expect((await create(creator, form(Array.from({ length: 501 }, (_, index) => index + 1)))).statusCode).toBe(422);
    expect((await create(creator, form([english], { name: '   ' }))).json().errors.name).toEqual(['Enter a name for the competition.']);
  });

  it('refuses a first match that leaves no day for an admin’s review and players’ joins, in the caller’s language (issue 30, defect 3)', async () => {
    const creator = await world.fan(100);
    const withinTheHour = await matchIn(world.leagueId, 50);
    const tonight = await matchIn(world.leagueId, 8 * 60);
    const later = await matchIn(world.leagueId, LATER);
    const soon = await create(creator, form([later, withinTheHour]), 'ar');
    expect(soon.statusCode).toBe(422);
    expect(soon.json().errors.match_ids).toEqual(['أول مباراة تبدأ قريبًا جدًا. تحتاج المسابقة الجديدة أن تكون أول مباراة فيها بعد ٢٤ ساعة على الأقل: وقت ليراجعها المشرف ويشترك فيها اللاعبون.']);
    expect((await create(creator, form([tonight]))).json().errors.match_ids[0]).toMatch(/^Your first match starts too soon\./);
    expect(await world.sql("SELECT 1 FROM competitions WHERE creator_id = $1", [creator.id])).toEqual([]);
    expect((await create(creator, form([await matchIn(world.leagueId, 24 * 60 + 1)]))).statusCode).toBe(201);
  });

  it('makes a fantasy competition of one league with the default budget of 30 M', async () => {
    const creator = await world.fan();
    const response = await create(creator, form([await matchIn(italianLeague, LATER), await matchIn(italianLeague, LATER + 100)], { type: 2, budget: 0 }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ type: 2, budget: 30 });
    expect(response.json().data.season.competition.name).toBe('Italian Serie A');
  });

  it('takes the creator’s seat once with auto_join, and creates the competition even when they cannot pay', async () => {
    const creator = await world.fan(25);
    const joined = await create(creator, form([await matchIn(world.leagueId, LATER)], { auto_join: true }));
    expect(joined.json().data).toMatchObject({ joined: true, participants: { current: 1 } });
    const [wallet] = await world.sql('SELECT coins FROM users WHERE id = $1', [creator.id]);
    expect(num(wallet!.coins)).toBe(15);
    const poor = await world.fan(0);
    const notJoined = await create(poor, form([await matchIn(world.leagueId, LATER)], { auto_join: true }));
    expect(notJoined.statusCode).toBe(201);
    expect(notJoined.json().data.joined).toBe(false);
  });

  it('lets only a group’s managers create in it', async () => {
    const manager = await world.fan();
    const member = await world.fan();
    const group = (await world.api.call('createGroup', { token: manager.token, body: { name: 'Friday five', type: 'private' } })).json().data.data;
    await befriend(world.api, manager, member);
    await world.api.call('addGroupMember', { token: manager.token, params: { id: group.id }, body: { user_id: member.id, role: 1 } });
    const match = await matchIn(world.leagueId, LATER);
    expect((await create(member, form([match], { group_id: group.id }))).statusCode).toBe(403);
    const created = await create(manager, form([match], { group_id: group.id }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.group_id).toBe(group.id);
  });
});

describe('the admin review', () => {
  it('lists the pending ones for admins only, publishes an approved one and tells its creator', async () => {
    const creator = await world.fan();
    const id = (await create(creator, form([await matchIn(world.leagueId, LATER)]))).json().data.id;
    expect((await world.api.call('listCompetitions', { token: creator.token, query: { status: 'pending-approval' } })).statusCode).toBe(403);
    const queue = await world.api.call('listCompetitions', { token: admin.token, query: { status: 'pending-approval' } });
    expect(queue.json().data.map((competition: { id: number }) => competition.id)).toContain(id);
    expect((await world.api.call('adminApproveCompetition', { token: creator.token, params: { id } })).statusCode).toBe(403);
    const approved = await world.api.call('adminApproveCompetition', { token: admin.token, params: { id } });
    expect(approved.json().data.status).toBe('approved');
    expect(await lobbyIds(await world.fan())).toContain(id);
    const notices = (await world.api.call('listMyNotifications', { token: creator.token })).json().data;
    expect(notices[0].payload).toMatchObject({ title: 'Your competition is published', body: 'Derby Predictors was approved and fans can now join it.' });
    expect((await world.api.call('adminApproveCompetition', { token: admin.token, params: { id } })).statusCode).toBe(422);
  });

  it('rejects with a reason, refunds the creator’s seat exactly once, and tells them why', { tags: ['postgres'] }, async () => {
    const creator = await world.fan(50);
    const id = (await create(creator, form([await matchIn(world.leagueId, LATER)], { auto_join: true }))).json().data.id;
    const reject = () => world.api.call('adminRejectCompetition', { token: admin.token, params: { id }, body: { reason: 'Too few matches' } });
    const [first, second] = await Promise.all([reject(), reject()]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 422]);
    const [wallet] = await world.sql('SELECT coins FROM users WHERE id = $1', [creator.id]);
    expect(num(wallet!.coins)).toBe(50);
    const answer = await world.api.call('getCompetition', { token: creator.token, params: { id } });
    expect(answer.json().data).toMatchObject({ status: 'rejected', state: 'past', joined: false });
    const notices = (await world.api.call('listMyNotifications', { token: creator.token })).json().data;
    expect(notices[0].payload).toMatchObject({ title: 'Your competition was not approved', body: 'Derby Predictors was not approved: Too few matches' });
    expect((await world.api.call('joinCompetition', { token: creator.token, params: { id } })).statusCode).toBe(422);
  });

  it('never settles a competition still under review or rejected, however its matches end', async () => {
    const creator = await world.fan(50);
    const matchId = await matchIn(world.leagueId, LATER);
    const pending = (await create(creator, form([matchId], { auto_join: true, participants: { min: 1, max: 30 } }))).json().data.id;
    const rejected = (await create(creator, form([matchId], { participants: { min: 1, max: 30 } }))).json().data.id;
    await world.api.call('adminRejectCompetition', { token: admin.token, params: { id: rejected }, body: { reason: null } });
    // The match ends, is scored and both rankings are current: all an approved competition needs to settle.
    await world.sql("UPDATE matches SET state = 'FINISHED', home_goals = 1, away_goals = 0, scored_at = $2 WHERE id = $1", [matchId, world.clock()]);
    for (const id of [pending, rejected]) {
      await world.sql('INSERT INTO competition_rankings (competition_id, scored_through, participants, members_changed, ranked_at) VALUES ($1, $2, 1, false, $2)', [id, world.clock()]);
      expect(await settleCompetition(world.api.app.services.database, id, world.clock(), { eksabShare: 0.1, holdHours: 48 })).toBeNull();
    }
    expect(await world.sql('SELECT 1 FROM user_prizes WHERE competition_id = ANY($1::bigint[])', [[pending, rejected]])).toEqual([]);
  });
});
