import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useSampleProfileUser } from './ProfileSidebar.fixtures.ts';
import { ProfileSidebar, type ProfileSidebarProps } from './ProfileSidebar.tsx';

type DemoArgs = ProfileSidebarProps & { longName?: boolean; incomplete?: boolean };

function Demo({ longName = false, incomplete = false, user: _user, ...props }: DemoArgs) {
  const user = useSampleProfileUser({ longName, incomplete });
  return (
    <RouterProvider navigate={() => {}}>
      <div className="max-w-sm">
        <ProfileSidebar {...props} user={user} />
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'Profile/ProfileSidebar',
  component: ProfileSidebar,
  args: {
    user: { id: 1, name: '', legal_name: null, email: null, phone_number: null, points: 0, national_id: null },
    settings: { language: 'en', receive_notifications: true, auto_navigate_to_next_prediction: false },
    saving: {},
    onLanguageChange: fn(),
    onReceiveNotificationsChange: fn(),
    onAutoNavigateChange: fn(),
    onEditProfile: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every setting at rest: the confirmed values, no loading flag. */
export const Default: Story = {
  parameters: { machineStates: ['settings.language.idle', 'settings.receiveNotifications.idle', 'settings.autoNavigate.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const arabic = document.documentElement.lang === 'ar';
    await expect(canvas.getByText(arabic ? '١٬٢٨٤٫٥٠' : '1,284.50')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Edit phone number|تعديل رقم الهاتف/ })).toHaveAttribute('href', '/verify-phone-number');
    await expect(canvas.getByRole('switch', { name: /^(Notifications|الإشعارات)/ })).toBeChecked();
  },
};

/** Turning notifications off calls back with false. */
export const ToggleNotifications: Story = {
  parameters: { machineStates: ['settings.receiveNotifications.idle'] },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: /^(Notifications|الإشعارات)/ });
    await userEvent.click(toggle);
    await expect(args.onReceiveNotificationsChange).toHaveBeenCalledWith(false);
    await userEvent.unhover(toggle);
  },
};

/** Picking Arabic in the language select calls onLanguageChange('ar'). */
export const PickArabic: Story = {
  parameters: { machineStates: ['settings.language.idle'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Language|اللغة/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'العربية' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ar');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** The language is saving: the new (optimistic) value shows, the select is disabled with a spinner. */
export const LanguageSaving: Story = {
  parameters: { machineStates: ['settings.language.saving'] },
  args: { settings: { language: 'ar', receive_notifications: true, auto_navigate_to_next_prediction: false }, saving: { language: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Language|اللغة/ })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: /Saving language|جارٍ حفظ اللغة/ })).toBeInTheDocument();
  },
};

/** Notifications are saving: the switch shows its new position, a spinner, and ignores toggles. */
export const NotificationsSaving: Story = {
  parameters: { machineStates: ['settings.receiveNotifications.saving'] },
  args: { settings: { language: 'en', receive_notifications: false, auto_navigate_to_next_prediction: false }, saving: { receive_notifications: true } },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: /^(Notifications|الإشعارات)/ });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onReceiveNotificationsChange).not.toHaveBeenCalled();
    await userEvent.unhover(toggle);
  },
};

/** "Go to the next match after predicting" is saving. */
export const AutoNavigateSaving: Story = {
  parameters: { machineStates: ['settings.autoNavigate.saving'] },
  args: { settings: { language: 'en', receive_notifications: true, auto_navigate_to_next_prediction: true }, saving: { auto_navigate_to_next_prediction: true } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: /next match|المباراة التالية/ });
    await expect(toggle).toBeChecked();
    await expect(within(canvasElement).getByRole('status', { name: /^(Saving…|جارٍ الحفظ…)$/ })).toBeInTheDocument();
  },
};

/** Edit Profile opens the dialog. */
export const EditProfile: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /^(Edit Profile|تعديل الملف الشخصي)$/ });
    await userEvent.click(button);
    await expect(args.onEditProfile).toHaveBeenCalledOnce();
    await userEvent.unhover(button);
  },
};

/** A new profile: missing details read "Not provided". */
export const Incomplete: Story = {
  args: { incomplete: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/Not provided|غير مُدخل/)).toHaveLength(3);
  },
};

/** A long Arabic name wraps under the photo. */
export const LongName: Story = {
  args: { longName: true },
};
