import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ar, findOverlay } from '../../internal/story-helpers.tsx';
import { AddCardDialog } from './AddCardDialog.tsx';

const meta = {
  title: 'Coins/AddCardDialog',
  component: AddCardDialog,
  parameters: { visual: { viewport: true } },
  args: { isOpen: true, onOpenChange: fn(), src: 'about:blank' },
} satisfies Meta<typeof AddCardDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's card form in a modal, titled "Add a card"; the close button asks to close it. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await findOverlay();
    await expect(dialog).toHaveAccessibleName(ar() ? 'أضف بطاقة' : 'Add a card');
    const frame = dialog.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', ar() ? 'نموذج البطاقة الآمن' : 'Secure card form');
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await expect(frame).toHaveAttribute('height', '600');
    await userEvent.click(within(dialog).getByRole('button', { name: ar() ? 'إغلاق' : 'Close' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
