import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, createHarness, uniqueEmail, type Harness, type TestUser } from '../helpers/harness.ts';
import { groupWorld } from './world.ts';

/**
 * Issue 30, defect 11: the group wizard listed every account and selecting one made them a member at once. A fan's
 * friends are added; anyone else is invited (the invited-to-group notice) and becomes a member only by accepting.
 */
let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.app.services.database.query<T>(text, params);
const ids = (list: { id: number }[]) => list.map((user) => user.id);
const invitationsOf = (user: TestUser, locale: 'en' | 'ar' = 'en') =>
  api.call('listMyNotifications', { token: user.token, locale }).then((response) => response.json().data.filter((notice: { type: string }) => notice.type === 'invited-to-group'));

describe('adding people to a group', () => {
  it('adds the adder’s friends at once and invites anyone else, who is told in their language', async () => {
    const { manager, privateId } = await groupWorld(api);
    const friend = await api.newUser({ name: 'Farida Friend' });
    const stranger = await api.newUser({ name: 'Samir Stranger' });
    await sql("UPDATE users SET settings = jsonb_set(settings, '{language}', '\"ar\"') WHERE id = $1", [stranger.id]);
    await befriend(api, manager, friend);
    const response = await api.call('addGroupMembersBulk', {
      token: manager.token,
      params: { id: privateId },
      body: { members: [{ user_id: friend.id, role: 1 }, { user_id: stranger.id, role: 1 }] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual([
      expect.objectContaining({ id: friend.id, role: 1 }),
      expect.objectContaining({ id: stranger.id, role: 0, invited: true }),
    ]);
    expect((await api.call('getGroup', { token: friend.token, params: { id: privateId } })).json().data).toMatchObject({ joined: true, invitation: null });
    const strangerView = (await api.call('getGroup', { token: stranger.token, params: { id: privateId } })).json().data;
    expect(strangerView).toMatchObject({ joined: false, member_count: 3, invitation: { inviter: { id: manager.id, name: 'Mona Manager' }, role: 1 } });
    // Read in the stranger's language, Arabic (the list answers in the viewer's language).
    const [notice] = await invitationsOf(stranger, 'ar');
    expect(notice.payload).toMatchObject({
      group: { id: privateId, name: 'Office League' },
      inviter: { id: manager.id },
      title: 'لديك دعوة إلى مجموعة',
      body: 'دعاك Mona Manager للانضمام إلى Office League. افتح المجموعة لتقبل الدعوة أو ترفضها.',
    });
    // Invited twice: still one invitation and one notice.
    await api.call('addGroupMember', { token: manager.token, params: { id: privateId }, body: { user_id: stranger.id, role: 1 } });
    expect(await invitationsOf(stranger)).toHaveLength(1);
  });

  it('lets the invited fan in only by accepting: a private group needs no entry code then, and the manager role offered is given', async () => {
    const { manager, privateId } = await groupWorld(api);
    const stranger = await api.newUser({ name: 'Nadia Invited' });
    const added = await api.call('addGroupMember', { token: manager.token, params: { id: privateId }, body: { user_id: stranger.id, role: 2 } });
    expect(added.json().data).toMatchObject({ id: stranger.id, role: 0, invited: true });
    expect((await api.call('listGroupMembers', { token: stranger.token, params: { id: privateId } })).statusCode).toBe(403);
    const accepted = await api.call('acceptGroupInvitation', { token: stranger.token, params: { id: privateId } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ joined: true, invitation: null, notifications: 0, member_count: 3 });
    const role = await api.call('getGroupMember', { token: stranger.token, params: { id: privateId, userId: stranger.id } });
    expect(role.json().data.data.role).toBe(2);
    expect((await api.call('acceptGroupInvitation', { token: stranger.token, params: { id: privateId } })).statusCode).toBe(404);
  });

  it('drops a declined invitation and leaves the fan outside; the notice is read', async () => {
    const { manager, publicId } = await groupWorld(api);
    const stranger = await api.newUser({ name: 'Dina Declines' });
    await api.call('addGroupMember', { token: manager.token, params: { id: publicId }, body: { user_id: stranger.id, role: 1 } });
    expect((await api.call('getGroup', { token: stranger.token, params: { id: publicId } })).json().data.notifications).toBe(1);
    const declined = await api.call('declineGroupInvitation', { token: stranger.token, params: { id: publicId }, locale: 'ar' });
    expect(declined.statusCode).toBe(204);
    expect((await api.call('getGroup', { token: stranger.token, params: { id: publicId } })).json().data).toMatchObject({ joined: false, invitation: null, notifications: 0 });
    const again = await api.call('declineGroupInvitation', { token: stranger.token, params: { id: publicId }, locale: 'ar' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('ليست لديك دعوة قائمة إلى هذه المجموعة.');
  });

  it('shows the invited in the non-member search without offering them again, and clears the invitation when they join another way', async () => {
    const { manager, publicId } = await groupWorld(api);
    const stranger = await api.newUser({ name: 'Youssef Waiting' });
    await api.call('addGroupMember', { token: manager.token, params: { id: publicId }, body: { user_id: stranger.id, role: 1 } });
    const search = await api.call('listGroupNonMembers', { token: manager.token, params: { id: publicId }, query: { q: 'Youssef Waiting' } });
    expect(search.json().data).toEqual([expect.objectContaining({ id: stranger.id, role: 0, can_add: false, invited: true })]);
    await api.call('joinGroup', { token: stranger.token, params: { id: publicId }, body: { entry_code: null } });
    expect((await api.call('getGroup', { token: stranger.token, params: { id: publicId } })).json().data).toMatchObject({ joined: true, invitation: null });
    expect((await api.call('acceptGroupInvitation', { token: stranger.token, params: { id: publicId } })).statusCode).toBe(404);
  });

  it('invites, never adds, the strangers a new member brings along when joining', async () => {
    const { publicId } = await groupWorld(api);
    const joiner = await api.newUser({ name: 'Joiner' });
    const pal = await api.newUser({ name: 'Pal' });
    const stranger = await api.newUser({ name: 'Not a pal' });
    await befriend(api, joiner, pal);
    await api.call('joinGroup', { token: joiner.token, params: { id: publicId }, body: { entry_code: null, users: [pal.id, stranger.id] } });
    expect((await api.call('getGroup', { token: pal.token, params: { id: publicId } })).json().data.joined).toBe(true);
    expect((await api.call('getGroup', { token: stranger.token, params: { id: publicId } })).json().data).toMatchObject({ joined: false, invitation: { inviter: { id: joiner.id } } });
  });
});

describe('friends', () => {
  it('lists the fan’s own friends only, searchable by name: the wizard’s candidates', async () => {
    const fan = await api.newUser({ name: 'Hoda Host' });
    const [ali, amal] = [await api.newUser({ name: 'Ali Friend' }), await api.newUser({ name: 'Amal Friend' })];
    await api.newUser({ name: 'Ali Stranger' });
    await befriend(api, fan, ali);
    await befriend(api, fan, amal);
    expect(ids((await api.call('listMyFriends', { token: fan.token })).json().data).sort()).toEqual([ali.id, amal.id].sort());
    expect(ids((await api.call('listMyFriends', { token: fan.token, query: { q: 'ali' } })).json().data)).toEqual([ali.id]);
    expect((await api.call('listMyFriends', { token: fan.token, query: { q: '%' } })).json().data).toEqual([]);
  });

  it('makes a fan who signs up through a friend’s invitation link that friend’s friend', async () => {
    const inviter = await api.newUser({ name: 'Inviting Fan' });
    const profile = await api.call('getProfile', { token: inviter.token });
    const code = profile.json().data.settings.referral_code as string;
    const email = uniqueEmail('invited');
    const registered = await api.call('registerEmail', { body: { name: 'Invited Fan', email, password: 'secret123', recaptcha: 'sandbox', referrer: code } });
    expect(registered.statusCode).toBe(201);
    const friends = await api.call('listMyFriends', { token: inviter.token });
    expect(friends.json().data.map((friend: { name: string }) => friend.name)).toEqual(['Invited Fan']);
  });

  it('lets a visitor list the creators, and nothing else of the user directory', async () => {
    const creator = await api.newUser({ name: 'Ali Creator' });
    await sql('UPDATE users SET creator = true WHERE id = $1', [creator.id]);
    const listed = await api.call('listUsers', { query: { creator: '1', q: 'Ali' } });
    expect(listed.statusCode).toBe(200);
    expect(ids(listed.json().data)).toEqual([creator.id]);
    // Asking for everyone named Ali: still the creators only (Ali Friend and Ali Stranger stay out).
    expect(ids((await api.call('listUsers', { query: { q: 'Ali' } })).json().data)).toEqual([creator.id]);
  });
});
