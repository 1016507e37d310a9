import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCards } from './fixtures.ts';
import { SavedCardsList } from './SavedCardsList.tsx';
import { ar } from '../../internal/story-helpers.tsx';

const meta = {
  title: 'Coins/SavedCardsList',
  component: SavedCardsList,
  args: { cards: storyCards, onDelete: fn() },
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
} satisfies Meta<typeof SavedCardsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three cards, each named by brand and last four digits, each with a Delete button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: ar() ? 'البطاقات المحفوظة' : 'Saved cards' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('•••• 4242')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'احذف بطاقة ماستركارد المنتهية بـ 5100' : 'Delete Mastercard card ending in 5100' }));
    await expect(args.onDelete).toHaveBeenCalledWith('tok_master_5100');
  },
};

/** A card is being deleted: its button is busy, the others wait. */
export const Deleting: Story = {
  args: { deletingToken: 'tok_visa_4242' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const busy = canvas.getByRole('button', { name: ar() ? 'احذف بطاقة فيزا المنتهية بـ 4242' : 'Delete Visa card ending in 4242' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: ar() ? 'احذف بطاقة بنك مصر المنتهية بـ 0087' : 'Delete Banque Misr card ending in 0087' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** No cards yet. */
export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ar() ? 'لا توجد بطاقات محفوظة بعد' : 'No saved cards yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
