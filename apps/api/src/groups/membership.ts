import { canLeaveGroup, type GroupRoleValue } from '@hadaf/domain';
import type { Queryable, Transaction } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { notificationPayload } from '../platform/notifications.ts';
import { groupMessage } from './messages.ts';

/** The group's row under lock: membership changes of one group happen one at a time, so its counts stay right. */
export async function lockGroup(tx: Transaction, groupId: number): Promise<Row | null> {
  const [row] = await tx.query('SELECT id, name, type, member_count, manager_count FROM groups WHERE id = $1 FOR UPDATE', [groupId]);
  return row ?? null;
}

async function recount(tx: Transaction, groupId: number) {
  await tx.query(
    `UPDATE groups SET member_count = (SELECT count(*) FROM group_members WHERE group_id = $1),
       manager_count = (SELECT count(*) FROM group_members WHERE group_id = $1 AND role = 2) WHERE id = $1`,
    [groupId],
  );
}

export interface Inviter {
  id: number;
  name: string;
}

/**
 * Adds users to a locked group with `role`; users already in it keep their role (adding them again loses nobody
 * else). Each newly added user other than the inviter gets the invited-to-group notification in their language.
 * Returns the ids actually added.
 */
export async function addMembers(tx: Transaction, group: Row, userIds: readonly number[], role: 1 | 2, inviter: Inviter | null, now: Date): Promise<number[]> {
  const groupId = num(group.id);
  const added = await tx.query<{ user_id: unknown }>(
    `INSERT INTO group_members (group_id, user_id, role, joined_at)
       SELECT $1, id, $3, $4 FROM users WHERE id = ANY($2::bigint[])
     ON CONFLICT (group_id, user_id) DO NOTHING RETURNING user_id`,
    [groupId, [...new Set(userIds)], role, now],
  );
  const ids = added.map((row) => num(row.user_id));
  if (ids.length > 0) await recount(tx, groupId);
  const invited = inviter ? ids.filter((id) => id !== inviter.id) : [];
  if (inviter && invited.length > 0) {
    const users = await tx.query<{ id: unknown; language: unknown }>("SELECT id, settings ->> 'language' AS language FROM users WHERE id = ANY($1::bigint[])", [invited]);
    const params = { inviter: inviter.name, group: String(group.name) };
    const common = { group: { id: groupId, name: String(group.name) }, inviter: { id: inviter.id, name: inviter.name } };
    for (const user of users) {
      const reader = user.language === 'ar' ? 'ar' : 'en';
      await tx.query("INSERT INTO notifications (user_id, type, payload, created_at) VALUES ($1, 'invited-to-group', $2, $3)", [
        num(user.id),
        JSON.stringify(notificationPayload(reader, common, (locale) => ({ title: groupMessage('invitedTitle', locale), body: groupMessage('invitedBody', locale, params) }))),
        now,
      ]);
    }
  }
  return ids;
}

export async function memberRole(tx: Queryable, groupId: number, userId: number): Promise<GroupRoleValue> {
  const [row] = await tx.query<{ role: unknown }>('SELECT role FROM group_members WHERE group_id = $1 AND user_id = $2', [groupId, userId]);
  return row ? (num(row.role) === 2 ? 2 : 1) : 0;
}

export async function setRole(tx: Transaction, groupId: number, userId: number, role: 1 | 2) {
  await tx.query('UPDATE group_members SET role = $3 WHERE group_id = $1 AND user_id = $2', [groupId, userId, role]);
  await recount(tx, groupId);
}

export async function removeMember(tx: Transaction, groupId: number, userId: number) {
  await tx.query('DELETE FROM group_members WHERE group_id = $1 AND user_id = $2', [groupId, userId]);
  await recount(tx, groupId);
}

/** The last manager stays while others remain (domain canLeaveGroup); the reason in the caller's language otherwise. */
export function leaveRefusal(group: Row, role: GroupRoleValue, locale: 'en' | 'ar'): string | null {
  if (canLeaveGroup(role, { managerCount: num(group.manager_count), memberCount: num(group.member_count) })) return null;
  return groupMessage(role === 0 ? 'memberNotFound' : 'lastManager', locale);
}
