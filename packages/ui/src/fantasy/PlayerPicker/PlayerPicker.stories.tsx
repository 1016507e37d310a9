import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Position } from '@hadaf/domain';
import type { FantasyPlayerView } from '../FantasyPlayer/FantasyPlayer.ts';
import { ar, overlayArrived, overlaysSettled, say } from '../../internal/story-helpers.tsx';
import { useStoryLanguage } from '../../matches/MatchCard/fixtures.ts';
import { longNamePlayer, picturesShown, storyPlayers, storyTeams, storyTimeZone } from './fixtures.ts';
import { PlayerPicker, type PlayerPickerFilters } from './PlayerPicker.tsx';

interface PickerStoryArgs {
  onFiltersChange: (filters: PlayerPickerFilters) => void;
  onTogglePlayer: (player: FantasyPlayerView) => void;
  onPlayerInfo: (id: number) => void;
  onLoadMore: () => void;
  onClose: () => void;
  position?: Position | null;
  selectedIds?: number[];
  remainingBudget?: number;
  isLoading?: boolean;
  hasNextPage?: boolean;
  /** No players at all (the empty result). */
  noPlayers?: boolean;
  longText?: boolean;
}

function matches(player: FantasyPlayerView, filters: PlayerPickerFilters | null) {
  if (!filters) return true;
  return (
    (filters.position === null || player.position === filters.position) &&
    (filters.teamId === null || player.team.id === filters.teamId) &&
    (filters.priceFrom === null || player.price >= filters.priceFrom) &&
    (filters.priceTo === null || player.price <= filters.priceTo) &&
    player.name.toLocaleLowerCase().includes(filters.name.trim().toLocaleLowerCase())
  );
}

/** The picker as a page holds it: the chosen ids, and the list filtered like the server would when the filters change. */
function PickerStory({ position = 'Midfielder', selectedIds = [301, 201], remainingBudget = 9, noPlayers = false, longText = false, ...args }: PickerStoryArgs) {
  const lang = useStoryLanguage();
  const [chosen, setChosen] = useState(selectedIds);
  const [filters, setFilters] = useState<PlayerPickerFilters | null>(position ? { position, teamId: null, priceFrom: null, priceTo: null, name: '' } : null);
  const all = noPlayers ? [] : longText ? [longNamePlayer(lang), ...storyPlayers(lang).slice(0, 4)] : storyPlayers(lang);
  return (
    <PlayerPicker
      isOpen
      onClose={args.onClose}
      players={all.filter((player) => matches(player, filters))}
      selectedIds={chosen}
      position={position}
      teams={storyTeams(lang)}
      remainingBudget={remainingBudget}
      timeZone={storyTimeZone}
      isLoading={args.isLoading}
      hasNextPage={args.hasNextPage}
      onLoadMore={args.onLoadMore}
      onPlayerInfo={args.onPlayerInfo}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
      onTogglePlayer={(player) => {
        setChosen((ids) => (ids.includes(player.id) ? ids.filter((id) => id !== player.id) : [...ids, player.id]));
        args.onTogglePlayer(player);
      }}
    />
  );
}

const meta = {
  title: 'Fantasy/PlayerPicker',
  component: PickerStory,
  args: { onFiltersChange: fn(), onTogglePlayer: fn(), onPlayerInfo: fn(), onLoadMore: fn(), onClose: fn() },
  parameters: { visual: { viewport: true } },
} satisfies Meta<PickerStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picker once arrived (pictures shown); with a second dialog open (the filters), the last one. */
async function picker() {
  await overlaysSettled();
  const dialog = await within(document.body).findByTestId('player-picker');
  await overlayArrived(dialog);
  await picturesShown(dialog);
  return dialog;
}

async function topDialog() {
  const dialogs = await within(document.body).findAllByRole('dialog');
  const dialog = dialogs.at(-1)!;
  await overlayArrived(dialog);
  return dialog;
}

const rowOf = (dialog: HTMLElement, name: string) => within(dialog).getAllByTestId('player-row').find((row) => row.textContent?.includes(name))!;

/**
 * Filling a midfielder: the position filter preselected, two players chosen (the chosen midfielder shows as picked),
 * 9.0 M left so the dearer midfielders are marked over budget but still pickable; each player with his shirt number,
 * points, form and next fixture; the footer counts the squad and says Done; Load More for the next page.
 */
