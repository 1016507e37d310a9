import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClockProvider, manualClock } from '../../lib/clock.tsx';
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

const NOW = Date.parse('2026-11-22T18:00:00Z');

/** A live re-rank a moment after the tab shows: the fan (Omar, 4th) scores and climbs to 2nd, the list follows. */
function LiveRanking(args: RankingListProps) {
  const [clock] = useState(() => manualClock(NOW));
  const [climbed, setClimbed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setClimbed(true), 300);
    return () => clearTimeout(timer);
  }, []);
  const omar = rows[4]!;
  const moved: RankingRow = { ...omar, ranking: 2, points: 20 };
  const list = climbed ? [rows[0]!, rows[1]!, moved, ...[rows[2]!, rows[3]!, rows[5]!].map((row, index) => ({ ...row, ranking: 3 + index }))] : rows;
  return (
    <ClockProvider clock={clock}>
      <RankingList {...args} rows={list} mine={climbed ? moved : omar} updatedAt={new Date(NOW - (climbed ? 3_000 : 5 * 60_000)).toISOString()} />
    </ClockProvider>
  );
}

/**
 * Live: the own row moves with a re-rank (its rank, its points and ▲ by how many places, in words too), the list
 * follows, and "Updated 3 seconds ago" in the reader's language and digits.
 */
export const OwnRowMovesLive: Story = {
  render: (args) => <LiveRanking {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('Updated 5 minutes ago', 'آخر تحديث قبل ٥ دقائق'))).toBeVisible();
    const own = () => canvas.getAllByTestId('ranking-row')[0]!;
    await waitFor(() => expect(own()).toHaveTextContent(say('20.00', '٢٠٫٠٠')));
    await expect(within(own()).getByTestId('rank-move')).toHaveTextContent(say('▲2Up 2 places', '▲٢تقدّم مركزين'));
    await expect(canvas.getByText(say('Updated 3 seconds ago', 'آخر تحديث قبل ٣ ثوانِ'))).toBeVisible();
    const listed = canvas.getAllByTestId('ranking-row').filter((row) => row.getAttribute('aria-current') === 'true');
    await expect(listed[1]).toHaveTextContent('Omar Khaled');
    await expect(canvas.getAllByTestId('ranking-row')[3]).toBe(listed[1]);
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

/** The first ranking is being generated: the spec's message; a fan who has not joined is told how to get a rank. */
export const Generating: Story = {
  args: { rows: [], isGenerating: true, mine: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('Ranking list is being generated, check again in a while.', 'يجري إعداد قائمة الترتيب، عُد بعد قليل.'))).toBeVisible();
    await expect(canvas.getByText(say('Join this competition to get a rank.', 'اشترك في هذه المسابقة ليكون لك ترتيب.'))).toBeVisible();
  },
};

/** A fan who has just joined, before the re-rank lists them: never asked to join what they joined (issue 30, defect 9). */
export const JoinedNotRankedYet: Story = {
  args: { rows: [], isGenerating: true, mine: null, joined: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('You’re in! Your rank shows here within a few seconds, once the ranking is updated.', 'أنت مشترك! يظهر ترتيبك هنا خلال ثوانٍ، بعد تحديث الترتيب.'))).toBeVisible();
    await expect(canvas.queryByText(ar() ? /اشترك في هذه المسابقة/ : /Join this competition|once you join/)).toBeNull();
  },
};

/** A ranking with rows says when it was last brought up to date, in the active language (Intl relative time). */
export const Updated: Story = {
  args: { mine: rows[2], updatedAt: '2026-11-21T12:00:00Z', now: Date.parse('2026-11-21T12:03:20Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(say('Updated 3 minutes ago', 'آخر تحديث قبل ٣ دقائق'))).toBeVisible();
  },
};

/** A re-rank on its way while a list is there: the list stays, with a quiet note instead of the 'being generated' alert. */
export const Updating: Story = {
  args: { mine: rows[2], isGenerating: true, updatedAt: '2026-11-21T12:00:00Z', now: Date.parse('2026-11-21T12:00:20Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(say('Updating the ranking…', 'جارٍ تحديث الترتيب…'));
    await expect(canvas.queryByText(say('Ranking list is being generated, check again in a while.', 'يجري إعداد قائمة الترتيب، عُد بعد قليل.'))).toBeNull();
    await expect(canvas.getAllByTestId('ranking-row').length).toBeGreaterThan(rows.length);
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
