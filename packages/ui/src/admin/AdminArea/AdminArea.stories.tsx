import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { say, useStoryText } from '../../internal/story-helpers.tsx';
import { storyOrders } from '../../coins/OrdersList/fixtures.ts';
import { AdminCompetitionReview } from '../AdminCompetitionReview/AdminCompetitionReview.tsx';
import { AdminOrders } from '../AdminOrders/AdminOrders.tsx';
import { AdminRedemptions } from '../AdminRedemptions/AdminRedemptions.tsx';
import { storyRedemptions, storyTimeZone } from '../AdminRedemptions/fixtures.ts';
import { AdminArea } from './AdminArea.tsx';

const ignore = () => {};

/** The admin page as the app shows it: the heading, then the three queues, each with its filters above its cards. */
function Page() {
  const text = useStoryText();
  const fan = { id: 7, name: text('Karim Fan', 'كريم المشجع') };
  return (
    <div className="max-w-3xl">
      <AdminArea>
        <AdminCompetitionReview
          competitions={[
            {
              id: 12,
              name: text('Weekend Cup', 'كأس نهاية الأسبوع'),
              type: 'prediction',
              creatorName: text('Nour Creator', 'نور'),
              entryFee: 10,
              participants: { min: 2, max: 20 },
              matchCount: 5,
              startDate: '2026-12-05T18:00:00Z',
            },
          ]}
          status="pending-approval"
          onStatusChange={ignore}
          search=""
          onSearchChange={ignore}
          onApprove={ignore}
          onReject={ignore}
          timeZone={storyTimeZone}
        />
        <AdminRedemptions
          redemptions={storyRedemptions(text).filter((item) => item.status === 'pending').slice(0, 1)}
          status="pending"
          onStatusChange={ignore}
          search=""
          onSearchChange={ignore}
          onApprove={ignore}
          onReject={ignore}
          onComplete={ignore}
          timeZone={storyTimeZone}
        />
        <AdminOrders
          orders={storyOrders(text)
            .slice(0, 1)
            .map((order) => ({ ...order, user: fan, shipping_info: { name: fan.name, phone_number: '01000000003', street_address: order.street_address } }))}
          status="all"
          onStatusChange={ignore}
          search=""
          onSearchChange={ignore}
          onOrderStatusChange={ignore}
          timeZone={storyTimeZone}
        />
      </AdminArea>
    </div>
  );
}

const meta = {
  title: 'Admin/AdminArea',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One h1 names the page; each queue is a region under it, its search and tabs before its first card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(say('Admin', 'الإدارة'));
    const regions = canvas.getAllByRole('region');
    await expect(regions.map((region) => within(region).getByRole('heading', { level: 2 }).textContent)).toEqual([
      say('Competitions to review', 'مسابقات بانتظار المراجعة'),
      say('Redemption requests', 'طلبات استلام الجوائز'),
      say('Store orders', 'طلبات المتجر'),
    ]);
    for (const region of regions) {
      const tabs = within(region).getByRole('tablist');
      const firstCard = within(within(region).getByRole('tabpanel')).getAllByRole('listitem')[0]!;
      await expect(tabs.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  },
};

/** 375 px wide: the page fits the screen. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
