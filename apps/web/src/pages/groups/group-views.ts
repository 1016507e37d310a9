import type { components } from '@hadaf/api-client';
import type { GroupCardData, GroupPerson, RankingRow } from '@hadaf/ui';

type Group = components['schemas']['Group'];
type GroupMember = components['schemas']['GroupMember'];
type RankingItem = components['schemas']['RankingItem'];

/** A group of the contract as its card shows it. */
export const groupCardOf = (group: Group): GroupCardData => ({
  id: group.id,
  name: group.name,
  description: group.description,
  type: group.type,
  coverUrl: group.cover?.thumb ?? group.cover?.original ?? null,
  notifications: group.notifications,
  memberCount: group.member_count,
  latestMembers: group.latest_members.map((member) => ({ id: member.id, name: member.name, photoUrl: member.photo?.thumb ?? null })),
});

export const personOf = (member: GroupMember): GroupPerson => ({
  id: member.id,
  name: member.name,
  photoUrl: member.photo?.thumb ?? null,
  role: member.role,
  ...(member.can_add === undefined ? {} : { canAdd: member.can_add }),
  ...(member.invited ? { invited: true } : {}),
});

export const rankingRowOf = (item: RankingItem): RankingRow => ({
  ranking: item.ranking,
  points: item.points,
  user: { id: item.user.id, name: item.user.name, photoUrl: item.user.photo?.thumb ?? null },
});
