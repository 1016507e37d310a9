import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/platform/contract/types.ts';
import { befriend, createHarness, type Harness, type TestUser } from '../helpers/harness.ts';

/**
 * Every group operation × every kind of caller (competitions §4, §6): the status each one gets. Changes run on a
 * fresh pair of groups per cell, so no cell sees another's effects.
 */
let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

type Role = 'visitor' | 'outsiderOfPublic' | 'outsiderOfPrivate' | 'member' | 'manager' | 'lastManager';
const roles: Role[] = ['visitor', 'outsiderOfPublic', 'outsiderOfPrivate', 'member', 'manager', 'lastManager'];

interface World {
  groupOf: Record<'public' | 'private', number>;
  users: Record<'owner' | 'coManager' | 'member' | 'target' | 'outsider' | 'newcomer', TestUser>;
}

/** owner runs both groups; in the private one coManager is a second manager, in the public one owner is the only one. */
async function world(): Promise<World> {
  const names = ['owner', 'coManager', 'member', 'target', 'outsider', 'newcomer'] as const;
  const users = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await api.newUser({ name })] as const))) as World['users'];
  const groupOf = { public: 0, private: 0 };
  // The owner's friends join at once when added (anyone else would only be invited).
  for (const friend of [users.coManager, users.member, users.target]) await befriend(api, users.owner, friend);
  for (const type of ['public', 'private'] as const) {
    groupOf[type] = (await api.call('createGroup', { token: users.owner.token, body: { name: `${type} group`, type } })).json().data.data.id;
    const members = [users.member, users.target, ...(type === 'private' ? [users.coManager] : [])].map((user) => ({ user_id: user.id, role: 1 as const }));
    await api.call('addGroupMembersBulk', { token: users.owner.token, params: { id: groupOf[type] }, body: { members } });
  }
  await api.call('updateGroupMember', { token: users.owner.token, params: { id: groupOf.private, userId: users.coManager.id }, body: { role: 2 } });
  return { groupOf, users };
}

function caller(w: World, role: Role): { token?: string; self?: TestUser; group: number } {
  switch (role) {
    case 'visitor':
      return { group: w.groupOf.private };
    case 'outsiderOfPublic':
      return { token: w.users.outsider.token, self: w.users.outsider, group: w.groupOf.public };
    case 'outsiderOfPrivate':
      return { token: w.users.outsider.token, self: w.users.outsider, group: w.groupOf.private };
    case 'member':
      return { token: w.users.member.token, self: w.users.member, group: w.groupOf.private };
    case 'manager':
      return { token: w.users.coManager.token, self: w.users.coManager, group: w.groupOf.private };
    case 'lastManager':
      return { token: w.users.owner.token, self: w.users.owner, group: w.groupOf.public };
  }
}

type Cell = (w: World, role: Role) => { operationId: OperationId; options: Parameters<Harness['call']>[1] };
const call =
  (operationId: OperationId, options: (w: World, who: ReturnType<typeof caller>) => Parameters<Harness['call']>[1]): Cell =>
  (w, role) => {
    const who = caller(w, role);
    return { operationId, options: { token: who.token, ...options(w, who) } };
  };

