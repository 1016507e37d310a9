import { canManageGroupMember, GROUP_PAGE_SIZE, isGroupManager } from '@hadaf/domain';
import { nowOf } from '../football/index.ts';
import { forbidden, notFound, validationFailed } from '../platform/http/errors.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import { likePattern, num } from '../platform/database/rows.ts';
import { defineOperations, type HandlerContext } from '../platform/operations.ts';
import { accessTo, requireAdder, requireManager, requireTabs, type GroupAccess } from './access.ts';
import { toMember } from './group-rows.ts';
import { addOrInvite, leaveRefusal, lockGroup, memberRole, removeMember, setRole } from './membership.ts';
import { groupMessage } from './messages.ts';

const memberQuery = `SELECT u.id, u.name, u.profile_picture_file_id, gm.role FROM group_members gm JOIN users u ON u.id = gm.user_id`;

async function readMembers(context: HandlerContext, groupId: number, userIds: readonly number[]) {
  const rows = await context.services.database.query(`${memberQuery} WHERE gm.group_id = $1 AND gm.user_id = ANY($2::bigint[]) ORDER BY gm.joined_at, u.id`, [groupId, userIds]);
  return rows.map((row) => toMember(row));
}

/** The people an add call named, as they now stand: members with their role, the invited with role 0 and `invited`. */
async function readAdded(context: HandlerContext, groupId: number, userIds: readonly number[]) {
  const members = await readMembers(context, groupId, userIds);
  const invitedRows = await context.services.database.query(
    `SELECT u.id, u.name, u.profile_picture_file_id, 0 AS role, true AS invited FROM group_invitations i JOIN users u ON u.id = i.user_id
      WHERE i.group_id = $1 AND i.user_id = ANY($2::bigint[]) ORDER BY i.created_at, u.id`,
    [groupId, userIds],
  );
  return [...members, ...invitedRows.map((row) => toMember(row, false))];
}

/**
 * Only managers hand out the manager role; unknown users are bad input that adds nobody. The adder's friends become
 * members; anyone else is invited (issue 30: never added without saying yes).
 */
async function addChecked(context: HandlerContext, access: GroupAccess, members: ReadonlyArray<{ user_id: number; role: 1 | 2 }>) {
  const user = context.requireUser();
  requireAdder(context, access);
  if (members.some((member) => member.role === 2) && !isGroupManager(access.role)) throw forbidden(groupMessage('managersOnly', context.locale));
  const ids = [...new Set(members.map((member) => member.user_id))];
  const known = await context.services.database.query<{ id: unknown }>('SELECT id FROM users WHERE id = ANY($1::bigint[])', [ids]);
  if (known.length !== ids.length) throw validationFailed(groupMessage('userNotFound', context.locale), { user_id: [groupMessage('userNotFound', context.locale)] });
  const groupId = access.group.id;
  await context.services.database.transaction(async (tx) => {
    const group = (await lockGroup(tx, groupId))!;
    const now = nowOf(context.services);
    for (const role of [2, 1] as const) {
      const withRole = members.filter((member) => member.role === role).map((member) => member.user_id);
      if (withRole.length > 0) await addOrInvite(tx, group, withRole, role, { id: user.id, name: user.name }, now);
    }
  });
  return readAdded(context, groupId, ids);
}

/** A member other than the caller, for a manager's change; 404 when they are not in the group. */
async function targetOf(context: HandlerContext, access: GroupAccess, userId: number) {
  const caller = context.requireUser();
  requireManager(context, access);
  if (!canManageGroupMember({ role: access.role, userId: caller.id }, userId)) throw validationFailed(groupMessage('notYourself', context.locale), { user_id: [groupMessage('notYourself', context.locale)] });
  const role = await memberRole(context.services.database, access.group.id, userId);
  if (role === 0) throw notFound(groupMessage('memberNotFound', context.locale));
}

