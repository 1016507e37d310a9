import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPeople, type Say } from '../GroupCard/fixtures.ts';
import { say, useStoryText } from '../../internal/story-helpers.tsx';
import type { GroupPerson, PeopleListState } from './GroupMembers.tsx';
import { GroupPage, type GroupPageProps } from './GroupPage.tsx';

const list = (items: readonly GroupPerson[], search = ''): PeopleListState => ({
  items,
  search,
  onSearchChange: fn(),
  isLoading: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  onLoadMore: fn(),
});

type StoryArgs = Omit<GroupPageProps, 'group' | 'managers' | 'members' | 'nonMembers'> & { type: 'public' | 'private'; addSearch: string; managerCount: number };

function people(text: Say) {
  const [ahmed, mona, karim, salma, omar, laila] = storyPeople(text);
  return {
    managers: [{ ...ahmed!, role: 2 as const }, { ...mona!, role: 2 as const }],
    members: [karim!, salma!, omar!].map((person) => ({ ...person, role: 1 as const })),
    nonMembers: [{ ...laila!, role: 0 as const, canAdd: true }],
  };
}

const meta = {
  title: 'Groups/GroupPage',
  args: {
    type: 'private',
    addSearch: '',
    managerCount: 2,
    viewer: { userId: 1, role: 2 },
    tab: 'overview',
    onTabChange: fn(),
    shareLink: 'https://hadaf.example/groups/15',
    membership: 'idle',
    onJoin: fn(),
    onLeave: fn(),
    addedIds: [],
    onAdd: fn(),
    memberActions: { onChangeRole: fn(), onRemove: fn() },
    onCreateCompetition: fn(),
    competitions: null,
    leaderboard: null,
  },
  render: function Render({ type, addSearch, managerCount, ...args }: StoryArgs) {
    const text = useStoryText();
    const lists = people(text);
    return (
      <GroupPage
        {...args}
        group={{
          id: 15,
          name: text('Office League', 'دوري المكتب'),
          description: text('Colleagues predicting every weekend together.', 'زملاء العمل يتوقعون معًا كل عطلة أسبوع.'),
          type,
          code: 'G-7K2QXZ',
          entryCode: type === 'private' && args.viewer.role === 2 ? 'K7Q2XZ' : null,
          memberCount: 5,
          managerCount,
        }}
        managers={list(lists.managers)}
        members={list(lists.members)}
        nonMembers={list(lists.nonMembers, addSearch)}
      />
    );
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A manager of a private group: the entry code and ID, share links, member actions (none on their own row), adding people. */
export const Manager: Story = {
  args: { addSearch: 'Lai' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('K7Q2XZ')).toBeVisible();
    await expect(canvas.getByText('G-7K2QXZ')).toBeVisible();
    const whatsapp = canvas.getByRole('link', { name: new RegExp(say('Share on WhatsApp', 'شارك عبر WhatsApp')) });
    await expect(whatsapp).toBeVisible();
    // Share links are absolute addresses of the apps, opened in a new tab as they are.
    await expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=.*https%3A%2F%2Fhadaf\.example%2Fgroups%2F15$/);
    await expect(canvas.getByRole('link', { name: new RegExp(say('Share on Facebook', 'شارك عبر Facebook')) })).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhadaf.example%2Fgroups%2F15',
    );
    await expect(canvas.getByRole('link', { name: new RegExp(say('Share on X', 'شارك عبر X')) }).getAttribute('href')).toMatch(/^https:\/\/x\.com\/intent\/post\?text=/);
    await expect(canvas.queryByRole('button', { name: say('Actions for Ahmed Samir', 'إجراءات أحمد سمير') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: say('Actions for Karim Fathy', 'إجراءات كريم فتحي') }));
    const menu = await waitFor(() => within(document.body).getByRole('menu'));
    await userEvent.click(within(menu).getByRole('menuitem', { name: say('Make manager', 'اجعله مديرًا') }));
    await expect(args.memberActions.onChangeRole).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), 2);
    await userEvent.click(canvas.getByRole('button', { name: say('Add Laila Nabil', 'إضافة ليلى نبيل') }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
    await userEvent.click(canvas.getByRole('button', { name: say('Create new competition', 'إنشاء مسابقة جديدة') }));
    await expect(args.onCreateCompetition).toHaveBeenCalledOnce();
  },
};

