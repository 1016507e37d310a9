import { assertEvent, assign, emit, not, setup } from 'xstate';
import { validateGroupName } from '../../validators/group-name.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { NavigationIntent } from '../shared/navigation.ts';
import type {
  AddMembersInput,
  CreatedGroup,
  CreateGroupInput,
  GroupCreationContext,
  GroupCreationEmitted,
  GroupCreationEvent,
  GroupCreationInput,
  GroupForm,
  GroupPrivacy,
  GroupUser,
  SearchFriendsInput,
  FriendsPage,
} from './types.ts';

/** Group form (competitions-and-groups.md §5): name at least 2 characters, privacy required, description optional. */
export function groupFormErrors(form: GroupForm): GroupCreationContext['fieldErrors'] {
  const errors: GroupCreationContext['fieldErrors'] = {};
  const name = validateGroupName(form.name);
  if (!name.ok) errors.name = name.error;
  if (form.type !== 'public' && form.type !== 'private') errors.type = 'validation.required';
  return errors;
}

export function groupShareLink(host: string, groupId: number): string {
  return `${host.replace(/\/+$/, '')}/groups/${groupId}`;
}

const firstPage = (search: string) => ({ search, page: 1, lastPage: null, items: [] });

/** A page appended to the list, without the current user and without anyone already listed (pages can shift). */
function appendUsers(context: GroupCreationContext, page: readonly GroupUser[]): GroupUser[] {
  const listed = new Set(context.users.items.map((user) => user.id));
  const fresh = page.filter((user) => user.id !== context.currentUserId && !listed.has(user.id));
  return [...context.users.items, ...fresh];
}

function createdGroup(context: GroupCreationContext): CreatedGroup {
  return context.created as CreatedGroup;
}

/**
 * The group creation wizard (competitions-and-groups.md §2, §4): Basic Information → Add Friends
 * (the fan's friends, searchable and paged) → Confirm → create the group → add the chosen members with role 1 →
 * success view. The app provides `searchFriends`, `createGroup` and `addMembers`.
 */
