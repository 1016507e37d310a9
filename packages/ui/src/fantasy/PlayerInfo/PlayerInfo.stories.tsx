import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryLanguage } from '../../matches/MatchCard/fixtures.ts';
import { findSheet, longNamePlayer, picturesShown, storyPlayer } from '../PlayerPicker/fixtures.ts';
import { PlayerInfo, type PlayerInfoTab, type PlayerInfoView } from './PlayerInfo.tsx';
import { ar, say } from '../../internal/story-helpers.tsx';

interface InfoStoryArgs {
  onClose: () => void;
  playerId?: number;
  patch?: Partial<PlayerInfoView>;
  isLoading?: boolean;
  longText?: boolean;
  defaultTab?: PlayerInfoTab;
}

function InfoStory({ onClose, playerId = 401, patch, isLoading = false, longText = false, defaultTab }: InfoStoryArgs) {
  const lang = useStoryLanguage();
  const player = isLoading ? null : longText ? longNamePlayer(lang) : { ...storyPlayer(lang, playerId), ...patch };
  return <PlayerInfo isOpen onClose={onClose} player={player} isLoading={isLoading} defaultTab={defaultTab} />;
}

const meta = {
  title: 'Fantasy/PlayerInfo',
  component: InfoStory,
  args: { onClose: fn() },
  parameters: { visual: { viewport: true } },
} satisfies Meta<InfoStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An attacker: the header (photo, team, position, price, points) and the Stats tab, goals and assists featured first. */
export const Default: Story = {
  play: async () => {
    const view = within(await findSheet());
    await expect(view.getByRole('heading', { level: 2 })).toHaveTextContent(say('Wessam Abou Ali', 'وسام أبو علي'));
    await expect(view.getByText(say('12.5M', '١٢٫٥ مليون'))).toBeVisible();
    await expect(view.getByTestId('player-points')).toHaveTextContent(say('102.78', '١٠٢٫٧٨'));
    const featured = within(view.getByTestId('featured-stats')).getAllByRole('term');
    await expect(featured.map((term) => term.textContent)).toEqual(ar() ? ['التمريرات الحاسمة', 'الأهداف'] : ['Assists', 'Goals']);
    await expect(view.getByRole('tab', { name: say('Stats', 'الإحصائيات') })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Switching to News: the latest news with their pictures; Close tells the page. */
export const SwitchTabs: Story = {
  play: async ({ args }) => {
    const overlay = await findSheet();
    const view = within(overlay);
    await userEvent.click(view.getByRole('tab', { name: say('News', 'الأخبار') }));
    const panel = view.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('article')).toHaveLength(2);
    await expect(within(panel).getByRole('heading', { name: say('Wessam Abou Ali fit for the derby', 'وسام أبو علي جاهز لمباراة القمة') })).toBeVisible();
    await picturesShown(overlay);
    await userEvent.click(view.getByRole('tab', { name: say('Stats', 'الإحصائيات') }));
    await expect(view.getByTestId('featured-stats')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: say('Close', 'إغلاق') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** No stats yet: "No stats". */
export const EmptyStats: Story = {
  args: { patch: { stats: null } },
  play: async () => {
    const view = within(await findSheet());
    await expect(view.getByRole('heading', { name: say('No stats', 'لا توجد إحصائيات') })).toBeVisible();
  },
};

/** No news: "No news". */
export const EmptyNews: Story = {
  args: { patch: { latestNews: [] }, defaultTab: 'news' },
  play: async () => {
    const view = within(await findSheet());
    await expect(view.getByRole('tab', { name: say('News', 'الأخبار') })).toHaveAttribute('aria-selected', 'true');
    await expect(view.getByRole('heading', { name: say('No news', 'لا توجد أخبار') })).toBeVisible();
  },
};

/** A goalkeeper without a photo (initials) and without points yet. */
export const Goalkeeper: Story = {
  args: { playerId: 103, patch: { totalPoints: null, points: null } },
  play: async () => {
    const view = within(await findSheet());
    await expect(view.getByTestId('player-points')).toHaveTextContent('–');
    const featured = within(view.getByTestId('featured-stats')).getAllByRole('term');
    await expect(featured.map((term) => term.textContent)).toEqual(ar() ? ['شباك نظيفة', 'التصديات'] : ['Clean sheets', 'Saves']);
  },
};

/** Loading the player. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async () => {
    const view = within(await findSheet());
    await expect(view.getByRole('status')).toHaveAccessibleName(say('Loading the player…', 'جارٍ تحميل اللاعب…'));
  },
};

/** A long name, team and news item wrap inside the dialog. */
export const LongText: Story = {
  args: { longText: true, defaultTab: 'news' },
  play: async () => {
    const overlay = await findSheet();
    await expect(overlay.scrollWidth).toBeLessThanOrEqual(overlay.clientWidth);
  },
};

/** A 320 px phone: the dialog fills the screen. */
export const Phone320: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async () => {
    const overlay = await findSheet();
    const box = overlay.parentElement!.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
