import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longArabic, longEnglish, say } from '../../internal/story-helpers.tsx';
import { useStoryLanguage } from '../../matches/MatchCard/fixtures.ts';
import { picturesShown, storyBreakdownRows, storyPointsBreakdown } from '../PlayerPicker/fixtures.ts';
import { PlayerPointsBreakdown, ScoreBreakdown } from './ScoreBreakdown.tsx';

/** A shown number back to a JS number: Arabic-Indic digits and separator, and any bidi marks, handled. */
function shownNumber(text: string | null): number {
  const latin = (text ?? '').replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace('٫', '.');
  return Number(latin.replace(/[^\d.-]/g, ''));
}

interface BreakdownStoryArgs {
  variant: 'match' | 'player';
  isLoading?: boolean;
  empty?: boolean;
  longText?: boolean;
}

function BreakdownStory({ variant, isLoading, empty = false, longText = false }: BreakdownStoryArgs) {
  const lang = useStoryLanguage();
  if (variant === 'player') {
    return (
      <div className="max-w-sm">
        <PlayerPointsBreakdown breakdown={empty ? [] : storyPointsBreakdown()} isLoading={isLoading} />
      </div>
    );
  }
  const rows = storyBreakdownRows(lang);
  const long = lang === 'ar' ? longArabic : longEnglish;
  return (
    <ScoreBreakdown
      caption={lang === 'ar' ? 'الأهلي ٢–١ الزمالك' : 'Al Ahly 2–1 Zamalek'}
      rows={empty ? [] : longText ? rows.map((row, index) => (index === 0 ? { ...row, player: { ...row.player, name: long.slice(0, 70) } } : row)) : rows}
      isLoading={isLoading}
    />
  );
}

const meta = {
  title: 'Fantasy/ScoreBreakdown',
  component: BreakdownStory,
  args: { variant: 'match' },
} satisfies Meta<BreakdownStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A match for one fan's squad: every row's total is the sum of its groups, and the footer adds the rows that counted
 * (the substitute left on the bench does not); the captain's doubled points and the substitutions are marked.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await picturesShown(canvasElement);
    const rows = canvas.getAllByTestId('breakdown-row');
    await expect(rows).toHaveLength(8);
    let counted = 0;
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      const groups = cells.slice(0, -1).map((cell) => cell.querySelector('bdi:last-child')?.textContent ?? null);
      const sum = groups.reduce((total, text) => total + (text === null ? 0 : Math.round(shownNumber(text) * 100)), 0) / 100;
      const total = shownNumber(within(row).getByTestId('row-total').textContent);
      await expect(total).toBeCloseTo(sum, 2);
      if (!row.textContent?.includes(say('Did not count', 'لم تُحتسب'))) counted += Math.round(total * 100);
    }
    await expect(shownNumber(canvas.getByTestId('breakdown-total').textContent)).toBeCloseTo(counted / 100, 2);
    await expect(canvas.getByTestId('breakdown-total')).toHaveTextContent(say('54.48', '٥٤٫٤٨'));
    const captain = rows.find((row) => row.textContent?.includes(say('Wessam Abou Ali', 'وسام أبو علي')))!;
    await expect(within(captain).getByText(say('Captain', 'القائد'))).toBeInTheDocument();
    await expect(within(captain).getByTestId('row-total')).toHaveTextContent(say('26.48', '٢٦٫٤٨'));
    await expect(canvas.getByText(say('Subbed on', 'دخل بديلًا'))).toBeVisible();
  },
};

/** A 320 px phone: the table scrolls sideways inside its focusable region; the page does not. */
export const Phone320: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    await picturesShown(canvasElement);
    const region = within(canvasElement).getByRole('region', { name: say('Points per player and event', 'النقاط لكل لاعب وحدث') });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(say('Loading the score breakdown…', 'جارٍ تحميل تفاصيل النقاط…'));
  },
};

/** No breakdown yet: "No records". */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: say('No records', 'لا توجد سجلات') })).toBeVisible();
  },
};

/** A very long player name stays in its cell. */
export const LongText: Story = {
  args: { longText: true },
  play: async ({ canvasElement }) => {
    await picturesShown(canvasElement);
    await expect(within(canvasElement).getAllByTestId('breakdown-row')).toHaveLength(8);
  },
};

/** The compact single-player variant (points_breakdown): the groups that scored, and their total. */
export const Player: Story = {
  args: { variant: 'player' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByTestId('points-item');
    await expect(items).toHaveLength(5);
    const sum = items.reduce((total, item) => total + Math.round(shownNumber(item.querySelector('dd')!.textContent) * 100), 0) / 100;
    await expect(shownNumber(canvas.getByTestId('points-total').textContent)).toBeCloseTo(sum, 2);
    await expect(canvas.getByTestId('points-total')).toHaveTextContent(say('9.82', '٩٫٨٢'));
  },
};

/** The compact variant with nothing scored. */
export const PlayerEmpty: Story = {
  args: { variant: 'player', empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: say('No records', 'لا توجد سجلات') })).toBeVisible();
  },
};
