import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOverlay } from '../../internal/story-helpers.tsx';
import { UnsubscribeModal } from './UnsubscribeModal.tsx';

const meta = {
  title: 'Profile/UnsubscribeModal',
  component: UnsubscribeModal,
  parameters: { visual: { viewport: true } },
  args: { isOpen: true, onClose: fn() },
  // The app closes it by removing the query parameter: mirror that with local state.
  render: function Render(args) {
    const [open, setOpen] = useState(args.isOpen);
    return (
      <UnsubscribeModal
        isOpen={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    );
  },
} satisfies Meta<typeof UnsubscribeModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

/** Opened by the e-mail's unsubscribe link: says the subscription was cancelled. */
export const Open: Story = {
  play: async () => {
    const dialog = await findOverlay();
    await expect(dialog).toHaveAccessibleName(/unsubscribed|إلغاء اشتراكك/);
    await expect(within(dialog).getByText(/cancelled|تم إلغاء اشتراكك في/)).toBeVisible();
  },
};

/** OK closes it and calls onClose (the app removes the query parameter). */
export const CloseWithOk: Story = {
  play: async ({ args }) => {
    const dialog = await findOverlay();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(OK|حسنًا)$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The × button and Escape close it too. */
export const CloseWithEscape: Story = {
  play: async ({ args }) => {
    await findOverlay();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
