import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { imagesLoaded, useStoryLanguage } from '../../matches/MatchCard/fixtures.ts';
import { CompetitionCard, type CompetitionCardData, type CompetitionCardProps } from './CompetitionCard.tsx';
import { covers, storyCompetition, type StoryCompetitionName } from './fixtures.ts';
import { ar } from '../../internal/story-helpers.tsx';

const navigate = fn();

type CardStoryArgs = Omit<CompetitionCardProps, 'competition'> & { name?: StoryCompetitionName; data?: Partial<CompetitionCardData> };

/** The card with the fixture's competition, named in the story's language. */
function LocalisedCard({ name, data, ...props }: CardStoryArgs) {
  const language = useStoryLanguage();
  return <CompetitionCard {...props} competition={storyCompetition(language, name, data)} />;
}

const meta = {
  title: 'Lobby/CompetitionCard',
  component: LocalisedCard,
  args: { href: '/competitions/77/matches' },
  beforeEach: () => navigate.mockClear(),
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <div className="max-w-xs">
        <LocalisedCard {...args} />
      </div>
    </RouterProvider>
  ),
} satisfies Meta<CardStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid and open, with its cover: dates, entry fee, reward, seats taken and the minimum; the whole card leads to the competition. */
export const Paid: Story = {
  args: { data: { coverUrl: covers.green } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(ar() ? 'عطلة الدوري الإنجليزي' : 'Premier League Weekend');
    await expect(canvas.getByText(ar() ? '٢٠ عملة' : '20 coins')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(ar() ? 'شُغل ١٢ من ٣٠ مقعدًا' : '12 of 30 seats taken');
    await expect(canvas.getByText(ar() ? 'تُقام بحد أدنى ٥ مشاركين' : 'Takes place with at least 5 participants')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: ar() ? 'عطلة الدوري الإنجليزي' : 'Premier League Weekend' }));
    await expect(navigate).toHaveBeenCalledWith('/competitions/77/matches', undefined);
  },
};

/** A paid pool nobody has joined yet: what it reaches at full seats, never "0 coins" (issue 30). */
export const GrowingPool: Story = {
  args: { data: { reward: 0, calculateReward: true, rewardMax: 1350, entryFee: 50, participants: { current: 0, min: 10, max: 30 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ar() ? 'حتى ١٬٣٥٠ عملة' : 'Up to 1,350 coins')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(ar() ? /(^|[^٠-٩٬])٠ عملة/ : /\b0 coins/);
  },
};

/** A paid pool without a seat limit grows with every player. */
export const OpenEndedPool: Story = {
  args: { data: { reward: 0, calculateReward: true, rewardMax: null, entryFee: 20, participants: { current: 0, min: null, max: null } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ar() ? 'تكبر مع كل لاعب' : 'Grows with every player')).toBeVisible();
  },
};

/** Nothing to win but the ranking: free to play. */
export const FreeToPlay: Story = {
  args: { data: { reward: 0, calculateReward: true, rewardMax: 0, entryFee: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ar() ? 'العب مجانًا' : 'Free to play')).toBeVisible();
  },
};

/** No coins, a catalogue prize: the prize is the reward. */
export const PrizeToWin: Story = {
  args: { data: { reward: 0, entryFee: 0, prizeNames: ['Gold medal'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Gold medal')).toBeVisible();
  },
};

/** Free, featured and joined, without a cover; the platform's own competitions have no seat limit. */
export const FreeFeaturedJoined: Story = {
  args: { data: { entryFee: 0, featured: true, joined: true, participants: { current: 1, min: null, max: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ar() ? 'مجانية' : 'Free')).toBeVisible();
    await expect(canvas.getByText(ar() ? 'مميزة' : 'Featured')).toBeVisible();
    await expect(canvas.getByText(ar() ? 'مشترك' : 'Joined')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(ar() ? 'مشارك واحد' : '1 participant');
  },
};

/** The last seats: how many are left, in warning colour. */
export const NearlyFull: Story = {
  args: { name: 'derby', data: { participants: { current: 28, min: 10, max: 30 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ar() ? 'بقي مقعدان فقط' : 'Only 2 seats left')).toBeVisible();
  },
};

/** Every seat taken: the card says Full. Pressing runs the app's action (here an onPress instead of a link). */
export const Full: Story = {
  args: { name: 'cup', href: undefined, onPress: fn(), data: { participants: { current: 30, min: 10, max: 30 }, coverUrl: covers.night } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText(ar() ? 'مكتملة' : 'Full')).toBeVisible();
    await expect(canvas.queryByText(/seats? left|بقي/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link'));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Created by a fan and waiting for an admin: a lock over the cover. */
export const PendingApproval: Story = {
  args: { name: 'friday', data: { status: 'pending-approval', coverUrl: covers.green } },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).getByText(ar() ? 'بانتظار الموافقة' : 'Waiting for approval')).toBeVisible();
  },
};

/** Finished, joined: the cover greys out and seats are no longer counted down. */
export const PastJoined: Story = {
  args: { name: 'classic', data: { state: 'past', joined: true, coverUrl: covers.night, start: '2026-10-01', end: '2026-10-20', participants: { current: 29, min: 10, max: 30 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText(ar() ? 'منتهية' : 'Past')).toBeVisible();
    await expect(canvas.queryByText(/seats? left|بقي/)).not.toBeInTheDocument();
  },
};

/** Cancelled below its minimum, with a long name that wraps (long Arabic in Arabic). */
export const CancelledLongName: Story = {
  args: { name: 'long', data: { state: 'past', status: 'cancelled', participants: { current: 3, min: 10, max: 30 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ar() ? 'ملغاة' : 'Cancelled')).toBeVisible();
  },
};
