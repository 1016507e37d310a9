import { describe, expect, it } from 'vitest';
import {
  groupCardAction,
  GROUP_ROLE,
  canAddGroupMembers,
  canJoinOpenly,
  canLeaveGroup,
  canManageGroupMember,
  canOpenGroupTabs,
  canSeeEntryCode,
  canSeeGroupShareBlock,
  membersBeyondCard,
  needsEntryCode,
} from './group-permissions.ts';

const { nonMember, member, manager } = GROUP_ROLE;

describe('group permissions', () => {
  it('limits a non-member of a private group to the overview and an entry code', () => {
    expect(canOpenGroupTabs({ type: 'private', role: nonMember })).toBe(false);
    expect(needsEntryCode({ type: 'private', role: nonMember })).toBe(true);
    expect(canJoinOpenly({ type: 'private', role: nonMember })).toBe(false);
    expect(canOpenGroupTabs({ type: 'public', role: nonMember })).toBe(true);
    expect(canJoinOpenly({ type: 'public', role: nonMember })).toBe(true);
    expect(canOpenGroupTabs({ type: 'private', role: member })).toBe(true);
  });

  it('lets members add people to public groups and only managers to private ones', () => {
    expect(canAddGroupMembers({ type: 'public', role: member })).toBe(true);
    expect(canAddGroupMembers({ type: 'public', role: nonMember })).toBe(false);
    expect(canAddGroupMembers({ type: 'private', role: member })).toBe(false);
    expect(canAddGroupMembers({ type: 'private', role: manager })).toBe(true);
  });

  it('hides the share block and entry code from private-group members below manager', () => {
    expect(canSeeGroupShareBlock({ type: 'private', role: member })).toBe(false);
    expect(canSeeGroupShareBlock({ type: 'private', role: manager })).toBe(true);
    expect(canSeeGroupShareBlock({ type: 'public', role: nonMember })).toBe(true);
    expect(canSeeEntryCode({ type: 'private', role: manager })).toBe(true);
    expect(canSeeEntryCode({ type: 'private', role: member })).toBe(false);
    expect(canSeeEntryCode({ type: 'public', role: manager })).toBe(false);
  });

  it('lets managers act on others but never on themselves', () => {
    expect(canManageGroupMember({ role: manager, userId: 1 }, 2)).toBe(true);
    expect(canManageGroupMember({ role: manager, userId: 1 }, 1)).toBe(false);
    expect(canManageGroupMember({ role: member, userId: 1 }, 2)).toBe(false);
  });

  it('keeps the last manager while others remain', () => {
    expect(canLeaveGroup(manager, { managerCount: 1, memberCount: 3 })).toBe(false);
    expect(canLeaveGroup(manager, { managerCount: 1, memberCount: 1 })).toBe(true);
    expect(canLeaveGroup(manager, { managerCount: 2, memberCount: 3 })).toBe(true);
    expect(canLeaveGroup(member, { managerCount: 1, memberCount: 3 })).toBe(true);
    expect(canLeaveGroup(nonMember, { managerCount: 1, memberCount: 3 })).toBe(false);
  });

  it('counts the members beyond the five on a card', () => {
    expect(membersBeyondCard(3)).toBe(0);
    expect(membersBeyondCard(12)).toBe(7);
  });

  it('sends a visitor pressing a card to sign in, lets members open their group, and joins a public group on the way in', () => {
    expect(groupCardAction({ signedIn: false, joined: false, type: 'public' })).toBe('signIn');
    expect(groupCardAction({ signedIn: true, joined: true, type: 'private' })).toBe('open');
    expect(groupCardAction({ signedIn: true, joined: false, type: 'public' })).toBe('joinAndOpen');
    // A private group's page offers the entry code instead.
    expect(groupCardAction({ signedIn: true, joined: false, type: 'private' })).toBe('open');
  });
});