export const Default: Story = {
  args: { hasNextPage: true },
  play: async ({ args }) => {
    const dialog = await picker();
    const view = within(dialog);
    await expect(dialog).toHaveAccessibleName(say('Choose players', 'اختر اللاعبين'));
    await expect(view.getAllByTestId('player-row')).toHaveLength(6);
    await expect(view.getByTestId('remaining-budget')).toHaveTextContent(say('9.0M', '٩٫٠ مليون'));
    await expect(view.getByRole('button', { name: say('Picked Emam Ashour', 'مختار إمام عاشور') })).toHaveAttribute('aria-pressed', 'true');
    const zizo = rowOf(dialog, say('Ahmed Sayed Zizo', 'أحمد سيد زيزو'));
    // The badge beside the price (phones show a warning icon on the team line instead).
    const marks = within(zizo).getAllByText(say('Over budget', 'فوق الميزانية')).filter((mark) => mark.checkVisibility());
    await expect(marks).toHaveLength(1);
    await expect(marks[0]).toBeVisible();
    await expect(within(zizo).getByRole('button', { name: say('Pick Ahmed Sayed Zizo', 'اختر أحمد سيد زيزو') })).toBeEnabled();
    // What a fan weighs: Emam Ashour's shirt, points so far, form and next match (Sat 28 Nov, Cairo time).
    const emam = rowOf(dialog, say('Emam Ashour', 'إمام عاشور'));
    await expect(within(emam).getByTestId('shirt-number')).toHaveTextContent(say('#22', '#٢٢'));
    const outlook = within(emam).getByTestId('player-outlook');
    await expect(outlook).toHaveTextContent(say('Points 83.51', 'النقاط ٨٣٫٥١'));
    await expect(outlook).toHaveTextContent(say('Form 6.29', 'المستوى ٦٫٢٩'));
    await expect(outlook).toHaveTextContent(say('Next Zamalek (away) · Sat 28 Nov', 'التالية الزمالك (خارج أرضه) · السبت، ٢٨ نوفمبر'));
    // Arabic digits everywhere in the list.
    if (ar()) await expect(view.getByRole('list', { name: 'اللاعبون' }).textContent).not.toMatch(/[0-9]/);
    await expect(view.getByTestId('squad-progress')).toHaveTextContent(say('2 of 15 players chosen', 'اخترت لاعبَين من ١٥'));
    await userEvent.click(view.getByRole('button', { name: say('Done', 'تم') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: say('Player info: Hamdy Fathy', 'معلومات اللاعب: حمدي فتحي') }));
    await expect(args.onPlayerInfo).toHaveBeenCalledWith(306);
    await userEvent.click(view.getByRole('button', { name: say('Load More', 'تحميل المزيد') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** Pressing Pick chooses a player; pressing the chosen player again drops him. */
export const TogglePlayer: Story = {
  play: async ({ args }) => {
    const dialog = await picker();
    const pick = within(dialog).getByRole('button', { name: say('Pick Hamdy Fathy', 'اختر حمدي فتحي') });
    await expect(pick).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pick);
    await expect(args.onTogglePlayer).toHaveBeenLastCalledWith(expect.objectContaining({ id: 306 }));
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    await expect(within(dialog).getByText(say('3 of 15 players chosen', 'اخترت ٣ لاعبين من ١٥'))).toBeVisible();
    await expect(pick).toHaveAccessibleName(say('Picked Hamdy Fathy', 'مختار حمدي فتحي'));
    const emam = within(dialog).getByRole('button', { name: say('Picked Emam Ashour', 'مختار إمام عاشور') });
    await userEvent.click(emam);
    await expect(args.onTogglePlayer).toHaveBeenLastCalledWith(expect.objectContaining({ id: 301 }));
    await expect(emam).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onTogglePlayer).toHaveBeenCalledTimes(2);
  },
};

/** The squad is full: the footer says so and Done, now the main action, closes the picker (× is not the only way out). */
export const SquadComplete: Story = {
  args: { selectedIds: [101, 102, 201, 202, 203, 204, 205, 301, 302, 303, 304, 305, 401, 402, 403], remainingBudget: 0.5 },
  play: async ({ args }) => {
    const dialog = await picker();
    const view = within(dialog);
    await expect(view.getByTestId('squad-progress')).toHaveTextContent(say('Squad complete: 15 players', 'اكتملت التشكيلة: ١٥ لاعبًا'));
    const done = view.getByRole('button', { name: say('Done', 'تم') });
    await expect(done).toBeVisible();
    await userEvent.click(done);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A player without a finished match shows no form yet; one whose team has nothing scheduled says so. */
export const NoFormNoFixture: Story = {
  args: { position: 'Attacker', selectedIds: [] },
  play: async () => {
    const dialog = await picker();
    // Amr Gamal's team has nothing scheduled; Salah Mohsen has played no finished match yet.
    const amr = within(rowOf(dialog, say('Amr Gamal', 'عمرو جمال'))).getByTestId('player-outlook');
    await expect(amr).toHaveTextContent(say('Next None scheduled', 'التالية لا مباراة مقرّرة'));
    const salah = within(rowOf(dialog, say('Salah Mohsen', 'صلاح محسن'))).getByTestId('player-outlook');
    await expect(salah).toHaveTextContent(say('Form –', 'المستوى –'));
  },
};

/** Desktop (1224 px): the filters are a side panel beside the list, no Filters button. */
export const DesktopSidePanel: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const dialog = await picker();
    const panel = within(dialog).getByRole('complementary', { name: say('Player filters', 'تصفية اللاعبين') });
    await expect(panel).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: say('Filters', 'التصفية') })).not.toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: say('Players', 'اللاعبون') });
    // The panel sits at the inline start of the list: left in English, right in Arabic.
    const [panelBox, listBox] = [panel.getBoundingClientRect(), list.getBoundingClientRect()];
    await expect(ar() ? panelBox.left >= listBox.right : panelBox.right <= listBox.left).toBe(true);
  },
};

