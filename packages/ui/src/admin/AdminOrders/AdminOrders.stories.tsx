import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { AdminOrders, type AdminOrdersProps } from './AdminOrders.tsx';
import { storyOrders, storyTimeZone } from '../../coins/OrdersList/fixtures.ts';

const text = (en: string, arabic: string) => (ar() ? arabic : en);

type DemoArgs = Omit<AdminOrdersProps, 'orders'> & { empty?: boolean };

function Demo({ empty = false, ...props }: DemoArgs) {
  const say = useStoryText();
  const fan = { id: 7, name: say('Karim Fan', 'كريم المشجع') };
  const orders = empty
    ? []
    : storyOrders(say).map((order) => ({ ...order, user: fan, shipping_info: { name: fan.name, phone_number: '01000000003', street_address: order.street_address } }));
  return (
    <div className="max-w-2xl">
      <AdminOrders {...props} orders={orders} timeZone={storyTimeZone} />
    </div>
  );
}

const meta = {
  title: 'Admin/AdminOrders',
  component: Demo,
  args: { onStatusChange: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each order offers only the steps it may take next: a pending one may be confirmed, delivered or cancelled; a delivered or cancelled one none. */
export const NextSteps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [pending, confirmed, delivered] = canvas.getAllByRole('listitem');
    await expect(within(pending!).getAllByRole('button')).toHaveLength(3);
    await expect(within(confirmed!).getAllByRole('button')).toHaveLength(2);
    await expect(within(delivered!).queryAllByRole('button')).toHaveLength(0);
    await expect(within(pending!).getByText('01000000003')).toBeVisible();
    await userEvent.click(within(pending!).getByRole('button', { name: text('Confirm', 'تأكيد') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(31, 'confirmed');
  },
};

/** Cancelling refunds the fan's coins, so it asks first. */
export const CancelAsksFirst: Story = {
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getAllByRole('listitem')[1]!).getByRole('button', { name: text('Cancel and refund', 'إلغاء واسترداد العملات') }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText(text('Cancel order #27?', 'إلغاء الطلب رقم ٢٧؟'))).toBeVisible();
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: text('Cancel and refund', 'إلغاء واسترداد العملات') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(27, 'cancelled');
  },
};

/** While one order changes, its button spins and the others wait. */
export const Busy: Story = {
  args: { busyId: 31 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirmed = canvas.getAllByRole('listitem')[1]!;
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
