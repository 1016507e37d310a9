import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { ar, T, useStoryText } from '../../internal/story-helpers.tsx';
import { imagesDecoded } from '../../coins/ProductGrid/fixtures.ts';
import { storyPrizes, storyTimeZone } from './fixtures.ts';
import { MyPrizes, type MyPrizesProps } from './MyPrizes.tsx';

const text = (en: string, arabic: string) => (ar() ? arabic : en);

type DemoArgs = Omit<MyPrizesProps, 'prizes'> & { count?: number };

function Demo({ count = 6, ...props }: DemoArgs) {
  const say = useStoryText();
  return (
    <div className="max-w-2xl">
      <MyPrizes {...props} prizes={storyPrizes(say).slice(0, count)} timeZone={storyTimeZone} />
    </div>
  );
}

const meta = {
  title: 'Profile/MyPrizes',
  component: Demo,
  args: { onRedeem: fn(), onLoadMore: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One prize in each status: only the pending and the rejected one may be redeemed (the rejected one says why it was
 * rejected), the others say what they are waiting for.
 */
export const AllStatuses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(6);
    const [pending, processing, approved, received, redeemed, rejected] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const redeem = { name: text('Redeem', 'استلام الجائزة') };

    // The pending prize: its medal, name, amount in EGP, the date it was won and its status.
    const name = text('Egyptian Premier League Predictor — 1st place', 'مسابقة توقعات الدوري المصري الممتاز — المركز الأول');
    await expect(within(pending).getByRole('img', { name })).toBeVisible();
    await expect(within(pending).getByText(name)).toBeVisible();
    await expect(pending).toHaveTextContent(ar() ? /٥٠٠٫٠٠/ : /500\.00/);
    await expect(pending).toHaveTextContent(ar() ? 'رُبحت في ٢١ نوفمبر ٢٠٢٦' : 'Won on 21 November 2026');
    await expect(within(pending).getByText(text('Pending', 'قيد الانتظار'))).toBeVisible();

    // Redeem only where the status allows it.
    await expect(within(pending).getByRole('button', redeem)).toBeEnabled();
    await expect(within(rejected).getByRole('button', redeem)).toBeEnabled();
    for (const row of [processing, approved, received, redeemed]) await expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(processing).getByText(text('We are reviewing your request.', 'نراجع طلبك الآن.'))).toBeVisible();
    await expect(within(approved).getByText(text('Approved — the transfer takes up to 72 hours.', 'تمت الموافقة — يستغرق التحويل حتى ٧٢ ساعة.'))).toBeVisible();
    await expect(approved).toHaveTextContent(ar() ? /١٬٢٠٠٫٥٠/ : /1,200\.50/);
    await expect(within(received).getByText(text('Paid', 'تم الدفع'))).toBeVisible();
    await expect(within(redeemed).getByText(text('Paid', 'تم الدفع'))).toBeVisible();
    await expect(within(redeemed).getByText(text('Redeemed', 'تم الصرف'))).toBeVisible();

    // The rejected prize (no prize details): a generic name, the reason in the story language, and it may try again.
    await expect(within(rejected).getByText(text('Prize', 'جائزة'))).toBeVisible();
    await expect(within(rejected).getByText(text('Rejected: The pictures are unclear', 'رُفض الطلب: الصور غير واضحة'))).toBeVisible();
    await expect(within(rejected).getByText(text('Fix this and redeem the prize again.', 'صحّح ذلك واطلب استلام الجائزة مرة أخرى.'))).toBeVisible();

    await userEvent.click(within(pending).getByRole('button', redeem));
    await expect(args.onRedeem).toHaveBeenLastCalledWith(61);
    await userEvent.click(within(rejected).getByRole('button', redeem));
    await expect(args.onRedeem).toHaveBeenLastCalledWith(42);
    await expect(args.onRedeem).toHaveBeenCalledTimes(2);

    // The rules stay collapsed to one line until opened (the Rules story opens them).
    await expect(canvas.getByRole('button', { name: text('Prize rules', 'قواعد الجوائز') })).toHaveAttribute('aria-expanded', 'false');
    await imagesDecoded(canvasElement);
  },
};

/** The prize rules open from their one-line summary and name the hours in the story language's digits. */
export const Rules: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rules = canvas.getByRole('button', { name: text('Prize rules', 'قواعد الجوائز') });
    await expect(rules).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(rules);
    await expect(rules).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(text('One account per person.', 'حساب واحد فقط لكل شخص.'))).toBeVisible();
    await expect(
      canvas.getByText(
        text(
          'Prizes appear here 48 hours after the competition ends and are distributed within one month.',
          'تظهر الجوائز هنا بعد ٤٨ ساعة من انتهاء المسابقة، وتُوزَّع خلال شهر واحد.',
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(text('Once you redeem a prize, the transfer takes up to 72 hours.', 'بعد طلب استلام الجائزة يستغرق التحويل حتى ٧٢ ساعة.'))).toBeVisible();
    await imagesDecoded(canvasElement);
  },
};

/** No prizes yet: the empty state with the page's action; the rules are still there. */
export const Empty: Story = {
  args: {
    count: 0,
    emptyAction: (
      <Button variant="outline">
        <T en="Browse competitions" ar="تصفّح المسابقات" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('No prizes yet', 'لا توجد جوائز بعد') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('Browse competitions', 'تصفّح المسابقات') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('Prize rules', 'قواعد الجوائز') })).toBeVisible();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

/** The first page is loading: a spinner and placeholder rows. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: text('Loading prizes…', 'جارٍ تحميل الجوائز…') })).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

/** Another page exists: Load More asks for it. */
export const WithMore: Story = {
  args: { count: 2, hasNextPage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: text('Load More', 'تحميل المزيد') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await imagesDecoded(canvasElement);
  },
};

/** Before the redemption flow is bound, the cards show each prize and its status without a Redeem action. */
export const WithoutRedemption: Story = {
  args: { onRedeem: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Redeem|استلام الجائزة/ })).not.toBeInTheDocument();
  },
};
