import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T } from '../../internal/story-helpers.tsx';
import { ProfileTabs, profileTabIds, type ProfileTabsProps } from './ProfileTabs.tsx';

const navigate = fn();

const meta = {
  title: 'Profile/ProfileTabs',
  component: ProfileTabs,
  args: { activeTab: 'competitions' },
  beforeEach: () => navigate.mockClear(),
  // The tabs are links; the router records navigation instead of leaving the story.
  render: (args: ProfileTabsProps) => (
    <RouterProvider navigate={navigate}>
      <ProfileTabs {...args} />
    </RouterProvider>
  ),
} satisfies Meta<typeof ProfileTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The active tab holds the page's content. */
export const WithContent: Story = {
  args: {
    activeTab: 'competitions',
    children: (
      <p>
        <T en="Your competitions list goes here." ar="قائمة مسابقاتك هنا." />
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(profileTabIds.length);
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(/My competitions|مسابقاتي/);
  },
};

/** Choosing a tab navigates to its route. */
export const NavigatesToTab: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: /^(Friends|الأصدقاء)$/ }));
    await expect(navigate).toHaveBeenCalledWith('/profile/friends', undefined);
  },
};

/** Tabs whose features are not built yet show a proper empty state. */
export const PredictionsEmpty: Story = { args: { activeTab: 'predictions' } };
export const WalletEmpty: Story = { args: { activeTab: 'wallet' } };
export const PrizesEmpty: Story = { args: { activeTab: 'prizes' } };
export const OrdersEmpty: Story = {
  args: { activeTab: 'orders' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent(/No orders yet|لا توجد طلبات بعد/);
  },
};

/** Narrow screens scroll the tab list. */
export const Narrow: Story = {
  args: { activeTab: 'notifications' },
  render: (args: ProfileTabsProps) => (
    <RouterProvider navigate={navigate}>
      <div className="max-w-xs">
        <ProfileTabs {...args} />
      </div>
    </RouterProvider>
  ),
};