/** Members, roles and the people who may be added (competitions §2 Group page, §4, §6). */
export const memberOperations = defineOperations({
  listGroupMembers: {
    handler: async (request, _reply, context) => {
      const access = await accessTo(context, request.params.id);
      requireTabs(context, access);
      const { page = 1, q, managers } = request.query;
      const params: unknown[] = [access.group.id];
      const param = (value: unknown) => `$${params.push(value)}`;
      const conditions = ['gm.group_id = $1', managers === undefined ? undefined : `gm.role = ${param(managers === 1 ? 2 : 1)}`, q?.trim() ? `u.name ILIKE ${param(likePattern(q.trim()))}` : undefined].filter(Boolean);
      const where = `WHERE ${conditions.join(' AND ')}`;
      const { database } = context.services;
      const [total] = await database.query<{ value: unknown }>(`SELECT count(*) AS value FROM group_members gm JOIN users u ON u.id = gm.user_id ${where}`, params);
      const rows = await database.query(`${memberQuery} ${where} ORDER BY gm.joined_at, u.id LIMIT ${param(GROUP_PAGE_SIZE)} OFFSET ${param(offsetOf(page, GROUP_PAGE_SIZE))}`, params);
      return { data: rows.map((row) => toMember(row)), meta: pageMeta(page, GROUP_PAGE_SIZE, num(total?.value ?? 0)) };
    },
  },
  getGroupMember: {
    handler: async (request, _reply, context) => {
      const caller = context.requireUser();
      const access = await accessTo(context, request.params.id);
      if (request.params.userId !== caller.id) requireTabs(context, access);
      const [member] = await readMembers(context, access.group.id, [request.params.userId]);
      if (!member) throw notFound(groupMessage('memberNotFound', context.locale));
      return { data: { data: member } };
    },
  },
  addGroupMember: {
    handler: async (request, reply, context) => {
      const access = await accessTo(context, request.params.id);
      const [member] = await addChecked(context, access, [request.body]);
      reply.code(201);
      return { data: member! };
    },
  },
  addGroupMembersBulk: {
    handler: async (request, reply, context) => {
      const access = await accessTo(context, request.params.id);
      const members = await addChecked(context, access, request.body.members);
      reply.code(201);
      return { data: members };
    },
  },
  updateGroupMember: {
    handler: async (request, _reply, context) => {
      const access = await accessTo(context, request.params.id);
      await targetOf(context, access, request.params.userId);
      await context.services.database.transaction(async (tx) => {
        await lockGroup(tx, access.group.id);
        await setRole(tx, access.group.id, request.params.userId, request.body.role);
      });
      const [member] = await readMembers(context, access.group.id, [request.params.userId]);
      return { data: member! };
    },
  },
  removeGroupMember: {
    handler: async (request, reply, context) => {
      const caller = context.requireUser();
      const access = await accessTo(context, request.params.id);
      const leaving = request.params.userId === caller.id;
      if (!leaving) await targetOf(context, access, request.params.userId);
      await context.services.database.transaction(async (tx) => {
        const group = (await lockGroup(tx, access.group.id))!;
        if (leaving) {
          // Read under the lock: two managers leaving at once cannot both be "not the last".
          const refusal = leaveRefusal(group, await memberRole(tx, access.group.id, caller.id), context.locale);
          if (refusal) throw access.role === 0 ? notFound(refusal) : validationFailed(refusal, { user_id: [refusal] });
        }
        await removeMember(tx, access.group.id, request.params.userId);
      });
      return reply.code(204).send();
    },
  },
  listGroupNonMembers: {
    handler: async (request, _reply, context) => {
      const caller = context.requireUser();
      const access = await accessTo(context, request.params.id);
      requireAdder(context, access);
      const { page = 1, q } = request.query;
      const params: unknown[] = [access.group.id, caller.id];
      const param = (value: unknown) => `$${params.push(value)}`;
      // Never the caller themself (competitions §6: users exclude themselves from the add list).
      const where = `WHERE u.id <> $2 AND NOT EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = $1 AND gm.user_id = u.id)${q?.trim() ? ` AND u.name ILIKE ${param(likePattern(q.trim()))}` : ''}`;
      const { database } = context.services;
      const [total] = await database.query<{ value: unknown }>(`SELECT count(*) AS value FROM users u ${where}`, params);
      // Someone already invited is shown so, not offered again.
      const rows = await database.query(
        `SELECT u.id, u.name, u.profile_picture_file_id, 0 AS role,
            EXISTS (SELECT 1 FROM group_invitations i WHERE i.group_id = $1 AND i.user_id = u.id) AS invited
          FROM users u ${where} ORDER BY u.name, u.id LIMIT ${param(GROUP_PAGE_SIZE)} OFFSET ${param(offsetOf(page, GROUP_PAGE_SIZE))}`,
        params,
      );
      return { data: rows.map((row) => toMember(row, row.invited !== true)), meta: pageMeta(page, GROUP_PAGE_SIZE, num(total?.value ?? 0)) };
    },
  },
});
