import { useEffect, useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { connectGroupCreation, groupCreationMachine, type AddMembersInput, type CreatedGroup, type CreateGroupInput, type SearchFriendsInput, type FriendsPage } from '@hadaf/domain';
import { storyPeople } from '../GroupCard/fixtures.ts';
import { findOverlay, say, useStoryText } from '../../internal/story-helpers.tsx';
import { GroupCreationWizard } from './GroupCreationWizard.tsx';

/** How the wizard's calls answer in a story: at once, never (a call in flight), with a failure, or (friends) with nobody. */
type Answer = 'ok' | 'pending' | 'fail' | 'none';
interface StoryArgs {
  users: Answer;
  create: Answer;
  members: Answer;
  onNavigate: (intent: unknown) => void;
}

const settle = <T,>(answer: Answer, value: T) =>
  answer === 'ok' ? Promise.resolve(value) : answer === 'fail' ? Promise.reject(new Error('offline')) : new Promise<T>(() => undefined);

/** The real machine and connect, with the story's answers for its calls. */
function Wizard({ users, create, members, onNavigate }: StoryArgs) {
  const text = useStoryText();
  const logic = useMemo(
    () =>
      groupCreationMachine.provide({
        actors: {
          searchFriends: fromPromise<FriendsPage, SearchFriendsInput>(() =>
            users === 'none'
              ? Promise.resolve({ data: [], meta: { current_page: 1, last_page: 1 } })
              : settle(users, { data: storyPeople(text).slice(1), meta: { current_page: 1, last_page: 2 } }),
          ),
          createGroup: fromPromise<CreatedGroup, CreateGroupInput>(() => settle(create, { id: 15, code: 'G-7K2QXZ', entry_code: 'K7Q2XZ' })),
          addMembers: fromPromise<void, AddMembersInput>(() => settle(members, undefined)),
        },
      }),
    [create, members, text, users],
  );
  const actor = useActorRef(logic, { input: { host: 'https://hadaf.example', currentUserId: 1 } });
  useEffect(() => actor.on('navigate', (event) => onNavigate(event.intent)).unsubscribe, [actor, onNavigate]);
  const view = useSelector(actor, connectGroupCreation);
  return <GroupCreationWizard view={view} send={(event) => actor.send(event)} />;
}

const meta = {
  title: 'Groups/GroupCreationWizard',
  args: { users: 'ok', create: 'ok', members: 'ok', onNavigate: fn() },
  parameters: { visual: { viewport: true } },
  render: (args: StoryArgs) => <Wizard {...args} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillBasics(dialog: HTMLElement, privacy: 'public' | 'private' = 'private') {
  const scope = within(dialog);
  await userEvent.type(scope.getByRole('textbox', { name: new RegExp(say('Group name', 'اسم المجموعة')) }), say('Office League', 'دوري المكتب'));
  if (privacy === 'private') await userEvent.click(scope.getByRole('radio', { name: new RegExp(say('Private', 'خاصة')) }));
  await userEvent.click(scope.getByRole('button', { name: say('Next', 'التالي') }));
}

const next = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: say('Next', 'التالي') }));
const confirm = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: say('Confirm', 'تأكيد') }));

/** Step 1: Next with a one-letter name is refused with the rule; Cancel is there, no Back. */
export const BasicInformation: Story = {
  parameters: { machineStates: ['groupCreation.basicInfo'] },
  play: async () => {
    const dialog = await findOverlay();
    const scope = within(dialog);
    await userEvent.type(scope.getByRole('textbox', { name: new RegExp(say('Group name', 'اسم المجموعة')) }), 'A');
    await next(dialog);
    await expect(scope.getByText(say('The group name must be at least 2 characters long.', 'يجب ألا يقل اسم المجموعة عن حرفين.'))).toBeVisible();
    await expect(scope.getByRole('button', { name: say('Cancel', 'إلغاء') })).toBeEnabled();
  },
};

/**
 * Next with no name (WCAG 3.3.1, 4.1.3): focus goes back to the name field, which a screen reader reads as invalid
 * with its error; a second refused Next brings focus back again.
 */
