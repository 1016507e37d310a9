import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RankingList, type RankingListProps, type RankingRow } from './RankingList.tsx';
import { ar, say } from '../../internal/story-helpers.tsx';

const names = ['Ahmed Samir', 'Mona Adel', 'Karim Fathy', 'Salma Youssef', 'Omar Khaled', 'Laila Nabil'];
const rows: RankingRow[] = names.map((name, index) => ({ ranking: index < 2 ? 1 : index, points: [24, 24, 17.5, 10, 7, 3][index]!, user: { id: index + 1, name } }));

const meta = {
  title: 'Competition/RankingList',
  component: RankingList,
  args: { rows, onLoadMore: fn() },
} satisfies Meta<RankingListProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in fan: their own row above, highlighted in the list too; ties share a rank; Load More for the next page. */
export const WithMyRow: Story = {
  args: { mine: rows[2], hasNextPage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: say('Your ranking', 'ترتيبك') })).toBeVisible();
    const own = canvas.getAllByTestId('ranking-row').filter((row) => row.getAttribute('aria-current') === 'true');
    await expect(own).toHaveLength(2);
    await expect(own[0]).toHaveTextContent(say('17.50', '١٧٫٥٠'));
    await userEvent.click(canvas.getByRole('button', { name: say('Load More', 'تحميل المزيد') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** A visitor: no own-row section; the last page has no Load More. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: say('Your ranking', 'ترتيبك') })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A fantasy competition: each row's Squad button opens that fan's squad breakdown (competitions §2). */
export const FantasySquads: Story = {
  args: { mine: rows[2], onShowSquad: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: say('Show Mona Adel’s squad', 'عرض التشكيلة: Mona Adel') }));
    await expect(args.onShowSquad).toHaveBeenCalledWith(rows[1]);
    await expect(canvas.getAllByRole('button', { name: ar() ? /عرض التشكيلة/ : /squad$/ })).toHaveLength(rows.length + 1);
  },
};

/** A re-rank is pending: the spec's message above the last list. */
export const Generating: Story = {
  args: { isGenerating: true, mine: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('Ranking list is being generated, check again in a while.', 'يجري إعداد قائمة الترتيب، عُد بعد قليل.'))).toBeVisible();
    await expect(canvas.getByText(ar() ? /ليس لك ترتيب بعد/ : /You have no rank yet/)).toBeVisible();
  },
};

/** Nobody ranked yet. */
export const Empty: Story = {
  args: { rows: [], mine: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(say('No records yet.', 'لا توجد سجلات بعد.'))).toBeVisible();
  },
};

/** Loading the first page. */
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(say('Loading the ranking…', 'جارٍ تحميل الترتيب…'));
  },
};
