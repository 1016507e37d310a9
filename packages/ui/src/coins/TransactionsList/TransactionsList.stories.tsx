import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { ar, T, useStoryText } from '../../internal/story-helpers.tsx';
import { imagesDecoded } from '../ProductGrid/fixtures.ts';
import { storyTimeZone, storyTransactions } from './fixtures.ts';
import { TransactionsList, type TransactionsListProps } from './TransactionsList.tsx';

type DemoArgs = Omit<TransactionsListProps, 'transactions'> & { count?: number };

function Demo({ count = 6, ...props }: DemoArgs) {
  const say = useStoryText();
  return (
    <div className="max-w-2xl">
      <TransactionsList {...props} transactions={storyTransactions(say).slice(0, count)} timeZone={storyTimeZone} />
    </div>
  );
}

const meta = {
  title: 'Profile/TransactionsList',
  component: Demo,
  args: { onLoadMore: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every kind of row: a pending outlet payment with its reference code and deadline, a paid one, a competition
 * entry (−10), a refund, an expired code and a failed card payment.
 */
export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(6);
    const [pending, paid, joined, refund, expired, failed] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // The pending payment: 500 coins still to come (no +: nothing was added yet), the EGP to pay, its code and deadline.
    await expect(within(pending).getByText(ar() ? '٥٠٠' : '500')).toBeVisible();
    await expect(pending).not.toHaveTextContent('+');
    await expect(within(pending).getByText(ar() ? 'تُضاف العملات بعد الدفع.' : 'Coins are added once you pay.')).toBeVisible();
    await expect(within(pending).getByText('9347221856')).toHaveAttribute('dir', 'ltr');
    await expect(pending).toHaveTextContent(ar() ? /ينتهي في ٢٢ نوفمبر ٢٠٢٦/ : /Expires 22 November 2026/);
    await expect(pending).toHaveTextContent(ar() ? /٥٠٫٠٠/ : /50\.00/);
    await expect(within(pending).getByText(ar() ? 'قيد الانتظار' : 'Pending')).toBeVisible();
    // The paid code says when it was paid instead.
    await expect(paid).toHaveTextContent(ar() ? /دُفع في ١٨ نوفمبر ٢٠٢٦/ : /Paid 18 November 2026/);
    await expect(paid).not.toHaveTextContent(ar() ? /ينتهي/ : /Expires/);
    await expect(within(paid).getByText(ar() ? '+١٬٠٠٠' : '+1,000')).toBeVisible();
    // Joining took 10 coins (a true minus sign); no EGP amount.
    await expect(within(joined).getByText(ar() ? '−١٠' : '−10')).toBeVisible();
    await expect(joined).toHaveTextContent(ar() ? /١٥ نوفمبر ٢٠٢٦/ : /15 November 2026/);
    await expect(joined).not.toHaveTextContent(ar() ? /ج\.م/ : /EGP/);
    await expect(within(refund).getByText(ar() ? '+١٠' : '+10')).toBeVisible();
    // Only a confirmed credit reads green and signed: an expired or failed payment added nothing, and says so.
    const amountOf = (row: HTMLElement) => within(row).getByTestId('transaction-amount');
    await expect(getComputedStyle(amountOf(paid)).color).not.toBe(getComputedStyle(amountOf(expired)).color);
    await expect(within(expired).getByText(ar() ? 'منتهية' : 'Expired')).toBeVisible();
    await expect(expired).not.toHaveTextContent(ar() ? /ينتهي في/ : /Expires/);
    await expect(expired).not.toHaveTextContent('+');
    await expect(getComputedStyle(amountOf(expired)).textDecorationLine).toBe('line-through');
    await expect(within(expired).getByText(ar() ? 'لم يُدفع في الوقت المحدد: لم تُضف أي عملات.' : 'Not paid in time: no coins were added.')).toBeVisible();
    await expect(within(failed).getByText(ar() ? 'فشلت' : 'Failed')).toBeVisible();
    await expect(failed).not.toHaveTextContent('+');
    await expect(within(failed).getByText(ar() ? 'فشل الدفع: لم تُضف أي عملات.' : 'The payment failed: no coins were added.')).toBeVisible();
    await imagesDecoded(canvasElement);
  },
};

/** No transactions yet: the empty state with the page's action. */
export const Empty: Story = {
  args: {
    count: 0,
    emptyAction: (
      <Button variant="outline">
        <T en="Buy coins" ar="اشترِ عملات" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: ar() ? 'لا توجد معاملات بعد' : 'No transactions yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: ar() ? 'اشترِ عملات' : 'Buy coins' })).toBeVisible();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

/** The first page is loading: a spinner and placeholder rows. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: ar() ? 'جارٍ تحميل المعاملات…' : 'Loading transactions…' })).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Another page exists: Load More asks for it. */
export const WithMore: Story = {
  args: { count: 3, hasNextPage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'تحميل المزيد' : 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await imagesDecoded(canvasElement);
  },
};

/** The next page is loading: Load More shows a spinner and ignores presses. */
export const LoadingMore: Story = {
  args: { count: 3, hasNextPage: true, isLoadingMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: ar() ? 'جارٍ التحميل…' : 'Loading…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: ar() ? /تحميل المزيد/ : /Load More/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await imagesDecoded(canvasElement);
  },
};
