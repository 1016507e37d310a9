import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ar, findOverlay, say, useStoryText } from '../../internal/story-helpers.tsx';
import { AdminRedemptions, type AdminRedemptionsProps, type RedemptionRequestStatus } from './AdminRedemptions.tsx';
import { storyRedemptions, storyTimeZone } from './fixtures.ts';

type DemoArgs = Omit<AdminRedemptionsProps, 'redemptions' | 'status' | 'search' | 'onSearchChange'> & {
  initialStatus?: RedemptionRequestStatus;
  empty?: boolean;
  onSearchChange?: (search: string) => void;
};

/** Keeps the chosen status and the search as the app does, and lists the requests that match (the server's part). */
function Demo({ initialStatus = 'pending', empty = false, onStatusChange, onSearchChange, ...props }: DemoArgs) {
  const text = useStoryText();
  const [status, setStatus] = useState<RedemptionRequestStatus>(initialStatus);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const redemptions = empty
    ? []
    : storyRedemptions(text).filter((item) => item.status === status && (!term || `${item.user.name} ${item.legal_name ?? ''} #${item.id}`.toLowerCase().includes(term)));
  return (
    <div className="max-w-3xl">
      <AdminRedemptions
        {...props}
        redemptions={redemptions}
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          onStatusChange(next);
        }}
        search={search}
        onSearchChange={(next) => {
          setSearch(next);
          onSearchChange?.(next);
        }}
        timeZone={storyTimeZone}
      />
    </div>
  );
}

const meta = {
  title: 'Admin/AdminRedemptions',
  component: Demo,
  args: { onStatusChange: fn(), onSearchChange: fn(), onApprove: fn(), onReject: fn(), onComplete: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('tabpanel')).getAllByRole('listitem').filter((item) => item.tagName === 'LI' && item.querySelector('h3'));
const card = (canvasElement: HTMLElement, index: number) => cards(canvasElement)[index]!;

/**
 * The pending requests, oldest first: the fan's details (ID and numbers left to right), the ID scans as thumbnails and
 * the forms opening in a new tab, the method; Approve sends the user prize's id.
 */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: say('Pending', 'بانتظار المراجعة') })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(canvasElement)).toHaveLength(2);
    const first = within(card(canvasElement, 0));
    await expect(first.getByRole('heading', { level: 3 })).toHaveTextContent(say('1st place', 'المركز الأول'));
    await expect(card(canvasElement, 0)).toHaveTextContent(ar() ? /٥٠٠٫٠٠/ : /EGP\s500\.00/);
    await expect(first.getByText(say('Egyptian Premier League Predictor', 'مسابقة توقعات الدوري المصري الممتاز'))).toBeVisible();
    await expect(first.getByText(say('Sara Mohamed Ali', 'سارة محمد علي'))).toBeVisible();
    await expect(first.getByText('29001010112345')).toHaveAttribute('dir', 'ltr');
    await expect(first.getByText(say('Not verified', 'لم يتم التحقق'))).toBeVisible();
    await expect(first.getByText('01298765432')).toHaveAttribute('dir', 'ltr');
    await expect(first.getByText(say('Vodafone Cash', 'فودافون كاش'))).toBeVisible();
    const front = first.getByRole('link', { name: say("\u2068Sara Ali\u2069's national ID, front (opens in a new tab)", 'بطاقة \u2068سارة علي\u2069، الوجه الأمامي (يفتح في علامة تبويب جديدة)') });
    await expect(front).toHaveAttribute('target', '_blank');
    await expect(first.getByRole('link', { name: new RegExp(say('Receipt', 'إيصال الاستلام')) })).toHaveAttribute('href', 'https://files.hadaf.example/forms/61-receipt.pdf');
    const second = within(card(canvasElement, 1));
    await expect(second.getByText(say('Verified', 'تم التحقق'))).toBeVisible();
    await expect(second.getByText(say('No scans: the national ID was already verified.', 'لا توجد صور: تم التحقق من الرقم القومي من قبل.'))).toBeVisible();
    await expect(second.getByText(say('500 coins', '٥٠٠ عملة'))).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: say('Approve', 'قبول') }));
    await expect(args.onApprove).toHaveBeenCalledWith(61);
  },
};

