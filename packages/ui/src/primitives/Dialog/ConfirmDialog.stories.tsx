import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { longArabic, longEnglish, openFromTrigger, overlayArrived, T } from '../../internal/story-helpers.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { visual: { viewport: true } },
  args: {
    title: <T en="Submit your predictions?" ar="إرسال توقعاتك؟" />,
    message: <T en="You can still change them until kick-off." ar="يمكنك تعديلها حتى انطلاق المباراة." />,
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">
        <T en="Submit" ar="إرسال" />
      </Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

const open = (canvasElement: HTMLElement) => openFromTrigger(canvasElement, 'alertdialog');

/** An alert dialog named by its title and described by its message, with Cancel and Confirm. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName(/Submit your predictions\?|إرسال توقعاتك؟/);
    await expect(dialog).toHaveAccessibleDescription(/kick-off|انطلاق/);
    await expect(within(dialog).getByRole('button', { name: /^(Cancel|إلغاء)$/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /^(Confirm|تأكيد)$/ })).toBeVisible();
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Confirm|تأكيد)$/ }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Cancel|إلغاء)$/ }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Irreversible actions: a red confirm button with its own label. */
export const Destructive: Story = {
  args: {
    destructive: true,
    title: <T en="Delete your team?" ar="حذف فريقك؟" />,
    message: <T en="Your fantasy team and its points will be deleted. This cannot be undone." ar="سيُحذف فريقك الخيالي ونقاطه. لا يمكن التراجع عن ذلك." />,
    confirmLabel: <T en="Delete team" ar="حذف الفريق" />,
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /Delete team|حذف الفريق/ })).toBeVisible();
  },
};

/** While the action runs the confirm button shows a spinner, Cancel is disabled, and the dialog stays open. */
export const Pending: Story = {
  args: { isPending: true, closeOnConfirm: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('status')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: /^(Cancel|إلغاء)$/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Confirm|تأكيد/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/** A static backdrop for confirmations that must be answered: Escape and outside clicks do nothing. */
export const StaticBackdrop: Story = {
  args: { staticBackdrop: true },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.parentElement!.parentElement!);
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await overlayArrived(dialog);
  },
};

export const LongText: Story = {
  args: {
    title: <T en={longEnglish} ar={longArabic} />,
    message: <T en={longEnglish} ar={longArabic} />,
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};