const matrix: Array<{ name: string; mutates: boolean; cell: Cell; expected: Record<Role, number> }> = [
  { name: 'listGroups', mutates: false, cell: call('listGroups', () => ({})), expected: { visitor: 200, outsiderOfPublic: 200, outsiderOfPrivate: 200, member: 200, manager: 200, lastManager: 200 } },
  { name: 'getGroup', mutates: false, cell: call('getGroup', (_w, who) => ({ params: { id: who.group } })), expected: { visitor: 200, outsiderOfPublic: 200, outsiderOfPrivate: 200, member: 200, manager: 200, lastManager: 200 } },
  {
    name: 'listGroupMembers',
    mutates: false,
    cell: call('listGroupMembers', (_w, who) => ({ params: { id: who.group } })),
    expected: { visitor: 403, outsiderOfPublic: 200, outsiderOfPrivate: 403, member: 200, manager: 200, lastManager: 200 },
  },
  {
    name: 'getGroupMember (own role)',
    mutates: false,
    cell: call('getGroupMember', (w, who) => ({ params: { id: who.group, userId: (who.self ?? w.users.owner).id } })),
    expected: { visitor: 401, outsiderOfPublic: 404, outsiderOfPrivate: 404, member: 200, manager: 200, lastManager: 200 },
  },
  {
    name: 'listGroupNonMembers',
    mutates: false,
    cell: call('listGroupNonMembers', (_w, who) => ({ params: { id: who.group } })),
    expected: { visitor: 401, outsiderOfPublic: 403, outsiderOfPrivate: 403, member: 403, manager: 200, lastManager: 200 },
  },
  {
    name: 'listGroupRanking',
    mutates: false,
    cell: call('listGroupRanking', (_w, who) => ({ params: { id: who.group } })),
    expected: { visitor: 401, outsiderOfPublic: 200, outsiderOfPrivate: 403, member: 200, manager: 200, lastManager: 200 },
  },
  {
    name: 'joinGroup (no code)',
    mutates: true,
    cell: call('joinGroup', (_w, who) => ({ params: { id: who.group }, body: { entry_code: null } })),
    expected: { visitor: 401, outsiderOfPublic: 200, outsiderOfPrivate: 422, member: 200, manager: 200, lastManager: 200 },
  },
  {
    name: 'addGroupMember',
    mutates: true,
    cell: call('addGroupMember', (w, who) => ({ params: { id: who.group }, body: { user_id: w.users.newcomer.id, role: 1 } })),
    expected: { visitor: 401, outsiderOfPublic: 403, outsiderOfPrivate: 403, member: 403, manager: 201, lastManager: 201 },
  },
  {
    name: 'addGroupMembersBulk',
    mutates: true,
    cell: call('addGroupMembersBulk', (w, who) => ({ params: { id: who.group }, body: { members: [{ user_id: w.users.newcomer.id, role: 1 }] } })),
    expected: { visitor: 401, outsiderOfPublic: 403, outsiderOfPrivate: 403, member: 403, manager: 201, lastManager: 201 },
  },
  {
    name: 'updateGroupMember (another member)',
    mutates: true,
    cell: call('updateGroupMember', (w, who) => ({ params: { id: who.group, userId: w.users.target.id }, body: { role: 2 } })),
    expected: { visitor: 401, outsiderOfPublic: 403, outsiderOfPrivate: 403, member: 403, manager: 200, lastManager: 200 },
  },
  {
    name: 'removeGroupMember (another member)',
    mutates: true,
    cell: call('removeGroupMember', (w, who) => ({ params: { id: who.group, userId: w.users.target.id } })),
    expected: { visitor: 401, outsiderOfPublic: 403, outsiderOfPrivate: 403, member: 403, manager: 204, lastManager: 204 },
  },
  {
    name: 'acceptGroupInvitation (nobody invited the caller)',
    mutates: false,
    cell: call('acceptGroupInvitation', (_w, who) => ({ params: { id: who.group } })),
    expected: { visitor: 401, outsiderOfPublic: 404, outsiderOfPrivate: 404, member: 404, manager: 404, lastManager: 404 },
  },
  {
    name: 'declineGroupInvitation (nobody invited the caller)',
    mutates: false,
    cell: call('declineGroupInvitation', (_w, who) => ({ params: { id: who.group } })),
    expected: { visitor: 401, outsiderOfPublic: 404, outsiderOfPrivate: 404, member: 404, manager: 404, lastManager: 404 },
  },
  {
    name: 'removeGroupMember (leaving)',
    mutates: true,
    cell: call('removeGroupMember', (w, who) => ({ params: { id: who.group, userId: (who.self ?? w.users.owner).id } })),
    expected: { visitor: 401, outsiderOfPublic: 404, outsiderOfPrivate: 404, member: 204, manager: 204, lastManager: 422 },
  },
];

describe('group operations × callers', () => {
  let shared: World;
  beforeAll(async () => {
    shared = await world();
  }, 60_000);

  for (const row of matrix) {
    it(`${row.name}: ${roles.map((role) => `${role} ${row.expected[role]}`).join(', ')}`, async () => {
      const answers: Partial<Record<Role, number>> = {};
      for (const role of roles) {
        const w = row.mutates ? await world() : shared;
        const { operationId, options } = row.cell(w, role);
        answers[role] = (await api.call(operationId, options)).statusCode;
      }
      expect(answers).toEqual(row.expected);
    }, 60_000);
  }
});