/** Typing a name reaches onFiltersChange once, 500 ms after the last key. */
export const NameSearchDebounced: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { position: null, selectedIds: [] },
  play: async ({ args }) => {
    const dialog = await picker();
    const search = within(dialog).getByRole('searchbox', { name: say('Player name', 'اسم اللاعب') });
    await userEvent.type(search, say('Wessam', 'وسام'));
    // One call for the six keys (four in Arabic), once the last key is 500 ms old.
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onFiltersChange).toHaveBeenCalledOnce();
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ position: null, teamId: null, priceFrom: null, priceTo: null, name: say('Wessam', 'وسام') });
    await expect(within(dialog).getAllByTestId('player-row')).toHaveLength(1);
  },
};

/** Position and prices reach onFiltersChange at once: attackers from 10.0 M, then up to 10.0 M (a lower "to" clamps). */
export const FilterByPositionAndPrice: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { selectedIds: [] },
  play: async ({ args }) => {
    const dialog = await picker();
    const view = within(dialog);
    await userEvent.click(view.getByRole('button', { name: new RegExp(say('Position', 'المركز')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: say('Attacker', 'مهاجم') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ position: 'Attacker' }));
    const from = view.getByRole('textbox', { name: say('Price from (M)', 'السعر من (مليون)') });
    await userEvent.type(from, '10');
    await userEvent.tab();
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ position: 'Attacker', teamId: null, priceFrom: 10, priceTo: null, name: '' });
    await expect(view.getAllByTestId('player-row')).toHaveLength(3);
    // A "to" below the "from" clamps to it.
    const to = view.getByRole('textbox', { name: say('Price to (M)', 'السعر إلى (مليون)') });
    await userEvent.type(to, '8');
    await userEvent.tab();
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ position: 'Attacker', teamId: null, priceFrom: 10, priceTo: 10, name: '' });
    await expect(view.getAllByTestId('player-row')).toHaveLength(1);
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(3);
  },
};

/** A 320 px phone: Filters opens the filters in a modal; the team filter is debounced too; Show results closes it. */
export const MobileFiltersModal: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { position: null, selectedIds: [] },
  play: async ({ args }) => {
    const dialog = await picker();
    await expect(within(dialog).queryByRole('complementary')).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: say('Filters', 'التصفية') }));
    const filters = await topDialog();
    await expect(filters).toHaveAccessibleName(say('Filters', 'التصفية'));
    await userEvent.click(within(filters).getByRole('button', { name: new RegExp(say('Team', 'الفريق')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: say('Pyramids', 'بيراميدز') }));
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledWith(expect.objectContaining({ teamId: 3 })));
    await expect(args.onFiltersChange).toHaveBeenCalledOnce();
    await userEvent.click(within(filters).getByRole('button', { name: say('Show results', 'عرض النتائج') }));
    await waitFor(() => expect(within(document.body).getAllByRole('dialog')).toHaveLength(1));
    await expect(within(dialog).getAllByTestId('player-row')).toHaveLength(5);
    await overlayArrived(dialog);
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async () => {
    const dialog = await picker();
    await expect(within(dialog).getByRole('status', { name: say('Loading players…', 'جارٍ تحميل اللاعبين…') })).toBeVisible();
  },
};

/** No player matches the filters: "No records". */
export const Empty: Story = {
  args: { noPlayers: true },
  play: async () => {
    const dialog = await picker();
    await expect(within(dialog).getByRole('heading', { name: say('No records', 'لا توجد سجلات') })).toBeVisible();
  },
};

/** A very long name and team wrap or truncate inside the row. */
export const LongText: Story = {
  args: { longText: true, position: null },
  play: async () => {
    const dialog = await picker();
    await expect(within(dialog).getAllByTestId('player-row')).toHaveLength(5);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
