/**
 * Who may do what in a group (competitions-and-groups.md §4, §6). The server enforces these and the views show
 * or hide their actions by them: one rule, two readers.
 */
export const GROUP_ROLE = { nonMember: 0, member: 1, manager: 2 } as const;
export type GroupRoleValue = (typeof GROUP_ROLE)[keyof typeof GROUP_ROLE];
export type GroupPrivacyType = 'public' | 'private';

export interface GroupViewer {
  readonly type: GroupPrivacyType;
  /** The viewer's role in this group; 0 for visitors and non-members. */
  readonly role: GroupRoleValue;
}

export const isGroupMember = (role: GroupRoleValue): boolean => role >= GROUP_ROLE.member;
export const isGroupManager = (role: GroupRoleValue): boolean => role === GROUP_ROLE.manager;

/** A non-member of a private group sees a greyed tab bar and the overview only. */
export const canOpenGroupTabs = ({ type, role }: GroupViewer): boolean => type === 'public' || isGroupMember(role);

/** A non-member joins a public group with one click; a private group takes its entry code (or a manager's add). */
export const canJoinOpenly = ({ type, role }: GroupViewer): boolean => type === 'public' && role === GROUP_ROLE.nonMember;
export const needsEntryCode = ({ type, role }: GroupViewer): boolean => type === 'private' && role === GROUP_ROLE.nonMember;

/** Public groups: managers and members add people; private groups: managers only. */
export const canAddGroupMembers = ({ type, role }: GroupViewer): boolean => (type === 'public' ? isGroupMember(role) : isGroupManager(role));

/** The share block (ID, share links): private-group viewers with role ≤ 1 do not see it. */
export const canSeeGroupShareBlock = ({ type, role }: GroupViewer): boolean => type === 'public' || isGroupManager(role);

/** The entry code of a private group: managers only. */
export const canSeeEntryCode = ({ type, role }: GroupViewer): boolean => type === 'private' && isGroupManager(role);

/** Managers create the group's competitions (§5: only group managers create competitions in a group). */
export const canCreateGroupCompetition = (role: GroupRoleValue): boolean => isGroupManager(role);

/** Managers upgrade, downgrade and remove others, never themselves. */
export const canManageGroupMember = (viewer: { readonly role: GroupRoleValue; readonly userId: number }, targetUserId: number): boolean =>
  isGroupManager(viewer.role) && viewer.userId !== targetUserId;

/**
 * Leaving: any member may, except the last manager while others remain (the group would have nobody to run it;
 * see docs/decisions/groups.md). managerCount and memberCount include the viewer.
 */
export function canLeaveGroup(role: GroupRoleValue, counts: { readonly managerCount: number; readonly memberCount: number }): boolean {
  if (!isGroupMember(role)) return false;
  return !(isGroupManager(role) && counts.managerCount <= 1 && counts.memberCount > 1);
}

/** What pressing a group card does: a visitor signs in first; a member opens it; anyone else joins a public group on the way in. */
export type GroupCardAction = 'signIn' | 'open' | 'joinAndOpen';

/** competitions §2: signed out → /login; joined → the group; public and not joined → join it; otherwise its page. */
export function groupCardAction(card: { readonly signedIn: boolean; readonly joined: boolean; readonly type: GroupPrivacyType }): GroupCardAction {
  if (!card.signedIn) return 'signIn';
  return !card.joined && card.type === 'public' ? 'joinAndOpen' : 'open';
}

/** Group cards show the first 5 members and a count beyond them (§2, §9). */
export const GROUP_CARD_MEMBERS = 5;
export const membersBeyondCard = (memberCount: number): number => Math.max(0, memberCount - GROUP_CARD_MEMBERS);

/** Page sizes (§7, §9): groups, members and users 10; recommended groups 6. */
export const GROUP_PAGE_SIZE = 10;
export const RECOMMENDED_GROUPS = 6;
