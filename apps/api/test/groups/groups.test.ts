import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, createHarness, updateUser, type Harness } from '../helpers/harness.ts';
import { groupWorld } from './world.ts';

let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.app.services.database.query<T>(text, params);

describe('creating a group', () => {
  it('makes the creator its manager, gives it a code as ID and a private group an entry code only its managers see', async () => {
    const { manager, member, privateId, publicId } = await groupWorld(api);
    const mine = (await api.call('getGroup', { token: manager.token, params: { id: privateId } })).json().data;
    expect(mine).toMatchObject({ name: 'Office League', type: 'private', joined: true, member_count: 2, manager_count: 1 });
    expect(mine.code).toMatch(/^G-[A-Z2-9]{6}$/);
    expect(mine.entry_code).toMatch(/^[A-Z2-9]{6}$/);
    expect(mine.latest_members.map((user: { name: string; role: number }) => [user.name, user.role])).toEqual([
      ['Mona Manager', 2],
      ['Omar Member', 1],
    ]);
    expect((await api.call('getGroup', { token: member.token, params: { id: privateId } })).json().data.entry_code).toBeNull();
    expect((await api.call('getGroup', { params: { id: privateId } })).json().data).toMatchObject({ joined: false, entry_code: null });
    expect((await api.call('getGroup', { token: manager.token, params: { id: publicId } })).json().data.entry_code).toBeNull();
  });

  it('refuses a name shorter than 2 characters in the caller’s language', async () => {
    const user = await api.newUser();
    const response = await api.call('createGroup', { token: user.token, locale: 'ar', body: { name: ' a ', type: 'public' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name[0]).toBe('يجب ألا يقل اسم المجموعة عن حرفين.');
  });
});

describe('joining', () => {
  it('joins a public group with one call, and joining again changes nothing', async () => {
    const { publicId, outsider } = await groupWorld(api);
    const first = await api.call('joinGroup', { token: outsider.token, params: { id: publicId }, body: { entry_code: null } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ joined: true, member_count: 3 });
    const again = await api.call('joinGroup', { token: outsider.token, params: { id: publicId }, body: { entry_code: null } });
    expect(again.json().data).toMatchObject({ joined: true, member_count: 3 });
  });

  it('takes a private group’s entry code: missing and wrong codes are refused with a message, the right one (any case) joins', async () => {
    const { privateId, outsider, entryCode } = await groupWorld(api);
    const missing = await api.call('joinGroup', { token: outsider.token, params: { id: privateId }, body: { entry_code: null } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Enter the group’s entry code to join.');
    const wrong = await api.call('joinGroup', { token: outsider.token, locale: 'ar', params: { id: privateId }, body: { entry_code: 'NOPE42' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('رمز الدخول هذا غير صحيح. تحقق منه وحاول مرة أخرى.');
    expect((await api.call('getGroup', { token: outsider.token, params: { id: privateId } })).json().data.joined).toBe(false);
    const right = await api.call('joinGroup', { token: outsider.token, params: { id: privateId }, body: { entry_code: ` ${entryCode.toLowerCase()} ` } });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ joined: true, member_count: 3 });
    const already = await api.call('joinGroup', { token: outsider.token, params: { id: privateId }, body: { entry_code: 'WRONG1' } });
    expect(already.statusCode).toBe(200);
  });

  it('counts every member once when many join a group at the same moment', { tags: ['postgres'] }, async () => {
    const { publicId } = await groupWorld(api);
    const fans = await Promise.all(Array.from({ length: 12 }, (_, index) => api.newUser({ name: `Fan ${index}` })));
    const joins = fans.flatMap((fan) => [fan, fan]).map((fan) => api.call('joinGroup', { token: fan.token, params: { id: publicId }, body: { entry_code: null } }));
    expect((await Promise.all(joins)).map((response) => response.statusCode)).toEqual(Array(24).fill(200));
    const [row] = await sql<{ member_count: unknown; rows: unknown }>(
      'SELECT member_count, (SELECT count(*) FROM group_members WHERE group_id = $1) AS rows FROM groups WHERE id = $1',
      [publicId],
    );
    expect(Number(row!.member_count)).toBe(14);
    expect(Number(row!.rows)).toBe(14);
  });
});

describe('members and roles', () => {
  it('upgrades a member, downgrades a manager, never the caller themself', async () => {
    const { manager, member, publicId } = await groupWorld(api);
    const up = await api.call('updateGroupMember', { token: manager.token, params: { id: publicId, userId: member.id }, body: { role: 2 } });
    expect(up.json().data).toMatchObject({ id: member.id, role: 2 });
    const managers = await api.call('listGroupMembers', { token: manager.token, params: { id: publicId }, query: { managers: 1 } });
    expect(managers.json().data.map((user: { id: number }) => user.id).sort()).toEqual([manager.id, member.id].sort());
    expect((await api.call('getGroup', { token: member.token, params: { id: publicId } })).json().data.manager_count).toBe(2);
    const down = await api.call('updateGroupMember', { token: member.token, params: { id: publicId, userId: manager.id }, body: { role: 1 } });
    expect(down.json().data.role).toBe(1);
    const self = await api.call('updateGroupMember', { token: member.token, params: { id: publicId, userId: member.id }, body: { role: 1 } });
    expect(self.statusCode).toBe(422);
    const role = await api.call('getGroupMember', { token: manager.token, params: { id: publicId, userId: manager.id } });
    expect(role.json().data.data.role).toBe(1);
  });

  it('lets a manager remove others, lets members leave, and keeps the last manager while others remain', async () => {
    const { manager, member, outsider, publicId } = await groupWorld(api);
    await api.call('joinGroup', { token: outsider.token, params: { id: publicId }, body: { entry_code: null } });
    expect((await api.call('removeGroupMember', { token: manager.token, params: { id: publicId, userId: outsider.id } })).statusCode).toBe(204);
    const removedSelf = await api.call('removeGroupMember', { token: manager.token, params: { id: publicId, userId: manager.id } });
    expect(removedSelf.statusCode).toBe(422);
    expect(removedSelf.json().message).toMatch(/last manager/);
    expect((await api.call('removeGroupMember', { token: member.token, params: { id: publicId, userId: member.id } })).statusCode).toBe(204);
    // Alone now: the last manager may leave.
    expect((await api.call('removeGroupMember', { token: manager.token, params: { id: publicId, userId: manager.id } })).statusCode).toBe(204);
    expect((await api.call('getGroup', { params: { id: publicId } })).json().data.member_count).toBe(0);
  });

  it('adds friends in bulk, keeps those already in, and tells each new member in their language', async () => {
    const { manager, member, privateId } = await groupWorld(api);
    const arabic = await api.newUser({ name: 'Laila' });
    await sql("UPDATE users SET settings = jsonb_set(settings, '{language}', '\"ar\"') WHERE id = $1", [arabic.id]);
    await befriend(api, manager, arabic);
    const response = await api.call('addGroupMembersBulk', {
      token: manager.token,
      params: { id: privateId },
      body: { members: [{ user_id: member.id, role: 1 }, { user_id: arabic.id, role: 1 }] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.map((user: { id: number; role: number }) => [user.id, user.role])).toEqual([
      [member.id, 1],
      [arabic.id, 1],
    ]);
    const notices = await api.call('listMyNotifications', { token: arabic.token, locale: 'ar' });
    const invite = notices.json().data.find((notice: { type: string }) => notice.type === 'invited-to-group');
    expect(invite.payload).toMatchObject({ group: { id: privateId, name: 'Office League' }, inviter: { name: 'Mona Manager' }, body: 'أضافك Mona Manager إلى Office League.' });
    const group = await api.call('getGroup', { token: arabic.token, params: { id: privateId } });
    expect(group.json().data).toMatchObject({ joined: true, notifications: 1, member_count: 3 });
    const unknown = await api.call('addGroupMembersBulk', { token: manager.token, params: { id: privateId }, body: { members: [{ user_id: 987654321, role: 1 }] } });
    expect(unknown.statusCode).toBe(422);
  });

  it('searches non-members for a manager, with can_add and never the caller', async () => {
    const { manager, privateId } = await groupWorld(api);
    await api.newUser({ name: 'Zeinab Searchable' });
    const response = await api.call('listGroupNonMembers', { token: manager.token, params: { id: privateId }, query: { q: 'zeinab' } });
    expect(response.json().data).toEqual([expect.objectContaining({ name: 'Zeinab Searchable', role: 0, can_add: true })]);
    const managers = await api.call('listGroupNonMembers', { token: manager.token, params: { id: privateId }, query: { q: 'Mona Manager' } });
    // Other tests' managers share the name; this group's own manager is never offered.
    expect(managers.json().data.map((user: { id: number }) => user.id)).not.toContain(manager.id);
  });
});

describe('lists', () => {
  it('lists mine newest first, all by size with a name search, and recommends public groups I am not in', async () => {
    const { manager, member, publicId, privateId } = await groupWorld(api);
    const mine = await api.call('listGroups', { token: member.token, query: { mine: 1 } });
    expect(mine.json().data.map((group: { id: number }) => group.id)).toEqual([privateId, publicId]);
    const found = await api.call('listGroups', { query: { q: 'office' } });
    expect(found.json().data.map((group: { id: number }) => group.id)).toContain(privateId);
    expect(found.json().data.every((group: { name: string }) => /office/i.test(group.name))).toBe(true);
    const stranger = await api.newUser();
    const recommended = await api.call('listGroups', { token: stranger.token, query: { recommended: 1 } });
    const ids = recommended.json().data.map((group: { id: number; type: string }) => group.id);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect(recommended.json().data.every((group: { type: string; joined: boolean }) => group.type === 'public' && !group.joined)).toBe(true);
    const managerRecommended = await api.call('listGroups', { token: manager.token, query: { recommended: 1 } });
    expect(managerRecommended.json().data.map((group: { id: number }) => group.id)).not.toContain(publicId);
    expect((await api.call('listGroups', { query: { mine: 1 } })).statusCode).toBe(401);
  });

  it('pages all groups ten at a time', async () => {
    const user = await api.newUser();
    for (let index = 0; index < 11; index++) await api.call('createGroup', { token: user.token, body: { name: `Paging ${index}`, type: 'public' } });
    const first = await api.call('listGroups', { query: { q: 'Paging' } });
    expect(first.json().data).toHaveLength(10);
    expect(first.json().meta).toEqual({ current_page: 1, last_page: 2 });
    expect((await api.call('listGroups', { query: { q: 'Paging', page: 2 } })).json().data).toHaveLength(1);
  });
});

describe('the leaderboard', () => {
  it('ranks the members by their points this month, ties sharing a rank', async () => {
    const { manager, member, outsider, publicId } = await groupWorld(api);
    await api.call('joinGroup', { token: outsider.token, params: { id: publicId }, body: { entry_code: null } });
    await updateUser(api, manager.id, { points: '12' });
    await updateUser(api, member.id, { points: '30' });
    await updateUser(api, outsider.id, { points: '12' });
    const response = await api.call('listGroupRanking', { token: manager.token, params: { id: publicId } });
    expect(response.json().data.map((row: { ranking: number; points: number; user: { name: string } }) => [row.ranking, row.points, row.user.name])).toEqual([
      [1, 30, 'Omar Member'],
      [2, 12, 'Mona Manager'],
      [2, 12, 'Sara Outsider'],
    ]);
    expect(response.json().meta).toEqual({ current_page: 1, last_page: 1, pending: false });
  });
});
