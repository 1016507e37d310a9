import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import { createMachineCoverage, edgeCoveringPaths, replayPath } from '../testing/index.ts';
import { groupCreationMachine, groupFormErrors, groupShareLink } from './machine.ts';
import type { AddMembersInput, CreatedGroup, CreateGroupInput, GroupCreationInput, GroupUser, SearchFriendsInput, FriendsPage } from './types.ts';

type Event = EventFromLogic<typeof groupCreationMachine>;

const me: GroupUser = { id: 1, name: 'Me' };
const mona: GroupUser = { id: 2, name: 'Mona', photo: { thumb: 'mona.png' } };
const karim: GroupUser = { id: 3, name: 'Karim' };
const laila: GroupUser = { id: 4, name: 'Laila' };
const group: CreatedGroup = { id: 55, code: 'G-55', entry_code: 'X7Y8' };
const input: GroupCreationInput = { host: 'https://hadaf.example/', currentUserId: 1 };

function pageOf(query: SearchFriendsInput): FriendsPage {
  if (query.q === 'lai') return { data: [laila], meta: { current_page: 1, last_page: 1 } };
  return query.page === 1 ? { data: [me, mona, karim], meta: { current_page: 1, last_page: 2 } } : { data: [laila], meta: { current_page: 2, last_page: 2 } };
}

function start(options: { searchFails?: boolean; createFails?: boolean; addFailures?: number } = {}) {
  let addFailuresLeft = options.addFailures ?? 0;
  const searchFriends = vi.fn(async ({ input: query }: { input: SearchFriendsInput }) => {
    if (options.searchFails) throw new Error('500');
    return pageOf(query);
  });
  const createGroup = vi.fn(async (_: { input: CreateGroupInput }): Promise<CreatedGroup> => {
    if (options.createFails) throw new Error('422');
    return group;
  });
  const addMembers = vi.fn(async (_: { input: AddMembersInput }): Promise<void> => {
    if (addFailuresLeft > 0) {
      addFailuresLeft -= 1;
      throw new Error('500');
    }
  });
  const machine = groupCreationMachine.provide({
    actors: { searchFriends: fromPromise(searchFriends), createGroup: fromPromise(createGroup), addMembers: fromPromise(addMembers) },
  });
  const actor = createActor(machine, { input });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, searchFriends, createGroup, addMembers, emitted };
}

async function reachFriends(run: ReturnType<typeof start>) {
  run.actor.send({ type: 'CHANGE', values: { name: ' Friends ', type: 'private', description: 'Weekend league' } });
  run.actor.send({ type: 'NEXT' });
  await waitFor(run.actor, (snapshot) => !snapshot.matches({ addFriends: 'loading' }));
}

