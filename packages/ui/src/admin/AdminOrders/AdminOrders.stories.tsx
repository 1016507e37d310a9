import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { AdminOrders, type AdminOrderFilter, type AdminOrdersProps } from './AdminOrders.tsx';
import { storyOrders, storyTimeZone } from '../../coins/OrdersList/fixtures.ts';

const text = (en: string, arabic: string) => (ar() ? arabic : en);

type DemoArgs = Omit<AdminOrdersProps, 'orders' | 'status' | 'onStatusChange' | 'search' | 'onSearchChange'> & {
  empty?: boolean;
  onFilterChange?: (status: AdminOrderFilter) => void;
  onSearchChange?: (search: string) => void;
};

/** Keeps the status filter and the search as the app does, and lists the orders that match (the server's part). */
function Demo({ empty = false, onFilterChange, onSearchChange, ...props }: DemoArgs) {
  const say = useStoryText();
  const [status, setStatus] = useState<AdminOrderFilter>('all');
  const [search, setSearch] = useState('');
  const fan = { id: 7, name: say('Karim Fan', 'كريم المشجع') };
  const term = search.trim().toLowerCase();
  const orders = empty
    ? []
    : storyOrders(say)
        .map((order) => ({ ...order, user: fan, shipping_info: { name: fan.name, phone_number: '01000000003', street_address: order.street_address } }))
        .filter((order) => (status === 'all' || order.status === status) && (!term || `${order.product.name} #${order.id}`.toLowerCase().includes(term)));
  return (
    <div className="max-w-2xl">
      <AdminOrders
        {...props}
        orders={orders}
        status={status}
        onStatusChange={(next) => (setStatus(next), onFilterChange?.(next))}
        search={search}
        onSearchChange={(next) => (setSearch(next), onSearchChange?.(next))}
        timeZone={storyTimeZone}
      />
    </div>
  );
}

const meta = {
  title: 'Admin/AdminOrders',
  component: Demo,
  args: { onOrderStatusChange: fn(), onFilterChange: fn(), onSearchChange: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each order offers only the steps it may take next: a pending one may be confirmed, delivered or cancelled; a delivered or cancelled one none. */
export const NextSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [pending, confirmed, delivered] = within(canvas.getByRole('tabpanel')).getAllByRole('listitem');
    await expect(within(pending!).getAllByRole('button')).toHaveLength(3);
    await expect(within(confirmed!).getAllByRole('button')).toHaveLength(2);
    await expect(within(delivered!).queryAllByRole('button')).toHaveLength(0);
    await expect(within(pending!).getByText('01000000003')).toBeVisible();
    await userEvent.click(within(pending!).getByRole('button', { name: text('Confirm', 'تأكيد') }));
    await expect(args.onOrderStatusChange).toHaveBeenCalledWith(31, 'confirmed');
  },
};

/** Cancelling refunds the fan's coins, so it asks first. */
export const CancelAsksFirst: Story = {
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(within(canvas.getByRole('tabpanel')).getAllByRole('listitem')[1]!).getByRole('button', { name: text('Cancel and refund', 'إلغاء واسترداد العملات') }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText(text('Cancel order #27?', 'إلغاء الطلب رقم ٢٧؟'))).toBeVisible();
    await expect(args.onOrderStatusChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: text('Cancel and refund', 'إلغاء واسترداد العملات') }));
    await expect(args.onOrderStatusChange).toHaveBeenCalledWith(27, 'cancelled');
  },
};

/** While one order changes, its button spins and the others wait. */
export const Busy: Story = {
  args: { busyId: 31 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirmed = within(canvas.getByRole('tabpanel')).getAllByRole('listitem')[1]!;
    for (const button of within(confirmed).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** A change the server refused says why. */
export const Failed: Story = {
  args: { error: 'A cancelled order cannot change.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text('No orders', 'لا توجد طلبات'))).toBeVisible();
  },
};

/** The status tabs ask the server for one status; the search for a product or an order number; nothing matching says so. */
export const FilterAndSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole('region', { name: text('Store orders', 'طلبات المتجر') }));
    const tabs = region.getByRole('tablist', { name: text('Order status', 'حالة الطلب') });
    await expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      ar() ? ['الكل', 'قيد الانتظار', 'مؤكد', 'تم التوصيل', 'ملغي'] : ['All', 'Pending', 'Confirmed', 'Delivered', 'Cancelled'],
    );
    await userEvent.click(region.getByRole('tab', { name: text('Delivered', 'تم التوصيل') }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('delivered');
    const delivered = within(region.getByRole('tabpanel')).getAllByRole('listitem');
    await expect(delivered).toHaveLength(1);
    await expect(within(delivered[0]!).queryAllByRole('button')).toHaveLength(0);
    await userEvent.type(region.getByRole('searchbox', { name: text('Search orders', 'ابحث في الطلبات') }), 'zzz');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('zzz');
    await expect(region.getByText(text('No order matches your search.', 'لا يوجد طلب يطابق بحثك.'))).toBeVisible();
  },
};
