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
  if (ids.length > 0) {
    await recount(tx, groupId);
    // However they came in (a friend adding them, an entry code, accepting), a member has no invitation left.
    await tx.query('DELETE FROM group_invitations WHERE group_id = $1 AND user_id = ANY($2::bigint[])', [groupId, ids]);
  }
  if (inviter) await notifyAboutGroup(tx, group, ids.filter((id) => id !== inviter.id), inviter, 'added', now);
  return ids;
}

/**
 * The invited-to-group notice (platform §2: its card opens the group), in each user's language: "X added you" for
 * a friend added at once, "X invited you" for an invitation that waits on the group page for Accept or Decline.
 */
async function notifyAboutGroup(tx: Transaction, group: Row, userIds: readonly number[], inviter: Inviter, kind: 'added' | 'invited', now: Date) {
  if (userIds.length === 0) return;
  const groupId = num(group.id);
  const users = await tx.query<{ id: unknown; language: unknown }>("SELECT id, settings ->> 'language' AS language FROM users WHERE id = ANY($1::bigint[])", [userIds]);
  const params = { inviter: inviter.name, group: String(group.name) };
  const common = { group: { id: groupId, name: String(group.name) }, inviter: { id: inviter.id, name: inviter.name } };
  for (const user of users) {
    const reader = user.language === 'ar' ? 'ar' : 'en';
    await tx.query("INSERT INTO notifications (user_id, type, payload, created_at) VALUES ($1, 'invited-to-group', $2, $3)", [
      num(user.id),
      JSON.stringify(
        notificationPayload(reader, common, (locale) => ({
          title: groupMessage(kind === 'added' ? 'invitedTitle' : 'invitationTitle', locale),
          body: groupMessage(kind === 'added' ? 'invitedBody' : 'invitationBody', locale, params),
        })),
      ),
      now,
    ]);
  }
}

/**
 * Invites users who are not members to a locked group with the role offered; someone already invited keeps their
 * invitation (and gets no second notice). Returns the ids newly invited.
 */
async function invite(tx: Transaction, group: Row, userIds: readonly number[], role: 1 | 2, inviter: Inviter, now: Date): Promise<number[]> {
  if (userIds.length === 0) return [];
  const groupId = num(group.id);
  const rows = await tx.query<{ user_id: unknown }>(
    `INSERT INTO group_invitations (group_id, user_id, inviter_id, role, created_at)
       SELECT $1, u.id, $3, $4, $5 FROM users u
        WHERE u.id = ANY($2::bigint[]) AND NOT EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = $1 AND gm.user_id = u.id)
     ON CONFLICT (group_id, user_id) DO NOTHING RETURNING user_id`,
    [groupId, [...new Set(userIds)], inviter.id, role, now],
  );
  const invited = rows.map((row) => num(row.user_id));
  await notifyAboutGroup(tx, group, invited, inviter, 'invited', now);
  return invited;
}

/**
 * Someone adding people to a group (issue 30): their friends become members at once; anyone else is invited and
 * joins only by accepting. Friendship is the adder's own (the friendships table), whatever their role in the group.
 */
export async function addOrInvite(tx: Transaction, group: Row, userIds: readonly number[], role: 1 | 2, inviter: Inviter, now: Date) {
  const friends = await tx.query<{ friend_id: unknown }>('SELECT friend_id FROM friendships WHERE user_id = $1 AND friend_id = ANY($2::bigint[])', [inviter.id, [...userIds]]);
  const friendIds = new Set(friends.map((row) => num(row.friend_id)));
  const added = await addMembers(tx, group, userIds.filter((id) => friendIds.has(id)), role, inviter, now);
  const invited = await invite(tx, group, userIds.filter((id) => !friendIds.has(id) && id !== inviter.id), role, inviter, now);
  return { added, invited };
}

/**
 * The invited fan answers (accepting makes them a member with the role offered; declining drops the invitation); their
 * notices about the group are read either way. False when they had no pending invitation.
 */
export async function answerInvitation(tx: Transaction, group: Row, userId: number, accept: boolean, now: Date): Promise<boolean> {
  const groupId = num(group.id);
  const [invitation] = await tx.query<{ role: unknown }>('DELETE FROM group_invitations WHERE group_id = $1 AND user_id = $2 RETURNING role', [groupId, userId]);
  if (!invitation) return false;
  if (accept) await addMembers(tx, group, [userId], num(invitation.role) === 2 ? 2 : 1, null, now);
  await tx.query("UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND read_at IS NULL AND payload -> 'group' ->> 'id' = $2::text", [userId, groupId, now]);
  return true;
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
