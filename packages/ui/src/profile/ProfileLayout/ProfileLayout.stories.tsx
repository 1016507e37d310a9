import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { useSampleProfileUser } from '../ProfileSidebar/ProfileSidebar.fixtures.ts';
import { ProfileSidebar } from '../ProfileSidebar/ProfileSidebar.tsx';
import { ProfileTabEmptyState, ProfileTabs } from '../ProfileTabs/ProfileTabs.tsx';
import { ProfileLayout } from './ProfileLayout.tsx';

/** The profile page as the app assembles it: heading and tabs (notifications active), and the settings sidebar. */
function ProfilePageDemo() {
  const text = useStoryText();
  return (
    <RouterProvider navigate={() => {}}>
      <ProfileLayout
        sidebar={
          <ProfileSidebar
            user={useSampleProfileUser()}
            settings={{ language: 'en', receive_notifications: true, auto_navigate_to_next_prediction: false }}
            saving={{}}
            onLanguageChange={fn()}
            onReceiveNotificationsChange={fn()}
            onAutoNavigateChange={fn()}
            onEditProfile={fn()}
          />
        }
      >
        <h1 className="text-2xl font-bold">{text('Notifications', 'الإشعارات')}</h1>
        <ProfileTabs activeTab="notifications">
          <ProfileTabEmptyState tab="notifications" headingLevel={2} />
        </ProfileTabs>
      </ProfileLayout>
    </RouterProvider>
  );
}

const meta = {
  title: 'Profile/ProfileLayout',
  component: ProfilePageDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfilePageDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A phone (375 px): the tabs and their content come before the settings sidebar, and the active tab (the fifth)
 * is scrolled into the tab list's view in both directions.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByTestId('profile-content');
    const sidebar = canvas.getByTestId('profile-sidebar');
    await expect(content.getBoundingClientRect().bottom).toBeLessThanOrEqual(sidebar.getBoundingClientRect().top);
    const list = canvas.getByRole('tablist');
    const active = canvas.getByRole('tab', { selected: true });
    await expect(active).toHaveTextContent(ar() ? 'الإشعارات' : 'Notifications');
    await waitFor(() => {
      const shown = list.getBoundingClientRect();
      const tab = active.getBoundingClientRect();
      expect(tab.left).toBeGreaterThanOrEqual(shown.left - 1);
      expect(tab.right).toBeLessThanOrEqual(shown.right + 1);
      // The tab scrolls into view smoothly: on a busy machine that outlasts waitFor's default second.
    }, { timeout: 5000 });
  },
};

/** From 992 px the sidebar stands beside the content, at the inline start (the right in Arabic). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByTestId('profile-content').getBoundingClientRect();
    const sidebar = canvas.getByTestId('profile-sidebar').getBoundingClientRect();
    await expect(sidebar.top).toBe(content.top);
    await expect(ar() ? sidebar.left > content.left : sidebar.left < content.left).toBe(true);
  },
};