/** Reject asks for one of the seven reasons: without one it says so and rejects nothing. */
export const RejectAsksForReason: Story = {
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(card(canvasElement, 0)).getByRole('button', { name: say('Reject', 'رفض') }));
    const dialog = await findOverlay();
    const scope = within(dialog);
    await expect(scope.getByRole('heading', { name: say('Reject request #101', 'رفض الطلب رقم ١٠١') })).toBeVisible();
    await expect(scope.getAllByRole('radio')).toHaveLength(7);
    await userEvent.click(scope.getByRole('button', { name: say('Reject', 'رفض') }));
    await expect(scope.getByText(say('Choose a reason.', 'اختر سببًا.'))).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** A reason chosen (by keyboard), Reject sends it and the dialog closes. */
export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(card(canvasElement, 0)).getByRole('button', { name: say('Reject', 'رفض') }));
    const dialog = await findOverlay();
    const scope = within(dialog);
    await userEvent.click(scope.getByRole('radio', { name: say('Unclear pictures', 'صور غير واضحة') }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(scope.getByRole('radio', { name: say("ID not the fan's own", 'الهوية ليست هوية المشجّع') })).toBeChecked();
    await userEvent.click(scope.getByRole('button', { name: say('Reject', 'رفض') }));
    await expect(args.onReject).toHaveBeenCalledWith(61, 'id_not_owned');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};

/** Approved requests: an E-Wallet waiting for its transfer (Record transfer), one transferred with its reference, Coins paid. */
export const Approved: Story = {
  args: { initialStatus: 'approved' },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(3);
    const [waiting, transferred, coins] = [0, 1, 2].map((index) => within(card(canvasElement, index)));
    await expect(waiting!.getByText(say('Waiting for the transfer', 'في انتظار التحويل'))).toBeVisible();
    // The contract's second spelling of Etisalat reads the same.
    await expect(waiting!.getByText(say('Etisalat Cash', 'اتصالات كاش'))).toBeVisible();
    await expect(waiting!.getByRole('button', { name: say('Record transfer', 'تسجيل التحويل') })).toBeEnabled();
    await expect(transferred!.getByText(say('Transferred', 'تم التحويل'))).toBeVisible();
    await expect(transferred!.getByText(/VF-20261029-0042/)).toBeVisible();
    await expect(transferred!.queryByRole('button')).not.toBeInTheDocument();
    await expect(coins!.getByText(say('Paid in coins', 'صُرفت عملات'))).toBeVisible();
    await expect(coins!.getByText(say('Prize', 'جائزة'))).toBeVisible();
    await expect(coins!.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Record transfer asks for the transfer's reference (required), then sends it. */
export const RecordTransfer: Story = {
  args: { initialStatus: 'approved' },
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(card(canvasElement, 0)).getByRole('button', { name: say('Record transfer', 'تسجيل التحويل') }));
    const dialog = await findOverlay();
    const scope = within(dialog);
    // The amount, wallet and number are bidi-isolated inside the sentence.
    await expect(dialog.textContent?.replace(/[\u2068\u2069]/g, '')).toMatch(
      ar() ? /حوّل .*١٬٢٠٠٫٥٠.* إلى محفظة اتصالات كاش رقم 01112223334/ : /Send EGP\s1,200\.50 to the Etisalat Cash wallet 01112223334/,
    );
    const field = scope.getByRole('textbox', { name: new RegExp(say('Transfer reference', 'الرقم المرجعي للتحويل')) });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('dir', 'ltr');
    await userEvent.click(scope.getByRole('button', { name: say('Record transfer', 'تسجيل التحويل') }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(scope.getByText(say('Enter the transfer reference.', 'أدخل الرقم المرجعي للتحويل.'))).toBeVisible();
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(field, ' ET-20261126-0007 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onComplete).toHaveBeenCalledWith(54, 'ET-20261126-0007');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};

/** Rejected requests say why. */
export const Rejected: Story = {
  args: { initialStatus: 'rejected' },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(2);
    await expect(within(card(canvasElement, 0)).getByText(say('Reason: Phone without an active wallet', 'السبب: رقم هاتف بلا محفظة مفعّلة'))).toBeVisible();
    await expect(within(card(canvasElement, 1)).getByText(say('Reason: Unclear pictures', 'السبب: صور غير واضحة'))).toBeVisible();
    await expect(within(card(canvasElement, 1)).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The status tabs follow the keyboard in the reading direction and ask for the chosen status. */
export const StatusFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: say('Approved', 'مقبولة') }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('approved');
    await userEvent.keyboard(ar() ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('rejected');
    await expect(canvas.getByRole('tab', { name: say('Rejected', 'مرفوضة') })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(canvasElement)).toHaveLength(2);
  },
};

/** The queue's heading, then its search and status tabs, then the requests: the filters stand above what they filter. */
export const FiltersAboveCards: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: say('Redemption requests', 'طلبات استلام الجوائز') });
    const order = [
      within(region).getByRole('heading', { level: 2 }),
      within(region).getByRole('searchbox', { name: say('Search redemptions', 'ابحث في طلبات الجوائز') }),
      within(region).getByRole('tablist', { name: say('Request status', 'حالة الطلب') }),
      card(canvasElement, 0),
    ];
    for (const [index, node] of order.slice(1).entries()) await expect(order[index]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A search asks the server (here, the story) and lists what matches; nothing matching says so. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: say('Search redemptions', 'ابحث في طلبات الجوائز') });
    await userEvent.type(search, say('Sara', 'سارة'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith(say('Sara', 'سارة'));
    await expect(cards(canvasElement)).toHaveLength(1);
    await userEvent.type(search, 'zzz');
    await expect(canvas.getByText(say('No request matches your search.', 'لا يوجد طلب يطابق بحثك.'))).toBeVisible();
  },
};

/** While one request is being decided its button spins and every other action waits. */
export const Busy: Story = {
  args: { busyId: 61 },
  play: async ({ canvasElement, args }) => {
    const first = within(card(canvasElement, 0));
    await expect(first.getByRole('button', { name: new RegExp(`${say('Approve', 'قبول')}$`) })).toHaveAttribute('aria-disabled', 'true');
    await expect(first.getByRole('button', { name: say('Reject', 'رفض') })).toBeDisabled();
    for (const button of within(card(canvasElement, 1)).getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(first.getByRole('button', { name: new RegExp(`${say('Approve', 'قبول')}$`) }));
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

/** A decision the server refused says why. */
export const Failed: Story = {
  args: { error: 'This request was already decided.' },
  render: (args) => <FailedDemo {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(say('This request was already decided.', 'تم البت في هذا الطلب من قبل.'));
  },
};

function FailedDemo(args: DemoArgs) {
  const text = useStoryText();
  return <Demo {...args} error={text('This request was already decided.', 'تم البت في هذا الطلب من قبل.')} />;
}

/** Nothing waits for review. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('No requests', 'لا توجد طلبات'))).toBeVisible();
    await expect(canvas.getByText(say('No request is waiting for review.', 'لا يوجد طلب ينتظر المراجعة.'))).toBeVisible();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { empty: true, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: say('Loading requests…', 'جارٍ تحميل الطلبات…') })).toBeInTheDocument();
  },
};

/** More requests than one page: Load More asks for the next. */
export const LoadMore: Story = {
  args: { hasNextPage: true, onLoadMore: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: say('Load More', 'تحميل المزيد') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** 375 px wide: each request in one column, nothing wider than the screen. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
