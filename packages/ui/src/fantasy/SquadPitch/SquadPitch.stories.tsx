import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { squadViewAt, type SquadStoryOptions } from '../TeamSetup/fixtures.ts';
import { SquadPitch } from './SquadPitch.tsx';
import { ar, say } from '../../internal/story-helpers.tsx';

const onAddPlayer = fn();
const onPlayerPress = fn();

interface PitchStoryArgs {
  options?: Omit<SquadStoryOptions, 'language'>;
  readOnly?: boolean;
}

function PitchStory({ options, readOnly = false }: PitchStoryArgs) {
  const language = useMatchLanguage();
  const view = squadViewAt('idle', { language, ...options });
  return <SquadPitch lines={view.lines} readOnly={readOnly} onAddPlayer={onAddPlayer} onPlayerPress={onPlayerPress} />;
}

const meta = {
  title: 'Fantasy/SquadPitch',
  component: PitchStory,
  beforeEach: () => {
    onAddPlayer.mockClear();
    onPlayerPress.mockClear();
  },
} satisfies Meta<PitchStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A full 4-4-2: four lines on the pitch (goalkeeper first), prices under the names, four substitutes on the bench; a
 * photo carries the shirt number in the reader's digits beside it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getAllByRole('list');
    await expect(lines).toHaveLength(5);
    await expect(within(canvas.getByRole('list', { name: say('Goalkeepers', 'حراس المرمى') })).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(canvas.getByRole('list', { name: say('Defenders', 'المدافعون') })).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(canvas.getByRole('list', { name: say('Midfielders', 'لاعبو الوسط') })).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(canvas.getByRole('list', { name: say('Attackers', 'المهاجمون') })).getAllByRole('listitem')).toHaveLength(2);
    const bench = within(canvas.getByRole('region', { name: say('Substitutes', 'البدلاء') }));
    await expect(bench.getAllByRole('listitem')).toHaveLength(4);
    await expect(bench.getByText(say('Nasser Mansi', 'ناصر منسي'))).toBeVisible();
    const keeper = canvas.getByTestId('player-101');
    await expect(keeper).toHaveTextContent(say('Mohamed El Shenawy', 'محمد الشناوي'));
    await expect(keeper).toHaveTextContent(say('2.5M', '٢٫٥ مليون'));
    await expect(within(canvas.getByTestId('player-302')).getByTestId('shirt-number')).toHaveAttribute('data-mark', say('10', '١٠'));
    // Every number on the pitch is in the reader's digits.
    if (ar()) await expect(canvas.getByRole('region', { name: 'تشكيلتك في الملعب' }).textContent).not.toMatch(/[0-9]/);
    await userEvent.click(keeper);
    await expect(onPlayerPress).toHaveBeenCalledWith(101);
  },
};

/** A formation and no player yet: every place is an 'Add' button for its position. */
export const Empty: Story = {
  args: { options: { fill: 'empty', formation: '3-4-3' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: say('Add defender', 'أضف مدافعًا') })).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: say('Add attacker', 'أضف مهاجمًا') })).toHaveLength(4);
    await userEvent.click(canvas.getAllByRole('button', { name: say('Add goalkeeper', 'أضف حارس مرمى') })[0]!);
    await expect(onAddPlayer).toHaveBeenCalledWith('Goalkeeper');
  },
};

/** Some players chosen: the rest of each line and the bench wait for a player. */
export const Partial: Story = {
  args: { options: { fill: 'partial' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: say('Add midfielder', 'أضف لاعب وسط') })).toHaveLength(3);
    const bench = within(canvas.getByRole('region', { name: say('Substitutes', 'البدلاء') }));
    await userEvent.click(bench.getByRole('button', { name: say('Add attacker', 'أضف مهاجمًا') }));
    await expect(onAddPlayer).toHaveBeenCalledWith('Attacker');
  },
};

