import { befriend, type Harness, type TestUser } from '../helpers/harness.ts';

export interface GroupWorld {
  manager: TestUser;
  member: TestUser;
  outsider: TestUser;
  publicId: number;
  privateId: number;
  entryCode: string;
}

/** A public and a private group, each run by `manager` with their friend `member` in it; `outsider` belongs to neither. */
export async function groupWorld(api: Harness): Promise<GroupWorld> {
  const manager = await api.newUser({ name: 'Mona Manager' });
  const member = await api.newUser({ name: 'Omar Member' });
  const outsider = await api.newUser({ name: 'Sara Outsider' });
  const create = async (name: string, type: 'public' | 'private') => {
    const response = await api.call('createGroup', { token: manager.token, body: { name, type, description: `${name} description` } });
    return response.json().data.data as { id: number; entry_code: string | null };
  };
  // The manager's friend: adding a friend makes them a member at once (a stranger would be invited).
  await befriend(api, manager, member);
  const open = await create('Open League', 'public');
  const closed = await create('Office League', 'private');
  await api.call('addGroupMembersBulk', { token: manager.token, params: { id: open.id }, body: { members: [{ user_id: member.id, role: 1 }] } });
  await api.call('addGroupMembersBulk', { token: manager.token, params: { id: closed.id }, body: { members: [{ user_id: member.id, role: 1 }] } });
  return { manager, member, outsider, publicId: open.id, privateId: closed.id, entryCode: closed.entry_code! };
}
