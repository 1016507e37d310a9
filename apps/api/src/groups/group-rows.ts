import { randomBytes } from 'node:crypto';
import { canSeeEntryCode, GROUP_CARD_MEMBERS, type GroupRoleValue } from '@hadaf/domain';
import { picture } from '../accounts/users.ts';
import type { Schemas } from '../platform/contract/types.ts';
import type { Queryable } from '../platform/database/database.ts';
import { foldedSql, nameLike, namePattern, num, textOrNull, type Row } from '../platform/database/rows.ts';

export type Group = Schemas['Group'];
export type GroupMember = Schemas['GroupMember'];

/** What a group row needs beside its columns: the viewer's role, their unread notices about it, its first members. */
export const groupColumns = (viewer: string) => `
  g.id, g.name, g.description, g.type, g.code, g.entry_code, g.cover, g.member_count, g.manager_count,
  coalesce(mine.role, 0) AS viewer_role,
  (SELECT count(*) FROM notifications n
    WHERE n.user_id = ${viewer} AND n.read_at IS NULL AND n.payload -> 'group' ->> 'id' = g.id::text) AS unread,
  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'photo', m.profile_picture_file_id, 'role', m.role)
      ORDER BY m.joined_at, m.id), '[]'::json)
    FROM (SELECT u.id, u.name, u.profile_picture_file_id, gm.role, gm.joined_at FROM group_members gm JOIN users u ON u.id = gm.user_id
          WHERE gm.group_id = g.id ORDER BY gm.joined_at, gm.user_id LIMIT ${GROUP_CARD_MEMBERS}) m) AS latest_members,
  (SELECT json_build_object('inviter_id', i.inviter_id, 'inviter_name', iu.name, 'inviter_photo', iu.profile_picture_file_id, 'role', i.role, 'created_at', i.created_at)
    FROM group_invitations i JOIN users iu ON iu.id = i.inviter_id WHERE i.group_id = g.id AND i.user_id = ${viewer}) AS invitation`;

/** `mine`: the viewer's membership row, if any (viewer is a bound parameter, null for visitors). */
export const viewerMembership = (viewer: string) => `LEFT JOIN group_members mine ON mine.group_id = g.id AND mine.user_id = ${viewer}`;

interface PendingInvitation {
  inviter_id: number | string;
  inviter_name: string;
  inviter_photo: string | null;
  role: number;
  created_at: string;
}

/** The viewer's pending invitation to the group (issue 30), or null. */
function toInvitation(value: unknown): Group['invitation'] {
  if (value === null || value === undefined) return null;
  const invitation = (typeof value === 'string' ? JSON.parse(value) : value) as PendingInvitation;
  return {
    inviter: { id: num(invitation.inviter_id), name: invitation.inviter_name, photo: picture(invitation.inviter_photo) },
    role: num(invitation.role) === 2 ? 2 : 1,
    created_at: new Date(invitation.created_at).toISOString(),
  };
}

interface LatestMember {
  id: number | string;
  name: string;
  photo: string | null;
  role: number;
}

export const roleOf = (value: unknown): GroupRoleValue => (Number(value) === 2 ? 2 : Number(value) === 1 ? 1 : 0);

export function toGroup(row: Row): Group {
  const role = roleOf(row.viewer_role);
  const type = row.type === 'private' ? 'private' : 'public';
  const latest = (typeof row.latest_members === 'string' ? JSON.parse(row.latest_members) : row.latest_members) as LatestMember[];
  const cover = textOrNull(row.cover);
  return {
    id: num(row.id),
    name: String(row.name),
    description: textOrNull(row.description),
    type,
    code: String(row.code),
    // Private groups' entry code: managers only (competitions §6).
    entry_code: canSeeEntryCode({ type, role }) ? textOrNull(row.entry_code) : null,
    cover: cover ? { thumb: cover, original: cover } : null,
    joined: role > 0,
    notifications: num(row.unread),
    latest_members: latest.map((member) => ({ id: num(member.id), name: member.name, photo: picture(member.photo), role: roleOf(member.role) })),
    member_count: num(row.member_count),
    manager_count: num(row.manager_count),
    invitation: toInvitation(row.invitation),
  };
}

/** One group as `viewerId` (null for visitors) sees it; null when there is no such group. */
export async function readGroup(database: Queryable, groupId: number, viewerId: number | null): Promise<{ group: Group; role: GroupRoleValue; row: Row } | null> {
  const [row] = await database.query(`SELECT ${groupColumns('$2')} FROM groups g ${viewerMembership('$2')} WHERE g.id = $1`, [groupId, viewerId]);
  return row ? { group: toGroup(row), role: roleOf(row.viewer_role), row } : null;
}

export function toMember(row: Row, canAdd?: boolean): GroupMember {
  return {
    id: num(row.id),
    name: String(row.name),
    photo: picture(textOrNull(row.profile_picture_file_id)),
    role: roleOf(row.role),
    ...(canAdd === undefined ? {} : { can_add: canAdd }),
    ...(row.invited === true ? { invited: true } : {}),
  };
}

// Crockford-style alphabet: no 0/O or 1/I to misread when a code is read off a screen and typed.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomCode = (length: number) => Array.from(randomBytes(length), (byte) => codeAlphabet[byte % codeAlphabet.length]).join('');

/**
 * The search page's groups (issue 30): named or described like `q` (a fan typing "Ahly" finds the Ahly fans' group),
 * public and private alike as the All Groups list shows them; named ones first, then the biggest.
 */
export async function searchGroups(database: Queryable, q: string, viewerId: number | null, limit: number): Promise<Group[]> {
  const named = nameLike(['g.name'], '$2');
  const ownWords = `g.name || ' ' || coalesce(g.description, '')`;
  // A group is written in its manager's language: "Ahly" also finds a group about الأهلي through the team's two names.
  const namesTeam = `EXISTS (SELECT 1 FROM teams t WHERE ${nameLike(['t.name_en', 't.name_ar'], '$2')}
      AND (strpos(${foldedSql(ownWords)}, ${foldedSql('t.name_ar')}) > 0 OR strpos(lower(${ownWords}), lower(t.name_en)) > 0))`;
  const rows = await database.query(
    `SELECT ${groupColumns('$1')} FROM groups g ${viewerMembership('$1')}
      WHERE ${named} OR ${nameLike(['coalesce(g.description, \'\')'], '$2')} OR ${namesTeam}
      ORDER BY ${named} DESC, g.member_count DESC, g.id DESC LIMIT ${limit}`,
    [viewerId, namePattern(q)],
  );
  return rows.map(toGroup);
}
