import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { ar, T, useStoryText } from '../../internal/story-helpers.tsx';
import { storyOrders, storyTimeZone } from './fixtures.ts';
import { OrdersList, type OrdersListProps } from './OrdersList.tsx';

type DemoArgs = Omit<OrdersListProps, 'orders'> & { count?: number };

function Demo({ count = 4, ...props }: DemoArgs) {
  const say = useStoryText();
  return (
    <div className="max-w-2xl">
      <OrdersList {...props} orders={storyOrders(say).slice(0, count)} timeZone={storyTimeZone} />
    </div>
  );
}

const meta = {
  title: 'Profile/OrdersList',
  component: Demo,
  args: { onLoadMore: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One order in each status; the cancelled one says its coins were refunded. */
export const AllStatuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    const [pending, confirmed, delivered, cancelled] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(within(pending).getByText(ar() ? '#٣١' : '#31')).toBeVisible();
    await expect(pending).toHaveTextContent(ar() ? 'الطلب #٣١' : 'Order #31');
    await expect(pending).toHaveTextContent(ar() ? '٢١ نوفمبر ٢٠٢٦' : '21 November 2026');
    await expect(within(pending).getByText(ar() ? '٩٥٠ عملة' : '950 coins')).toBeVisible();
    await expect(pending).toHaveTextContent(ar() ? '١٢ شارع التحرير، الدقي، الجيزة' : '12 Tahrir Street, Dokki, Giza');
    await expect(within(pending).getByText(ar() ? 'قيد الانتظار' : 'Pending')).toBeVisible();
    await expect(within(confirmed).getByText(ar() ? 'مؤكد' : 'Confirmed')).toBeVisible();
    await expect(within(delivered).getByText(ar() ? 'تم التوصيل' : 'Delivered')).toBeVisible();
    await expect(within(cancelled).getByText(ar() ? 'ملغي' : 'Cancelled')).toBeVisible();
    await expect(within(cancelled).getByText(ar() ? 'أُعيدت العملات' : 'Coins refunded')).toBeVisible();
    await expect(canvas.getAllByText(ar() ? 'أُعيدت العملات' : 'Coins refunded')).toHaveLength(1);
  },
};

/** No orders yet: the empty state with the page's action. */
export const Empty: Story = {
  args: {
    count: 0,
    emptyAction: (
      <Button variant="outline">
        <T en="Visit the store" ar="زُر المتجر" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: ar() ? 'لا توجد طلبات بعد' : 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: ar() ? 'زُر المتجر' : 'Visit the store' })).toBeVisible();
  },
};

/** The first page is loading: a spinner and placeholder rows. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: ar() ? 'جارٍ تحميل الطلبات…' : 'Loading orders…' })).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

/** Another page exists: Load More asks for it. */
export const WithMore: Story = {
  args: { count: 2, hasNextPage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'تحميل المزيد' : 'Load More' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};
