import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminCompetitionReview, type AdminCompetitionReviewProps, type CompetitionReviewStatus, type PendingCompetition } from './AdminCompetitionReview.tsx';
import { ar, say, useStoryText } from '../../internal/story-helpers.tsx';

type Say = (en: string, arabic: string) => string;

function storyCompetitions(text: Say): PendingCompetition[] {
  const base = { participants: { min: 10, max: 30 }, matchCount: 12, startDate: '2026-12-05T18:00:00Z' };
  return [
    { ...base, id: 1, name: text('Weekend Cup', 'كأس نهاية الأسبوع'), type: 'prediction', creatorName: text('Ahmed', 'أحمد'), entryFee: 10 },
    { ...base, id: 2, name: text('Fantasy Derby', 'ديربي الفانتازي'), type: 'fantasy', creatorName: text('Mona', 'منى'), entryFee: 50, participants: { min: 5, max: 20 } },
    { ...base, id: 3, name: text('Office League', 'دوري المكتب'), type: 'prediction', creatorName: text('Mona', 'منى'), entryFee: 0, status: 'approved', reviewedAt: '2026-11-20T10:00:00Z' },
    {
      ...base,
      id: 4,
      name: text('Too Good Cup', 'كأس الأحلام'),
      type: 'prediction',
      creatorName: text('Ahmed', 'أحمد'),
      entryFee: 20,
      status: 'rejected',
      reviewedAt: '2026-11-21T09:30:00Z',
      rejectionReason: text('The prizes are not clear.', 'الجوائز غير واضحة.'),
    },
  ];
}

type DemoArgs = Omit<AdminCompetitionReviewProps, 'competitions' | 'status' | 'onStatusChange' | 'search' | 'onSearchChange'> & {
  initialStatus?: CompetitionReviewStatus;
  empty?: boolean;
  onStatusChange?: (status: CompetitionReviewStatus) => void;
  onSearchChange?: (search: string) => void;
};

/** Keeps the status and the search as the app does, and lists the competitions that match (the server's part). */
function Demo({ initialStatus = 'pending-approval', empty = false, onStatusChange, onSearchChange, ...props }: DemoArgs) {
  const text = useStoryText();
  const [status, setStatus] = useState<CompetitionReviewStatus>(initialStatus);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const competitions = empty
    ? []
    : storyCompetitions(text).filter(
        (item) => (item.status ?? 'pending-approval') === status && (!term || `${item.name} ${item.creatorName} #${item.id}`.toLowerCase().includes(term)),
      );
  return (
    <div className="max-w-3xl">
      <AdminCompetitionReview
        {...props}
        competitions={competitions}
        status={status}
        onStatusChange={(next) => (setStatus(next), onStatusChange?.(next))}
        search={search}
        onSearchChange={(next) => (setSearch(next), onSearchChange?.(next))}
        timeZone="Africa/Cairo"
      />
    </div>
  );
}

const meta = {
  title: 'Admin/AdminCompetitionReview',
  component: Demo,
  args: { onApprove: fn(), onReject: fn(), onStatusChange: fn(), onSearchChange: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('tabpanel')).queryAllByRole('listitem');

/** The queue's heading, then the search and the Pending / Approved / Rejected tabs, then the cards; Approve sends the id. */
export const Approve: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: say('Competitions to review', 'مسابقات بانتظار المراجعة') });
    const order = [
      within(region).getByRole('heading', { level: 2 }),
      within(region).getByRole('searchbox', { name: say('Search competitions', 'ابحث في المسابقات') }),
      within(region).getByRole('tablist', { name: say('Review status', 'حالة المراجعة') }),
      cards(canvasElement)[0]!,
    ];
    for (const [index, node] of order.slice(1).entries()) await expect(order[index]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(within(region).getByRole('tab', { selected: true })).toHaveTextContent(say('Pending', 'بانتظار الموافقة'));
    await userEvent.click(canvas.getAllByRole('button', { name: say('Approve', 'موافقة') })[0]!);
    await expect(args.onApprove).toHaveBeenCalledWith(1);
  },
};

export const RejectWithReason: Story = {
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: say('Reject', 'رفض') })[1]!);
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.type(dialog.getByRole('textbox'), 'Duplicate');
    await userEvent.click(dialog.getByRole('button', { name: say('Reject', 'رفض') }));
    await expect(args.onReject).toHaveBeenCalledWith(2, 'Duplicate');
  },
};

/** Approved ones: the decision's date, no buttons. */
export const Approved: Story = {
  args: { initialStatus: 'approved' },
  play: async ({ canvasElement }) => {
    const [card] = cards(canvasElement);
    await expect(cards(canvasElement)).toHaveLength(1);
    await expect(within(card!).getByText(say('Approved', 'مقبولة'), { selector: 'span' })).toBeVisible();
    await expect(card!).toHaveTextContent(ar() ? /تاريخ القرار ٢٠ نوفمبر ٢٠٢٦/ : /Decided on 20 November 2026/);
    await expect(within(card!).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Rejected ones say why. */
export const Rejected: Story = {
  args: { initialStatus: 'rejected' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('Reason: The prizes are not clear.', 'السبب: الجوائز غير واضحة.'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: say('Approve', 'موافقة') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: say('Pending', 'بانتظار الموافقة') }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('pending-approval');
    await expect(cards(canvasElement)).toHaveLength(2);
  },
};

/** A search by name, creator or #id narrows the list; nothing matching says so. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: say('Search competitions', 'ابحث في المسابقات') });
    await userEvent.type(search, say('mona', 'منى'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith(say('mona', 'منى'));
    await expect(cards(canvasElement)).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, '#1');
    await expect(cards(canvasElement)).toHaveLength(1);
    await userEvent.type(search, '9');
    await expect(canvas.getByText(say('No competition matches your search.', 'لا توجد مسابقة تطابق بحثك.'))).toBeVisible();
  },
};

export const BusyWithError: Story = {
  args: { busyId: 1, error: 'Could not approve the competition.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    for (const button of canvas.getAllByRole('button', { name: say('Reject', 'رفض') })) await expect(button).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(say('Nothing to review', 'لا شيء للمراجعة'))).toBeInTheDocument();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { empty: true, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: say('Loading competitions…', 'جارٍ تحميل المسابقات…') })).toBeInTheDocument();
  },
};

/** 375 px wide: the filters and cards fit the screen. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
