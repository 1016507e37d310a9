import type { SnapshotFrom } from 'xstate';
import type { groupCreationMachine } from './machine.ts';
import type { GroupCreationContext, GroupForm, GroupUser } from './types.ts';

/** Where the wizard is: one of its three steps, saving (Next and Confirm disabled), or the success view. */
export type GroupCreationStep = 'basicInfo' | 'addFriends' | 'confirm' | 'saving' | 'success' | 'closed';

export interface GroupCreationView {
  readonly step: GroupCreationStep;
  /** 0–2 for the stepper; the success view counts every step done (3). */
  readonly stepIndex: number;
  readonly form: GroupForm;
  readonly fieldErrors: GroupCreationContext['fieldErrors'];
  readonly users: {
    readonly search: string;
    readonly items: readonly GroupUser[];
    readonly status: 'loading' | 'loaded' | 'failed';
    readonly hasMore: boolean;
  };
  readonly selectedMembers: readonly GroupUser[];
  /** Back is refused once the group exists (a failed member add retries the members only). */
  readonly canGoBack: boolean;
  readonly created: { readonly id: number; readonly code: string | null; readonly entryCode: string | null; readonly shareLink: string } | null;
}

const stepIndexOf: Record<GroupCreationStep, number> = { basicInfo: 0, addFriends: 1, confirm: 2, saving: 2, success: 3, closed: 0 };

/** The group creation wizard's snapshot as its view shows it (competitions §2 Group creation wizard). */
export function connectGroupCreation(snapshot: SnapshotFrom<typeof groupCreationMachine>): GroupCreationView {
  const { context } = snapshot;
  const step: GroupCreationStep = snapshot.matches('basicInfo')
    ? 'basicInfo'
    : snapshot.matches('addFriends')
      ? 'addFriends'
      : snapshot.matches('confirm')
        ? 'confirm'
        : snapshot.matches('creating') || snapshot.matches('addingMembers')
          ? 'saving'
          : snapshot.matches('success') || (snapshot.matches('done') && context.created)
            ? 'success'
            : 'closed';
  const listStatus = snapshot.matches({ addFriends: 'failed' }) ? 'failed' : snapshot.matches({ addFriends: 'loading' }) ? 'loading' : 'loaded';
  const created = context.created;
  return {
    step,
    stepIndex: stepIndexOf[step],
    form: context.form,
    fieldErrors: context.fieldErrors,
    users: {
      search: context.users.search,
      items: context.users.items,
      status: listStatus,
      hasMore: context.users.lastPage !== null && context.users.page < context.users.lastPage,
    },
    selectedMembers: context.selectedMembers,
    canGoBack: step === 'addFriends' || (step === 'confirm' && created === null),
    created: created ? { id: created.id, code: created.code ?? null, entryCode: created.entry_code ?? null, shareLink: context.shareLink ?? '' } : null,
  };
}
