import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar, overlayArrived, say } from '../../internal/story-helpers.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { squadViewAt, type SquadStoryOptions } from '../TeamSetup/fixtures.ts';
import { SquadList } from './SquadList.tsx';

const onSetCaptain = fn();
const onMakeSubstitute = fn();
const onRemovePlayer = fn();
const onPlayerInfo = fn();
const onAddPlayer = fn();

/** The open menu (portalled into the body), once arrived. */
async function openMenu() {
  const menu = await within(document.body).findByRole('menu');
  await overlayArrived(menu);
  return within(menu);
}

interface ListStoryArgs {
  options?: Omit<SquadStoryOptions, 'language'>;
  readOnly?: boolean;
}

function ListStory({ options, readOnly = false }: ListStoryArgs) {
  const language = useMatchLanguage();
  const view = squadViewAt('idle', { language, ...options });
  return (
    <SquadList
      lines={view.lines}
      readOnly={readOnly}
      onSetCaptain={onSetCaptain}
      onMakeSubstitute={onMakeSubstitute}
      onRemovePlayer={onRemovePlayer}
      onPlayerInfo={onPlayerInfo}
      onAddPlayer={onAddPlayer}
    />
  );
}

const meta = {
  title: 'Fantasy/SquadList',
  component: ListStory,
  beforeEach: () => {
    for (const mock of [onSetCaptain, onMakeSubstitute, onRemovePlayer, onPlayerInfo, onAddPlayer]) mock.mockClear();
  },
} satisfies Meta<ListStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The full squad by position group: starters, then the substitute; the captain marked; price and points columns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const defenders = canvas.getByRole('table', { name: say('Defenders', 'المدافعون') });
    const rows = within(defenders).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[5]).toHaveTextContent(say('Ali Gabr', 'علي جبر'));
    await expect(rows[5]).toHaveTextContent(say('SUB', 'بديل'));
    await expect(canvas.getByTestId('row-301')).toHaveTextContent(say('Captain', 'القائد'));
    await expect(canvas.getByTestId('row-302')).toHaveTextContent(say('3.0M', '٣٫٠ مليون'));
    await expect(canvas.queryByRole('button', { name: say('Add defender', 'أضف مدافعًا') })).not.toBeInTheDocument();
  },
};

/** A player's menu: make captain (the captain's own item is disabled), make substitute, info, remove. */
export const PlayerActions: Story = {
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: say('Actions for Yasser Ibrahim', 'إجراءات ياسر إبراهيم') }));
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: say('Make captain', 'اجعله القائد') }));
    await expect(onSetCaptain).toHaveBeenCalledWith(203);
    await userEvent.click(canvas.getByRole('button', { name: say('Actions for Emam Ashour', 'إجراءات إمام عاشور') }));
    const captainMenu = await openMenu();
    await expect(captainMenu.getByRole('menuitem', { name: say('Make captain', 'اجعله القائد') })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(captainMenu.getByRole('menuitem', { name: say('Remove from squad', 'أزله من الفريق') }));
    await expect(onRemovePlayer).toHaveBeenCalledWith(301);
  },
};

/** Places left: each group offers 'Add' for its position. */
export const Partial: Story = {
  args: { options: { fill: 'partial' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: say('Add midfielder', 'أضف لاعب وسط') }));
    await expect(onAddPlayer).toHaveBeenCalledWith('Midfielder');
  },
};

/** A formation and no player yet: four empty groups, each with its Add button. */
export const Empty: Story = {
  args: { options: { fill: 'empty', formation: '4-3-3' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: ar() ? /^أضف/ : /^Add/ })).toHaveLength(4);
  },
};

/** A scored round: points with 2 decimals. */
export const ScoredPoints: Story = {
  args: { options: { scored: true }, readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('row-203')).toHaveTextContent(say('8.30', '٨٫٣٠'));
  },
};

/** Read-only: no menu and no Add; each player keeps an info button. */
export const ReadOnly: Story = {
  args: { options: { fill: 'partial' }, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: ar() ? /^إجراءات/ : /^Actions for/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: ar() ? /^أضف/ : /^Add/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: say('Player info', 'معلومات اللاعب') })[0]!);
    await expect(onPlayerInfo).toHaveBeenCalledWith(101);
  },
};

/** Long names truncate; at 320 px the team moves under the name and nothing scrolls sideways. */
export const LongArabicNames320: Story = {
  args: { options: { fill: 'longNames' } },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(within(canvasElement).getByTestId('row-405')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