describe('groupCreation basic info', () => {
  it('needs a name of 2 characters and a privacy; the description is optional', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.form).toEqual({ name: '', type: 'public', description: '' });
    actor.send({ type: 'CHANGE', values: { name: 'A', type: null } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('basicInfo');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'validation.groupName.tooShort', type: 'validation.required' });
    actor.send({ type: 'CHANGE', values: { type: 'public' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'validation.groupName.tooShort' });
    actor.send({ type: 'CHANGE', values: { name: 'AB' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ addFriends: 'loading' });
  });

  it('cancels from the first step', () => {
    const { actor } = start();
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('exposes the form rules and the share link', () => {
    expect(groupFormErrors({ name: 'Ok', type: 'private', description: '' })).toEqual({});
    expect(groupShareLink('https://hadaf.example//', 9)).toBe('https://hadaf.example/groups/9');
  });
});

describe('groupCreation add friends', () => {
  it('pages through users without the current user, and searches from page 1', async () => {
    const run = start();
    await reachFriends(run);
    const { actor, searchFriends } = run;
    expect(actor.getSnapshot().context.users).toEqual({ search: '', page: 1, lastPage: 2, items: [mona, karim] });
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (snapshot) => snapshot.matches({ addFriends: 'loaded' }));
    expect(actor.getSnapshot().context.users.items).toEqual([mona, karim, laila]);
    expect(actor.getSnapshot().can({ type: 'LOAD_MORE' })).toBe(false);
    actor.send({ type: 'SEARCH', term: 'lai' });
    await waitFor(actor, (snapshot) => snapshot.matches({ addFriends: 'loaded' }));
    expect(searchFriends.mock.calls.map((call) => call[0].input)).toEqual([
      { q: '', page: 1 },
      { q: '', page: 2 },
      { q: 'lai', page: 1 },
    ]);
    expect(actor.getSnapshot().context.users).toEqual({ search: 'lai', page: 1, lastPage: 1, items: [laila] });
  });

  it('selects and unselects members', async () => {
    const run = start();
    await reachFriends(run);
    run.actor.send({ type: 'TOGGLE_MEMBER', user: mona });
    run.actor.send({ type: 'TOGGLE_MEMBER', user: karim });
    run.actor.send({ type: 'TOGGLE_MEMBER', user: mona });
    expect(run.actor.getSnapshot().context.selectedMembers).toEqual([karim]);
  });

  it('shows a failed list that can be retried', async () => {
    const run = start({ searchFails: true });
    await reachFriends(run);
    expect(run.actor.getSnapshot().value).toEqual({ addFriends: 'failed' });
    run.actor.send({ type: 'RETRY' });
    expect(run.actor.getSnapshot().value).toEqual({ addFriends: 'loading' });
  });
});

describe('groupCreation confirm and save', () => {
  it('creates the group, adds the members with role 1, and shows the success view', async () => {
    const run = start();
    await reachFriends(run);
    run.actor.send({ type: 'TOGGLE_MEMBER', user: mona });
    run.actor.send({ type: 'TOGGLE_MEMBER', user: karim });
    run.actor.send({ type: 'NEXT' });
    expect(run.actor.getSnapshot().value).toBe('confirm');
    run.actor.send({ type: 'CONFIRM' });
    expect(run.actor.getSnapshot().value).toBe('creating');
    expect(run.actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    expect(run.actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    await waitFor(run.actor, (snapshot) => snapshot.matches('success'));
    expect(run.createGroup.mock.calls[0]?.[0].input).toEqual({ name: 'Friends', type: 'private', description: 'Weekend league' });
    expect(run.addMembers.mock.calls[0]?.[0].input).toEqual({ groupId: 55, members: [{ user_id: 2, role: 1 }, { user_id: 3, role: 1 }] });
    expect(run.actor.getSnapshot().context).toMatchObject({ created: group, shareLink: 'https://hadaf.example/groups/55', membersPending: false });
    expect(run.emitted).toEqual([{ type: 'groupCreated', group }]);
    run.actor.send({ type: 'GO_TO_GROUP' });
    expect(run.emitted.at(-1)).toEqual({ type: 'navigate', intent: { name: 'group', groupId: 55 } });
    expect(run.actor.getSnapshot().status).toBe('done');
  });

  it('skips the member call when nobody was chosen, and can go on to create a competition', async () => {
    const run = start();
    await reachFriends(run);
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'CONFIRM' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('success'));
    expect(run.addMembers).not.toHaveBeenCalled();
    run.actor.send({ type: 'CREATE_COMPETITION' });
    expect(run.emitted.at(-1)).toEqual({ type: 'navigate', intent: { name: 'groupCompetitionCreation', groupId: 55 } });
  });

  it('toasts the creation error and stops saving', async () => {
    const run = start({ createFails: true });
    await reachFriends(run);
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'CONFIRM' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('confirm'));
    expect(run.emitted).toEqual([{ type: 'toast', tone: 'error', messageKey: 'CreateGroupModal.GroupCreateError' }]);
    expect(run.actor.getSnapshot().context.created).toBeNull();
    run.actor.send({ type: 'BACK' });
    expect(run.actor.getSnapshot().matches('addFriends')).toBe(true);
  });

  it('retries only the member add after it failed, never creating the group twice', async () => {
    const run = start({ addFailures: 1 });
    await reachFriends(run);
    run.actor.send({ type: 'TOGGLE_MEMBER', user: mona });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'CONFIRM' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('confirm') && snapshot.context.created !== null);
    expect(run.actor.getSnapshot().context.membersPending).toBe(true);
    expect(run.actor.getSnapshot().can({ type: 'BACK' })).toBe(false);
    run.actor.send({ type: 'CONFIRM' });
    await waitFor(run.actor, (snapshot) => snapshot.matches('success'));
    expect(run.createGroup).toHaveBeenCalledTimes(1);
    expect(run.addMembers).toHaveBeenCalledTimes(2);
    run.actor.send({ type: 'CLOSE' });
    expect(run.actor.getSnapshot().value).toBe('done');
  });
});

describe('groupCreation paths', () => {
  const toFriends = [{ type: 'NEXT' }, { type: 'BACK' }, { type: 'CLOSE' }] as Event[];
  // Two explorations: the wizard with saving, and the user list; together they take every transition.
  const wizardEvents = [
    ...toFriends,
    { type: 'CHANGE', values: { name: 'A' } },
    { type: 'CHANGE', values: { name: 'Friends' } },
    { type: 'TOGGLE_MEMBER', user: mona },
    { type: 'CONFIRM' },
    { type: 'GO_TO_GROUP' },
    { type: 'CREATE_COMPETITION' },
    { type: 'xstate.done.actor.createGroup', output: group },
    { type: 'xstate.error.actor.createGroup', error: new Error('422') },
    { type: 'xstate.done.actor.addMembers', output: undefined },
    { type: 'xstate.error.actor.addMembers', error: new Error('500') },
  ] as unknown as Event[];
  const listEvents = [
    ...toFriends,
    { type: 'CHANGE', values: { name: 'Friends' } },
    { type: 'SEARCH', term: 'lai' },
    { type: 'LOAD_MORE' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.searchFriends', output: { data: [mona], meta: { current_page: 1, last_page: 2 } } },
    { type: 'xstate.done.actor.searchFriends', output: { data: [laila], meta: { current_page: 2, last_page: 2 } } },
    { type: 'xstate.error.actor.searchFriends', error: new Error('500') },
  ] as unknown as Event[];

  it('reaches every state and takes every transition, live actor agreeing with the graph', () => {
    const coverage = createMachineCoverage(groupCreationMachine);
    for (const events of [wizardEvents, listEvents]) {
      for (const path of edgeCoveringPaths(groupCreationMachine, { events, input })) {
        const { observed, expected } = replayPath(groupCreationMachine, path, coverage, input);
        expect(observed).toEqual(expected);
      }
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 30_000);
});