export const EmptyNameIsAnnounced: Story = {
  parameters: { machineStates: ['groupCreation.basicInfo'] },
  play: async () => {
    const dialog = await findOverlay();
    const scope = within(dialog);
    const name = scope.getByRole('textbox', { name: new RegExp(say('Group name', 'اسم المجموعة')) });
    await next(dialog);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(say('Enter a name for the group.', 'أدخل اسمًا للمجموعة.'));
    await userEvent.tab({ shift: true });
    await next(dialog);
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** Step 2 opens: its heading takes focus and the step count, a live region, says "Step 2 of 3: Add Friends". */
export const StepIsAnnounced: Story = {
  parameters: { machineStates: ['groupCreation.addFriends.loaded'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillBasics(dialog);
    const scope = within(dialog);
    await waitFor(() => expect(scope.getByRole('heading', { name: say('Your friends', 'أصدقاؤك') })).toHaveFocus());
    const count = scope.getByText(say('Step 2 of 3', 'الخطوة ٢ من ٣')).closest('[aria-live="polite"]');
    await expect(count).toHaveTextContent(say('Step 2 of 3: Add Friends', 'الخطوة ٢ من ٣: إضافة أصدقاء'));
  },
};

/** A fan without friends (issue 30): nobody is listed, and the step says how to bring people in. */
export const NoFriendsYet: Story = {
  args: { users: 'none' },
  parameters: { machineStates: ['groupCreation.addFriends.loaded'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillBasics(dialog);
    const scope = within(dialog);
    await expect(
      await scope.findByText(
        say(
          'You have no friends on Hadaf yet. Create the group, then share its link, or invite people by name from the group page.',
          'ليس لديك أصدقاء على هدف بعد. أنشئ المجموعة ثم شارك رابطها، أو ادعُ الأشخاص بأسمائهم من صفحة المجموعة.',
        ),
      ),
    ).toBeVisible();
    await expect(scope.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** Step 2: the searchable, paged list of people; picking one counts them. */
export const AddFriends: Story = {
  parameters: { machineStates: ['groupCreation.addFriends.loaded'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillBasics(dialog);
    const scope = within(dialog);
    await userEvent.click(await scope.findByRole('checkbox', { name: new RegExp(say('Mona Adel', 'منى عادل')) }));
    await expect(scope.getByText(say('1 friend selected', 'اخترت صديقًا واحدًا'))).toBeVisible();
    await expect(scope.getByRole('button', { name: say('Load More', 'تحميل المزيد') })).toBeVisible();
  },
};

/** Step 2 while the list loads. */
export const AddFriendsLoading: Story = {
  args: { users: 'pending' },
  parameters: { machineStates: ['groupCreation.addFriends.loading'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillBasics(dialog);
    await expect(within(dialog).getByRole('status')).toBeVisible();
  },
};

/** Step 2 when the list cannot load: no message from the server, a retry (competitions §8). */
export const AddFriendsFailed: Story = {
  args: { users: 'fail' },
  parameters: { machineStates: ['groupCreation.addFriends.failed'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillBasics(dialog);
    await expect(await within(dialog).findByRole('button', { name: say('Try again', 'حاول مرة أخرى') })).toBeVisible();
  },
};

/** Step 3: the summary of name, privacy and members. */
export const Confirm: Story = {
  parameters: { machineStates: ['groupCreation.confirm'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillBasics(dialog);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(say('Mona Adel', 'منى عادل')) }));
    await next(dialog);
    const scope = within(dialog);
    await expect(scope.getByRole('heading', { name: say('Summary', 'الملخص') })).toBeVisible();
    await expect(scope.getByText(say('Mona Adel', 'منى عادل'))).toBeVisible();
    await expect(scope.getByText(say('Private', 'خاصة'))).toBeVisible();
  },
};

/**
 * Saving: creating the group, then adding the members; Back and Confirm wait. Confirm is pending, not disabled, so it
 * keeps focus while the modal is open (a disabled button would drop focus to <body>, WCAG 2.4.3).
 */
export const Saving: Story = {
  args: { create: 'pending' },
  parameters: { machineStates: ['groupCreation.creating'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillBasics(dialog);
    await next(dialog);
    await confirm(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: say('Back', 'رجوع') })).toBeDisabled());
    const pending = within(dialog).getByRole('button', { name: new RegExp(say('Confirm', 'تأكيد')) });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(pending).toHaveFocus();
    await userEvent.click(pending);
    await expect(pending).toHaveFocus();
  },
};

/** The members are being added to the created group. */
export const AddingMembers: Story = {
  args: { members: 'pending' },
  parameters: { machineStates: ['groupCreation.addingMembers'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillBasics(dialog);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(say('Mona Adel', 'منى عادل')) }));
    await next(dialog);
    await confirm(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: say('Back', 'رجوع') })).toBeDisabled());
  },
};

/** Created: the entry code, the ID, share links and the link; Go to group asks the app to open it. */
export const Created: Story = {
  parameters: { machineStates: ['groupCreation.success', 'groupCreation.done'] },
  play: async ({ args }) => {
    const dialog = await findOverlay();
    await fillBasics(dialog);
    await next(dialog);
    await confirm(dialog);
    const scope = within(dialog);
    // Focus lands on "Group created" (read out), not on <body> as the Confirm button leaves.
    const created = await scope.findByRole('heading', { name: say('Group created', 'تم إنشاء المجموعة') });
    await waitFor(() => expect(created).toHaveFocus());
    await expect(scope.getByText('K7Q2XZ')).toBeVisible();
    await expect(scope.getByText('https://hadaf.example/groups/15')).toBeVisible();
    await userEvent.click(scope.getByRole('button', { name: say('Go to group', 'الذهاب إلى المجموعة') }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ name: 'group', groupId: 15 });
  },
};

/** Cancel on the first step closes the wizard. */
export const Cancelled: Story = {
  parameters: { machineStates: ['groupCreation.closed'] },
  play: async () => {
    const dialog = await findOverlay();
    await userEvent.click(within(dialog).getByRole('button', { name: say('Cancel', 'إلغاء') }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};
