import { canAddGroupMembers, canOpenGroupTabs, isGroupManager, type GroupRoleValue } from '@hadaf/domain';
import { forbidden, notFound } from '../platform/http/errors.ts';
import type { HandlerContext } from '../platform/operations.ts';
import { readGroup, type Group } from './group-rows.ts';
import { groupMessage } from './messages.ts';

export interface GroupAccess {
  group: Group;
  role: GroupRoleValue;
  viewerId: number | null;
}

/** The group and the caller's role in it; 404 when there is no such group. */
export async function accessTo(context: HandlerContext, groupId: number): Promise<GroupAccess> {
  const viewerId = context.session?.user.id ?? null;
  const found = await readGroup(context.services.database, groupId, viewerId);
  if (!found) throw notFound(groupMessage('notFound', context.locale));
  return { group: found.group, role: found.role, viewerId };
}

/** Tabs beyond the overview (members, leaderboard): a private group's are for its members (competitions §4). */
export function requireTabs(context: HandlerContext, access: GroupAccess) {
  if (!canOpenGroupTabs({ type: access.group.type, role: access.role })) throw forbidden(groupMessage('membersOnly', context.locale));
}

export function requireAdder(context: HandlerContext, access: GroupAccess) {
  if (!canAddGroupMembers({ type: access.group.type, role: access.role })) throw forbidden(groupMessage('notAllowedToAdd', context.locale));
}

export function requireManager(context: HandlerContext, access: GroupAccess) {
  if (!isGroupManager(access.role)) throw forbidden(groupMessage('managersOnly', context.locale));
}
