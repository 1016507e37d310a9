import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReferralLink } from './ReferralLink.tsx';
import { ar } from '../../internal/story-helpers.tsx';

const url = 'https://hadaf.example/register?referrer=AHMED10';

const meta = {
  title: 'Profile/ReferralLink',
  component: ReferralLink,
  args: { url },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReferralLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link reads left to right inside Arabic too, and Share shows only where the device has a share sheet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: ar() ? 'رابط دعوتك' : 'Your invitation link' });
    await expect(field).toHaveValue(url);
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveAttribute('dir', 'ltr');
    await expect(canvas.queryByRole('button', { name: ar() ? 'مشاركة' : 'Share' })).toBeNull();
  },
};

/** Copy puts the link on the clipboard, says "Copied" on the button and announces it politely. */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const copies: string[] = [];
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copies.push(text) } });
    try {
      await userEvent.click(canvas.getByRole('button', { name: ar() ? 'نسخ الرابط' : 'Copy link' }));
      await waitFor(() => expect(copies).toEqual([url]));
      await expect(await canvas.findByRole('button', { name: ar() ? 'تم النسخ' : 'Copied' })).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(ar() ? 'تم نسخ رابط الدعوة' : 'Invitation link copied');
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    }
  },
};
