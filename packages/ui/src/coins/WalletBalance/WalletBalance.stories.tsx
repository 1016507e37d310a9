import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../../primitives/Link/Link.tsx';
import { say, T } from '../../internal/story-helpers.tsx';
import { WalletBalance } from './WalletBalance.tsx';

const meta = {
  title: 'Profile/WalletBalance',
  component: WalletBalance,
  args: {
    coins: 1250,
    action: (
      <Link href="/pricing" variant="button">
        <T en="Buy coins" ar="شراء عملات" />
      </Link>
    ),
  },
  decorators: [(Story) => <div className="max-w-2xl"><Story /></div>],
} satisfies Meta<typeof WalletBalance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The balance in the locale's digits (isolated), named by its heading, with where to buy more. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: say('Your balance', 'رصيدك') });
    await expect(region.querySelector('bdi')).toHaveTextContent(say('1,250', '١٬٢٥٠'));
    await expect(within(region).getByRole('link', { name: say('Buy coins', 'شراء عملات') })).toHaveAttribute('href', '/pricing');
  },
};

/** No coins yet. */
export const Zero: Story = {
  args: { coins: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region').querySelector('bdi')).toHaveTextContent(say('0', '٠'));
  },
};

/** The profile is still loading: a placeholder, the region busy. */
export const Loading: Story = {
  args: { coins: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: say('Your balance', 'رصيدك') })).toHaveAttribute('aria-busy', 'true');
  },
};
