import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '@hadaf/domain';
import { storyCompetition, storyCompetitions } from '../CompetitionCard/fixtures.ts';
import { useStoryLanguage } from '../../matches/MatchCard/fixtures.ts';
import type { CompetitionListItem } from './CompetitionGrid.tsx';
import { CompetitionLobby, LobbyReferralCard, defaultLobbyFilters, type LobbyFilters, type LobbyTab } from './CompetitionLobby.tsx';
import { ar } from '../../internal/story-helpers.tsx';

interface LobbyStoryArgs {
  signedIn: boolean;
  initialTab?: LobbyTab;
  initialFilters?: LobbyFilters;
  /** What the selected tab's list holds. */
  fixture: 'list' | 'empty' | 'loading' | 'error';
  count?: number;
  featuredCount?: number;
  hasNextPage?: boolean;
  onTabChange: (tab: LobbyTab) => void;
  onFiltersChange: (filters: LobbyFilters) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  onCreateCompetition?: () => void;
  /** What my invitations earned me, on the invitation card. */
  earned?: { friends: number; coins: number };
}

const navigate = fn();
const text = (en: string, arabic: string) => (ar() ? arabic : en);
const item = (competition: CompetitionListItem['competition']): CompetitionListItem => ({ competition, href: paths.competitionTab(competition.id, 'matches') });

/** The lobby with its own tab and filter state (as the app keeps it), reporting each change to the story's spies. */
function LobbyStory({ signedIn, initialTab = 'upcoming', initialFilters = defaultLobbyFilters, fixture, count = 4, featuredCount = 0, hasNextPage = false, earned, ...spies }: LobbyStoryArgs) {
  const language = useStoryLanguage();
  const [tab, setTab] = useState(initialTab);
  const [filters, setFilters] = useState(initialFilters);
  // The selected tab's competitions: running and past ones are those the fan joined.
  const items = fixture === 'list' ? storyCompetitions(language, count).map((competition) => item(tab === 'upcoming' ? competition : { ...competition, state: tab, joined: true })) : [];
  const featured = Array.from({ length: featuredCount }, (_, index) =>
    item(storyCompetition(language, index === 0 ? 'champions' : 'fantasy', { id: 100 + index, featured: true, entryFee: index === 0 ? 0 : 50, reward: 10000 })),
  );
  return (
    <RouterProvider navigate={navigate}>
      <CompetitionLobby
        heading={language === 'ar' ? 'مسابقات التوقعات' : 'Prediction competitions'}
        types={{ current: 'predictions', hrefs: { predictions: paths.lobbyPredictions, fantasy: paths.lobbyFantasy, esports: paths.lobbyEsports } }}
        signedIn={signedIn}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          spies.onTabChange(next);
        }}
        featured={featured}
        list={{ status: fixture === 'loading' ? 'loading' : fixture === 'error' ? 'error' : 'ready', items, hasNextPage, onLoadMore: spies.onLoadMore, onRetry: spies.onRetry }}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          spies.onFiltersChange(next);
        }}
        onCreateCompetition={spies.onCreateCompetition}
        referral={<LobbyReferralCard url="https://hadaf.example/register?referrer=AHMED10" rewardCoins={10} earned={earned} />}
      />
    </RouterProvider>
  );
}

const meta = {
  title: 'Lobby/CompetitionLobby',
  component: LobbyStory,
  args: { signedIn: true, fixture: 'list', onTabChange: fn(), onFiltersChange: fn(), onLoadMore: fn(), onRetry: fn() },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<LobbyStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Upcoming only, featured competitions above the list, Load More while pages remain, no invitation card. */
export const Visitor: Story = {
  args: { signedIn: false, featuredCount: 2, hasNextPage: true },
  // Taller than the test viewport: the baseline is the viewport (the header, filters and featured row).
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([text('Upcoming', 'القادمة')]);
    await expect(canvas.queryByRole('checkbox', { name: text('Only what I can afford', 'ما أستطيع دفعه فقط') })).not.toBeInTheDocument();
    const featured = canvas.getByRole('region', { name: text('Featured', 'مميزة') });
    await expect(within(featured).getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('list', { name: text('Upcoming competitions', 'المسابقات القادمة') }).children).toHaveLength(4);
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text('Load More', 'تحميل المزيد') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: text('Predictions', 'التوقعات') })).toHaveAttribute('aria-current', 'page');
  },
};

/** A signed-in fan: three tabs, and the invitation card after the 3rd competition (screens up to 1224 px). */
export const SignedInWithInvitation: Story = {
  args: { count: 6 },
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: text('Upcoming competitions', 'المسابقات القادمة') });
    await expect(list.children).toHaveLength(7);
    await expect(within(list.children[3] as HTMLElement).getByRole('complementary', { name: text('Invite your friends', 'ادعُ أصدقاءك') })).toBeVisible();
    await expect(canvas.getByText(text('A friend who signs up with your link earns you 10 coins to join more competitions.', 'كل صديق يسجّل من خلال رابطك يمنحك ١٠ عملات للاشتراك في مزيد من المسابقات.'))).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: text('Running', 'الجارية') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('running');
    await expect(canvas.getByRole('tab', { name: text('Running', 'الجارية') })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The invitation card says what my invitations have earned me: three friends' rewards and one first-payment reward. */
export const InvitationEarnings: Story = {
  args: { count: 3, earned: { friends: 3, coins: 50 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('So far you have earned 50 coins from 3 friends.', 'ربحت حتى الآن ٥٠ عملة من ٣ أصدقاء.'))).toBeVisible();
  },
};

/** The filters and the sort: each change reaches the app as the whole set of choices; the order applies once a sort is chosen. */
export const FiltersAndSort: Story = {
  args: { count: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const order = canvas.getByRole('button', { name: new RegExp(text('Order', 'الاتجاه')) });
    await expect(order).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: text('Only what I can afford', 'ما أستطيع دفعه فقط') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultLobbyFilters, affordable: true });
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text('Sort by', 'الترتيب حسب')) }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: text('Reward', 'الجائزة') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultLobbyFilters, affordable: true, sort: 'reward' });
    await expect(order).toBeEnabled();
  },
};

/** A signed-in fan's Running tab with nothing running. */
export const EmptyRunning: Story = {
  args: { fixture: 'empty', initialTab: 'running' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('Nothing running', 'لا شيء جارٍ') })).toBeVisible();
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/** Filters that match nothing: the empty state offers to clear them. */
export const EmptyFiltered: Story = {
  args: { fixture: 'empty', initialFilters: { ...defaultLobbyFilters, creator: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('Clear filters', 'مسح الفلاتر') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(defaultLobbyFilters);
  },
};

/** The first page on its way. */
export const Loading: Story = {
  args: { fixture: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: text('Loading competitions…', 'جارٍ تحميل المسابقات…') })).toBeInTheDocument();
  },
};

/** The list failed to load: a message and Try again. */
export const LoadFailed: Story = {
  args: { fixture: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('The competitions could not be loaded.', 'تعذّر تحميل المسابقات.'));
    await userEvent.click(canvas.getByRole('button', { name: text('Try again', 'أعد المحاولة') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithCreateCompetition: Story = {
  args: { count: 2, onCreateCompetition: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('Create Competition', 'إنشاء مسابقة') }));
    await expect(args.onCreateCompetition).toHaveBeenCalledOnce();
  },
};
