import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectGroupCreation } from './connect.ts';
import { groupCreationMachine } from './machine.ts';
import type { AddMembersInput, CreatedGroup, CreateGroupInput, SearchFriendsInput, FriendsPage } from './types.ts';

const users = [
  { id: 2, name: 'Mona' },
  { id: 3, name: 'Omar' },
];

function start(createGroup: (input: CreateGroupInput) => Promise<CreatedGroup> = async () => ({ id: 15, code: 'G-ABC123', entry_code: 'K7Q2XZ' })) {
  const machine = groupCreationMachine.provide({
    actors: {
      searchFriends: fromPromise<FriendsPage, SearchFriendsInput>(async () => ({ data: users, meta: { current_page: 1, last_page: 2 } })),
      createGroup: fromPromise<CreatedGroup, CreateGroupInput>(({ input }) => createGroup(input)),
      addMembers: fromPromise<void, AddMembersInput>(async () => {}),
    },
  });
  return createActor(machine, { input: { host: 'https://hadaf.example/', currentUserId: 1 } }).start();
}

describe('connectGroupCreation', () => {
  it('walks the three steps with the stepper index, the list state and the chosen friends', async () => {
    const actor = start();
    expect(connectGroupCreation(actor.getSnapshot())).toMatchObject({ step: 'basicInfo', stepIndex: 0, canGoBack: false });
    actor.send({ type: 'NEXT' });
    expect(connectGroupCreation(actor.getSnapshot()).fieldErrors.name).toBe('validation.required');
    actor.send({ type: 'CHANGE', values: { name: 'Office League', type: 'private' } });
    actor.send({ type: 'NEXT' });
    expect(connectGroupCreation(actor.getSnapshot())).toMatchObject({ step: 'addFriends', stepIndex: 1, canGoBack: true, users: { status: 'loading' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ addFriends: 'loaded' }));
    actor.send({ type: 'TOGGLE_MEMBER', user: users[0]! });
    expect(connectGroupCreation(actor.getSnapshot())).toMatchObject({ users: { status: 'loaded', hasMore: true, items: users }, selectedMembers: [users[0]] });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    expect(connectGroupCreation(actor.getSnapshot()).step).toBe('saving');
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(connectGroupCreation(actor.getSnapshot())).toMatchObject({
      step: 'success',
      stepIndex: 3,
      created: { id: 15, code: 'G-ABC123', entryCode: 'K7Q2XZ', shareLink: 'https://hadaf.example/groups/15' },
    });
  });

  it('stays on Confirm after a failed creation, with Back still open', async () => {
    const actor = start(async () => {
      throw new Error('down');
    });
    actor.send({ type: 'CHANGE', values: { name: 'Office League' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirm'));
    expect(connectGroupCreation(actor.getSnapshot())).toMatchObject({ step: 'confirm', canGoBack: true, created: null });
  });
});
