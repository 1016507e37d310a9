import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyGroups } from '../GroupCard/fixtures.ts';
import { say, useStoryText } from '../../internal/story-helpers.tsx';
import { GroupsList, type GroupsListProps, type GroupsListState } from './GroupsList.tsx';

const ready = (overrides: Partial<GroupsListState> = {}): GroupsListState => ({
  status: 'ready',
  items: [],
  hasNextPage: false,
  isFetchingNextPage: false,
  onLoadMore: fn(),
  onRetry: fn(),
  ...overrides,
});

const meta = {
  title: 'Groups/GroupsList',
  component: GroupsList,
  args: { signedIn: true, tab: 'mine', onTabChange: fn(), search: '', onSearchChange: fn(), list: ready(), onOpenGroup: fn(), onCreateGroup: fn(), withGroups: true, withRecommended: false },
  // The groups are built at render time, in the story's language.
  render: function Render({ withGroups, withRecommended, ...args }) {
    const groups = storyGroups(useStoryText());
    return <GroupsList {...args} list={{ ...args.list, items: withGroups ? groups : [] }} recommended={withRecommended ? groups.slice(1) : []} />;
  },
} satisfies Meta<GroupsListProps & { withGroups: boolean; withRecommended: boolean }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** My Groups of a signed-in fan: cards open their group, the tabs and the create button answer. */
export const MyGroups: Story = {
  args: { list: ready({ hasNextPage: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: say('My Groups', 'مجموعاتي'), selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(say('Office League', 'دوري المكتب')) }));
    await expect(args.onOpenGroup).toHaveBeenCalledWith(expect.objectContaining({ id: 15 }));
    await userEvent.click(canvas.getByRole('tab', { name: say('All Groups', 'كل المجموعات') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('all');
    await userEvent.click(canvas.getAllByRole('button', { name: say('Create new group', 'إنشاء مجموعة جديدة') })[0]!);
    await expect(args.onCreateGroup).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: say('Load More', 'تحميل المزيد') })).toBeVisible();
  },
};

/** A visitor on All Groups: no My Groups tab, the Recommended Groups strip above the list; typing searches. */
export const AllWithRecommended: Story = {
  args: { signedIn: false, tab: 'all', withRecommended: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab', { name: say('My Groups', 'مجموعاتي') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: say('Recommended Groups', 'مجموعات مقترحة') })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'a');
    await expect(args.onSearchChange).toHaveBeenCalledWith('a');
  },
};

/** Nothing found: the empty state offers to create a group. */
export const Empty: Story = {
  args: { tab: 'all', search: 'zzz', withGroups: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('No group matches your search.', 'لا توجد مجموعة تطابق بحثك.'))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: say('Create new group', 'إنشاء مجموعة جديدة') })).toHaveLength(2);
  },
};

/** The first page is loading, or failed (no message but a retry, §8). */
export const LoadingAndFailed: Story = {
  args: { list: ready({ status: 'error' }), withGroups: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: say('Try again', 'حاول مرة أخرى') }));
    await expect(args.list.onRetry).toHaveBeenCalledOnce();
  },
};