/**
 * The captain wears the armband ("C"); each place is named as one phrase: what it shows (name, price), then
 * "captain" (the visible words first and together, for speech users: WCAG 2.5.3).
 */
export const Captain: Story = {
  args: { options: { captainId: 401 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('player-401')).toHaveAccessibleName(say('Mostafa Mohamed, 2.5M, captain', 'مصطفى محمد، ٢٫٥ مليون، القائد'));
    await expect(canvas.getByTestId('player-301')).toHaveAccessibleName(say('Emam Ashour, 2.5M', 'إمام عاشور، ٢٫٥ مليون'));
    await expect(within(canvas.getByTestId('player-401')).getByTestId('captain-mark')).toHaveAttribute('data-mark', say('C', 'ق'));
  },
};

/** A scored round: points (2 decimals) instead of prices, negative ones too. */
export const ScoredPoints: Story = {
  args: { options: { scored: true }, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('player-301')).toHaveTextContent(say('12.50 pts', '١٢٫٥٠ نقطة'));
    await expect(canvas.getByTestId('player-204')).toHaveTextContent(say('-1.00 pts', '١٫٠٠'));
  },
};

/** A live match: a goal of his moves one player's points in place a moment after the pitch shows (a live event). */
function LivePitch() {
  const language = useMatchLanguage();
  const [scored, setScored] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setScored(true), 300);
    return () => clearTimeout(timer);
  }, []);
  const view = squadViewAt('idle', { language, scored: true });
  const lines = view.lines.map((line) => ({ ...line, starters: line.starters.map((player) => (scored && player.id === 301 ? { ...player, points: 22.5 } : player)) }));
  return <SquadPitch lines={lines} readOnly />;
}

/**
 * Live points: the player's points change in place, marked for a few seconds (the chip keeps its size, nothing
 * moves), and a polite status says whose points moved.
 */
export const LivePoints: Story = {
  render: () => <LivePitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = canvas.getByTestId('player-301');
    const size = player.getBoundingClientRect();
    await waitFor(() => expect(player).toHaveTextContent(say('22.50 pts', '٢٢٫٥٠ نقطة')));
    await expect(player.querySelector('[data-live]')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(ar() ? /: ٢٢٫٥٠ نقطة$/ : /: 22\.50 pts$/);
    await expect(canvas.getByTestId('player-204').querySelector('[data-live]')).toBeNull();
    await expect(player.getBoundingClientRect().height).toBe(size.height);
    // Marked for a few seconds, not for good (and the picture below is the pitch as it then stays).
    await waitFor(() => expect(player.querySelector('[data-live]')).toBeNull(), { timeout: 6000 });
  },
};

/** Read-only (the competition has started): no buttons at all, empty places say so; a place reads as one phrase. */
export const ReadOnly: Story = {
  args: { options: { fill: 'partial' }, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const goalkeepers = canvas.getByRole('list', { name: say('Goalkeepers', 'حراس المرمى') });
    await expect(goalkeepers).toHaveTextContent(say('Mohamed El Shenawy, 2.5M', 'محمد الشناوي، ٢٫٥ مليون'));
    await expect(canvas.getAllByText(say('Empty', 'فارغ')).length).toBeGreaterThan(0);
  },
};

/** Long names truncate inside their place; nothing overflows the pitch. */
export const LongArabicNames: Story = {
  args: { options: { fill: 'longNames' } },
  play: async ({ canvasElement }) => {
    const pitch = within(canvasElement).getByRole('region', { name: say('Your lineup on the pitch', 'تشكيلتك في الملعب') });
    await expect(pitch.scrollWidth).toBeLessThanOrEqual(pitch.clientWidth);
  },
};

/** 320 px wide: a five-man back line fits without sideways scrolling. */
export const Phone320: Story = {
  args: { options: { fill: 'partial', formation: '5-3-2' } },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(within(canvasElement).getAllByRole('button', { name: say('Add defender', 'أضف مدافعًا') }).length).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
