import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminCompetitionReview, type PendingCompetition } from './AdminCompetitionReview.tsx';
import { ar } from '../../internal/story-helpers.tsx';

const text = (en: string, arabic: string) => (ar() ? arabic : en);

const pending: PendingCompetition[] = [
  { id: 1, name: 'Weekend Cup', type: 'prediction', creatorName: 'Ahmed', entryFee: 10, participants: { min: 10, max: 30 }, matchCount: 12, startDate: '2026-12-05T18:00:00Z' },
  { id: 2, name: 'Fantasy Derby', type: 'fantasy', creatorName: 'Mona', entryFee: 50, participants: { min: 5, max: 20 }, matchCount: 10, startDate: '2026-12-12T15:00:00Z' },
];

const meta = {
  title: 'Admin/AdminCompetitionReview',
  component: AdminCompetitionReview,
  args: { competitions: pending, onApprove: fn(), onReject: fn() },
} satisfies Meta<typeof AdminCompetitionReview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Approve: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: text('Approve', 'موافقة') })[0]!);
    await expect(args.onApprove).toHaveBeenCalledWith(1);
  },
};

export const RejectWithReason: Story = {
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: text('Reject', 'رفض') })[1]!);
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.type(dialog.getByRole('textbox'), 'Duplicate');
    await userEvent.click(dialog.getByRole('button', { name: text('Reject', 'رفض') }));
    await expect(args.onReject).toHaveBeenCalledWith(2, 'Duplicate');
  },
};

export const BusyWithError: Story = {
  args: { busyId: 1, error: 'Could not approve the competition.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    for (const button of canvas.getAllByRole('button', { name: text('Reject', 'رفض') })) await expect(button).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { competitions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text('Nothing to review', 'لا شيء للمراجعة'))).toBeInTheDocument();
  },
};
