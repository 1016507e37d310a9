import type { Feature } from '../platform/feature.ts';
import { userDirectoryFilters } from '../accounts/users-operations.ts';
import { groupListOperations } from './list-operations.ts';
import { groupOperations } from './group-operations.ts';
import { memberOperations } from './member-operations.ts';
import { groupRankingOperations } from './ranking-operations.ts';

/** Groups: public and private, members and managers, the leaderboard (competitions §2–§6). */
export const groupsFeature: Feature = {
  name: 'groups',
  operations: { ...groupListOperations, ...groupOperations, ...memberOperations, ...groupRankingOperations },
};

// GET /v2/users?skip-group={id}: leaves out the group's members (the add-members search).
userDirectoryFilters.push((query, param) => {
  const groupId = Number(query['skip-group']);
  return Number.isSafeInteger(groupId) && groupId > 0 ? `NOT EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = ${param(groupId)} AND gm.user_id = u.id)` : undefined;
});

export { addMembers, lockGroup } from './membership.ts';
export { searchGroups } from './group-rows.ts';
