import type { ValidationKey } from '../../validators/keys.ts';
import type { NavigateEmitted } from '../shared/navigation.ts';

export type GroupPrivacy = 'public' | 'private';

export interface GroupCreationInput {
  /** Origin for the copyable link, e.g. 'https://hadaf.example': the link is {host}/groups/{id}. */
  readonly host: string;
  /** The signed-in user, left out of the add-friends list. */
  readonly currentUserId?: number;
}

/** The group form as POST /v2/groups takes it (latestMembers is kept apart and added afterwards). */
export interface GroupForm {
  readonly name: string;
  readonly type: GroupPrivacy | null;
  readonly description: string;
}

export interface GroupUser {
  readonly id: number;
  readonly name: string;
  readonly photo?: { readonly thumb?: string | null } | null;
}

/**
 * Input of `searchFriends`: the fan's own friends (GET /v2/me/friends), never the whole user directory: a friend picked
 * here joins the group at once, and anyone else can only be invited (issue 30).
 */
export interface SearchFriendsInput {
  readonly q: string;
  readonly page: number;
}

export interface FriendsPage {
  readonly data: readonly GroupUser[];
  readonly meta: { readonly current_page: number; readonly last_page: number };
}

/** Input of `createGroup`: POST /v2/groups. */
export interface CreateGroupInput {
  readonly name: string;
  readonly type: GroupPrivacy;
  readonly description: string;
}

/** The created group (response data.data), as far as the success view needs it. */
export interface CreatedGroup {
  readonly id: number;
  /** Shown as the group's ID. */
  readonly code?: string | null;
  /** Private groups only. */
  readonly entry_code?: string | null;
  readonly [key: string]: unknown;
}

/** Input of `addMembers`: POST /v2/groups/{id}/members/bulk. */
export interface AddMembersInput {
  readonly groupId: number;
  readonly members: ReadonlyArray<{ readonly user_id: number; readonly role: 1 }>;
}

export interface UserList {
  readonly search: string;
  readonly page: number;
  readonly lastPage: number | null;
  readonly items: readonly GroupUser[];
}

export interface GroupCreationContext {
  readonly host: string;
  readonly currentUserId: number | null;
  readonly form: GroupForm;
  readonly fieldErrors: Partial<Record<'name' | 'type', ValidationKey>>;
  readonly users: UserList;
  readonly selectedMembers: readonly GroupUser[];
  readonly created: CreatedGroup | null;
  /** {host}/groups/{id}, once created. */
  readonly shareLink: string | null;
  /** Members not added yet because the bulk add failed; Confirm retries only them. */
  readonly membersPending: boolean;
}

export type GroupCreationEvent =
  | { readonly type: 'CHANGE'; readonly values: Partial<GroupForm> }
  | { readonly type: 'NEXT' }
  | { readonly type: 'BACK' }
  | { readonly type: 'CLOSE' }
  /** A new search term: the list restarts at page 1. */
  | { readonly type: 'SEARCH'; readonly term: string }
  | { readonly type: 'LOAD_MORE' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'TOGGLE_MEMBER'; readonly user: GroupUser }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'GO_TO_GROUP' }
  | { readonly type: 'CREATE_COMPETITION' };

export type GroupCreationEmitted =
  | NavigateEmitted
  /** The app adds the group to 'my groups'. */
  | { readonly type: 'groupCreated'; readonly group: CreatedGroup }
  /** Creation or the member add failed; saving has stopped. */
  | { readonly type: 'toast'; readonly tone: 'error'; readonly messageKey: 'CreateGroupModal.GroupCreateError' };