export const groupCreationMachine = setup({
  types: {
    context: {} as GroupCreationContext,
    events: {} as GroupCreationEvent,
    input: {} as GroupCreationInput,
    emitted: {} as GroupCreationEmitted,
  },
  actors: {
    searchFriends: notProvided<FriendsPage, SearchFriendsInput>('searchFriends'),
    createGroup: notProvided<CreatedGroup, CreateGroupInput>('createGroup'),
    addMembers: notProvided<void, AddMembersInput>('addMembers'),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(groupFormErrors(context.form)).length === 0,
    hasMorePages: ({ context }) => context.users.lastPage !== null && context.users.page < context.users.lastPage,
    hasMembersToAdd: ({ context }) => context.selectedMembers.length > 0,
    isCreated: ({ context }) => context.created !== null,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const form = { ...context.form, ...event.values };
      const stillWrong = groupFormErrors(form);
      const fieldErrors: GroupCreationContext['fieldErrors'] = {};
      for (const field of Object.keys(context.fieldErrors) as Array<keyof typeof fieldErrors>) if (stillWrong[field]) fieldErrors[field] = stillWrong[field];
      return { form, fieldErrors };
    }),
    showFormErrors: assign(({ context }) => ({ fieldErrors: groupFormErrors(context.form) })),
    startSearch: assign(({ event }) => {
      assertEvent(event, 'SEARCH');
      return { users: firstPage(event.term) };
    }),
    restartList: assign(({ context }) => ({ users: firstPage(context.users.search) })),
    nextPage: assign(({ context }) => ({ users: { ...context.users, page: context.users.page + 1 } })),
    toggleMember: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE_MEMBER');
      const chosen = context.selectedMembers.some((member) => member.id === event.user.id);
      return { selectedMembers: chosen ? context.selectedMembers.filter((member) => member.id !== event.user.id) : [...context.selectedMembers, event.user] };
    }),
    emitCreateError: emit({ type: 'toast', tone: 'error', messageKey: 'CreateGroupModal.GroupCreateError' } as const),
    emitGroupCreated: emit(({ context }) => ({ type: 'groupCreated', group: createdGroup(context) }) as const),
    navigate: emit((_, intent: NavigationIntent) => ({ type: 'navigate', intent }) as const),
  },
}).createMachine({
  id: 'group-creation',
  context: ({ input }) => ({
    host: input.host,
    currentUserId: input.currentUserId ?? null,
    form: { name: '', type: 'public' as GroupPrivacy, description: '' },
    fieldErrors: {},
    users: firstPage(''),
    selectedMembers: [],
    created: null,
    shareLink: null,
    membersPending: false,
  }),
  initial: 'basicInfo',
  states: {
    basicInfo: {
      on: {
        CHANGE: { actions: 'change' },
        NEXT: [{ guard: 'formIsValid', target: 'addFriends' }, { actions: 'showFormErrors' }],
        // The first step's Cancel.
        CLOSE: { target: 'closed' },
      },
    },
    addFriends: {
      initial: 'loading',
      entry: 'restartList',
      on: {
        SEARCH: { target: '.loading', actions: 'startSearch' },
        TOGGLE_MEMBER: { actions: 'toggleMember' },
        NEXT: { target: 'confirm' },
        BACK: { target: 'basicInfo' },
        CLOSE: { target: 'closed' },
      },
      states: {
        loading: {
          invoke: {
            id: 'searchFriends',
            src: 'searchFriends',
            input: ({ context }) => ({ q: context.users.search, page: context.users.page }),
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event }) => ({
                users: {
                  ...context.users,
                  page: event.output.meta.current_page,
                  lastPage: event.output.meta.last_page,
                  items: appendUsers(context, event.output.data),
                },
              })),
            },
            onError: { target: 'failed' },
          },
        },
        loaded: {
          on: { LOAD_MORE: { guard: 'hasMorePages', target: 'loading', actions: 'nextPage' } },
        },
        /** List loading failures show no message (§8); the view may offer a retry. */
        failed: {
          on: { RETRY: { target: 'loading' } },
        },
      },
    },
    confirm: {
      on: {
        // After a failed member add the group exists: Confirm retries only the members, and the
        // choices are frozen so that they match what is retried.
        CONFIRM: [{ guard: 'isCreated', target: 'addingMembers' }, { target: 'creating' }],
        BACK: { guard: not('isCreated'), target: 'addFriends' },
        CLOSE: { target: 'closed' },
      },
    },
    // Saving: Next and Confirm are disabled (no events are taken).
    creating: {
      invoke: {
        id: 'createGroup',
        src: 'createGroup',
        input: ({ context }) => ({ name: context.form.name.trim(), type: context.form.type as GroupPrivacy, description: context.form.description }),
        onDone: [
          {
            guard: 'hasMembersToAdd',
            target: 'addingMembers',
            actions: assign(({ context, event }) => ({ created: event.output, shareLink: groupShareLink(context.host, event.output.id) })),
          },
          {
            target: 'success',
            actions: assign(({ context, event }) => ({ created: event.output, shareLink: groupShareLink(context.host, event.output.id) })),
          },
        ],
        onError: { target: 'confirm', actions: 'emitCreateError' },
      },
    },
    addingMembers: {
      entry: assign({ membersPending: true }),
      invoke: {
        id: 'addMembers',
        src: 'addMembers',
        input: ({ context }) => ({
          groupId: createdGroup(context).id,
          members: context.selectedMembers.map((member) => ({ user_id: member.id, role: 1 as const })),
        }),
        onDone: { target: 'success', actions: assign({ membersPending: false }) },
        onError: { target: 'confirm', actions: 'emitCreateError' },
      },
    },
    /** 'group created', entry code, ID, share links and {host}/groups/{id}. */
    success: {
      entry: 'emitGroupCreated',
      on: {
        GO_TO_GROUP: { target: 'done', actions: { type: 'navigate', params: ({ context }) => ({ name: 'group', groupId: createdGroup(context).id }) } },
        CREATE_COMPETITION: {
          target: 'done',
          actions: { type: 'navigate', params: ({ context }) => ({ name: 'groupCompetitionCreation', groupId: createdGroup(context).id }) },
        },
        CLOSE: { target: 'done' },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});