/** A member of a private group: no share block, no add search, no actions; Leave. */
export const PrivateMember: Story = {
  args: { viewer: { userId: 3, role: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('G-7K2QXZ')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: say('Add people', 'إضافة أشخاص') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Actions for|إجراءات/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: say('Leave', 'غادر') }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** A non-member of a private group: a greyed tab bar that does not open, the overview only, and the entry code form. */
export const PrivateNonMember: Story = {
  args: { viewer: { userId: 9, role: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: say('Leaderboard', 'الترتيب') })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('heading', { name: say('Group Members', 'أعضاء المجموعة') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: say('Join group', 'انضم إلى المجموعة') }));
    await expect(canvas.getByText(say('Enter the group’s entry code.', 'أدخل رمز الدخول الخاص بالمجموعة.'))).toBeVisible();
    await expect(args.onJoin).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(say('Entry code', 'رمز الدخول')) }), 'k7q2xz');
    await userEvent.click(canvas.getByRole('button', { name: say('Join group', 'انضم إلى المجموعة') }));
    await expect(args.onJoin).toHaveBeenCalledWith('k7q2xz');
  },
};

/** A wrong code: the server's message on the field. */
export const WrongEntryCode: Story = {
  args: { viewer: { userId: 9, role: 0 }, entryCodeError: 'This entry code is not right. Check it and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This entry code is not right. Check it and try again.')).toBeVisible();
  },
};

/** A public group seen by a non-member: Join, the share block, and joining failed with the spec's alert. */
export const PublicJoinFailed: Story = {
  args: { type: 'public', viewer: { userId: 9, role: 0 }, membership: 'joinFailed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(say('An error occurred while joining group. Please try again later.', 'حدث خطأ أثناء الانضمام إلى المجموعة. حاول مرة أخرى لاحقًا.'));
    await userEvent.click(canvas.getByRole('button', { name: say('Join', 'انضم') }));
    await expect(args.onJoin).toHaveBeenCalledWith(null);
  },
};

/** The last manager: Leave is disabled with the reason. */
export const LastManager: Story = {
  args: { managerCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: say('Leave', 'غادر') })).toBeDisabled();
    await expect(canvas.getByText(say('You are the last manager. Make another member a manager before you leave.', 'أنت آخر مدير. اجعل عضوًا آخر مديرًا قبل أن تغادر.'))).toBeVisible();
  },
};

/** The Rules tab: the static rules in the page's language. */
export const Rules: Story = {
  args: { tab: 'rules', viewer: { userId: 3, role: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: say('Group rules', 'قواعد المجموعة') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};


/**
 * Invited to a private group by someone who is not their friend (issue 30): Accept or Decline, no entry code asked;
 * the fan becomes a member only by accepting.
 */
export const Invited: Story = {
  args: {
    viewer: { userId: 9, role: 0 },
    invitation: { inviterName: 'Mona Adel', status: 'idle', onAccept: fn(), onDecline: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: say('Mona Adel invited you to join this group', 'دعاك Mona Adel للانضمام إلى هذه المجموعة') });
    await expect(canvas.queryByRole('textbox', { name: new RegExp(say('Entry code', 'رمز الدخول')) })).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: say('Accept invitation', 'اقبل الدعوة') }));
    await expect(args.invitation!.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(within(banner).getByRole('button', { name: say('Decline', 'ارفض') }));
    await expect(args.invitation!.onDecline).toHaveBeenCalledOnce();
  },
};

/** Accepting: the button is busy; a failed answer shows an alert and the buttons again. */
export const InvitationFailed: Story = {
  args: {
    viewer: { userId: 9, role: 0 },
    invitation: { inviterName: 'Mona Adel', status: 'failed', onAccept: fn(), onDecline: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(say('Your answer could not be sent. Please try again.', 'تعذّر إرسال ردك. حاول مرة أخرى.'));
  },
};

/**
 * Adding a stranger invites them (issue 30): their row reads "Invited" (not "Added"), and focus stays on that row
 * instead of falling to <body> when the Add button leaves.
 */
export const AddedStrangerIsInvited: Story = {
  args: { addSearch: 'Lai', invitedIds: [] },
  render: function Render(args: StoryArgs) {
    const [invitedIds, setInvitedIds] = useState<number[]>([]);
    return meta.render({ ...args, invitedIds, onAdd: (person) => setInvitedIds((ids) => [...ids, person.id]) });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: say('Add Laila Nabil', 'إضافة ليلى نبيل') }));
    const invited = await canvas.findByText(say('Invited', 'تمت الدعوة'));
    await waitFor(() => expect(invited).toHaveFocus());
    await expect(canvas.queryByText(say('Added', 'تمت الإضافة'))).not.toBeInTheDocument();
  },
};
