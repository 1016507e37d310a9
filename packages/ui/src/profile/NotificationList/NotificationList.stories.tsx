import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useStoryText } from '../../internal/story-helpers.tsx';
import type { NotificationCardItem } from '../NotificationCard/NotificationCard.tsx';
import { NotificationList, NotificationsPopover } from './NotificationList.tsx';

const now = '2026-11-21T12:00:00Z';
type Text = ReturnType<typeof useStoryText>;

function makeNotifications(text: Text, count: number): NotificationCardItem[] {
  const kinds: ((index: number) => NotificationCardItem)[] = [
    (index) => ({
      id: `n${index}`,
      type: 'invited-to-group',
      created_at: new Date(Date.parse(now) - (index + 1) * 47 * 60_000).toISOString(),
      read_at: index < 3 ? null : now,
      payload: { group: { id: 40 + index, name: text('Office League', 'دوري المكتب') }, inviter: { name: text('Mariam Adel', 'مريم عادل') } },
    }),
    (index) => ({
      id: `n${index}`,
      type: 'prize-redemption-request-rejected',
      created_at: new Date(Date.parse(now) - (index + 1) * 47 * 60_000).toISOString(),
      read_at: index < 3 ? null : now,
      payload: { prize: { name: text('500 coins', '٥٠٠ عملة') }, reason: 'id_number_mismatch' },
    }),
    (index) => ({
      id: `n${index}`,
      type: 'other',
      created_at: new Date(Date.parse(now) - (index + 1) * 47 * 60_000).toISOString(),
      read_at: index < 3 ? null : now,
      payload: { title: text('New matchday', 'جولة جديدة'), body: text('Predictions for matchday 12 are open.', 'باب التوقعات للجولة ١٢ مفتوح.') },
    }),
  ];
  return Array.from({ length: count }, (_, index) => kinds[index % kinds.length]!(index));
}

type ListArgs = ComponentProps<typeof NotificationList> & { count?: number };

function ListDemo({ count = 4, notifications: _notifications, ...props }: ListArgs) {
  const text = useStoryText();
  return (
    <RouterProvider navigate={() => {}}>
      <div className="max-w-lg">
        <NotificationList {...props} notifications={makeNotifications(text, count)} now={now} />
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'Profile/NotificationList',
  component: NotificationList,
  args: { notifications: [], now, newCount: 3, onMarkAllRead: fn(), onLoadMore: fn() },
  render: (args) => <ListDemo {...args} />,
} satisfies Meta<ListArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

/** The full list (profile tab): every loaded page, the new count, mark as read and Load More. */
export const Full: Story = {
  args: { variant: 'full', hasNextPage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: /Load More|تحميل المزيد/ }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** Mark as read calls back (the app then resets the new count to 0). */
export const MarkAsRead: Story = {
  args: { variant: 'full' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /^(Mark as read|تعليم كمقروء)$/ });
    await userEvent.click(button);
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await userEvent.unhover(button);
  },
};

/** While marking as read the button shows a spinner. */
export const MarkingAsRead: Story = {
  args: { variant: 'full', isMarkingRead: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

/** The next page is loading. */
export const LoadingMore: Story = {
  args: { variant: 'full', hasNextPage: true, isLoadingMore: true, newCount: 0 },
};

/** The recent list holds the 5 newest and links to the full list. */
export const Recent: Story = {
  args: { variant: 'recent', allHref: '/profile/notifications', count: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /See all notifications|عرض كل الإشعارات/ })).toHaveAttribute('href', '/profile/notifications');
  },
};

/** Nothing yet: a proper empty state. */
export const Empty: Story = {
  args: { count: 0, newCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /No notifications|لا توجد إشعارات/ })).toBeVisible();
  },
};

function PopoverDemo(props: Partial<ComponentProps<typeof NotificationsPopover>>) {
  const text = useStoryText();
  return (
    <RouterProvider navigate={() => {}}>
      <div className="flex justify-end">
        <NotificationsPopover notifications={makeNotifications(text, 7)} now={now} allHref="/profile/notifications" {...props} />
      </div>
    </RouterProvider>
  );
}

/** The header's bell carries the new count in the locale's digits (12 / ١٢). */
export const TriggerBadge: Story = {
  render: (args) => <PopoverDemo newCount={12} onMarkAllRead={args.onMarkAllRead} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    const arabic = document.documentElement.lang === 'ar';
    await expect(trigger).toHaveTextContent(arabic ? '١٢' : '12');
    await expect(trigger).toHaveAccessibleName(arabic ? /١٢ إشعارًا جديدًا/ : /12 new/);
  },
};

/** Opening the bell shows the 5 recent notifications; mark as read calls back. */
export const PopoverOpen: Story = {
  parameters: { visual: { viewport: true } },
  render: (args) => <PopoverDemo newCount={3} onMarkAllRead={args.onMarkAllRead} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(5));
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Mark as read|تعليم كمقروء)$/ }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};
