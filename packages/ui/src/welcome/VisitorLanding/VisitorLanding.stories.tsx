import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@hadaf/domain';
import { CommunityAdvert } from '../../shell/AppFrame/AppFrame.tsx';
import { storyCompetition, storyCompetitions } from '../../competitions/CompetitionCard/fixtures.ts';
import type { CompetitionListItem } from '../../competitions/CompetitionLobby/CompetitionGrid.tsx';
import { imagesLoaded, storyMatch, storyTimeZone, useStoryLanguage } from '../../matches/MatchCard/fixtures.ts';
import { VisitorLanding } from './VisitorLanding.tsx';
import { ar, say } from '../../internal/story-helpers.tsx';

const navigate = fn();

interface StoryArgs {
  fixture: 'full' | 'loading' | 'empty' | 'long' | 'rendered';
}

const now = '2026-05-01T16:30:00Z';

function Demo({ fixture }: StoryArgs) {
  const language = useStoryLanguage();
  const item = (competition: CompetitionListItem['competition']): CompetitionListItem => ({ competition, href: paths.competitionTab(competition.id, 'matches') });
  const full = fixture === 'full' || fixture === 'long';
  const featured = full ? [item(storyCompetition(language, fixture === 'long' ? 'long' : 'champions', { id: 100, featured: true, entryFee: 0, reward: 10000 }))] : [];
  const upcoming = full ? storyCompetitions(language, fixture === 'long' ? 2 : 4).map(item) : [];
  const matches = full
    ? [
        storyMatch(language, { id: 1, state: 'LIVE', teams: fixture === 'long' ? 'long' : 'ahly-zamalek', start: '2026-05-01T15:00:00Z', minute: 67 }),
        storyMatch(language, { id: 2, teams: 'pyramids-ismaily', start: '2026-05-01T18:00:00Z' }),
        storyMatch(language, { id: 3, state: 'FINISHED', teams: 'masry-ahly', competition: 'cup', start: '2026-05-01T13:00:00Z', homeGoals: 0, awayGoals: 3 }),
      ]
    : [];
  return (
    <RouterProvider navigate={navigate}>
      <VisitorLanding
        playHref={paths.onboarding}
        signInHref={paths.login}
        featured={featured}
        upcoming={upcoming}
        competitionsLoading={fixture === 'loading'}
        competitionCards={
          fixture === 'rendered' ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-fg-muted" data-testid="rendered-cards">
              {language === 'ar' ? 'بطاقات المسابقات من الردهة' : 'The lobby’s competition cards'}
            </p>
          ) : undefined
        }
        lobbyHref={paths.lobbyPredictions}
        matches={matches}
        matchesLoading={fixture === 'loading'}
        matchesHref={paths.matches}
        advert={<CommunityAdvert href="https://www.facebook.com/groups/hadaf.example" />}
        timeZone={storyTimeZone}
        now={now}
      />
    </RouterProvider>
  );
}

const meta = {
  title: 'Welcome/VisitorLanding',
  component: Demo,
  args: { fixture: 'full' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What Hadaf is in one screen: the title, four features, Play & Win and Sign in; then the featured and upcoming
 * competitions, today's big matches (live, later, finished) and the community advert.
 */
export const Default: Story = {
  // Taller than the test viewport: the baseline is the viewport (the way in, the features, the first competitions and matches).
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say('Predict. Play. Win.', 'توقّع. العب. اربح.') })).toBeVisible();
    const features = canvas.getByRole('list', { name: say('What you can do on Hadaf', 'ما يمكنك فعله في هدف') });
    await expect(within(features).getAllByRole('listitem').map((feature) => feature.querySelector('[data-feature-title]')?.textContent)).toEqual(
      ar() ? ['توقّع', 'العب الفانتازي', 'انضم إلى المجموعات', 'اربح الجوائز'] : ['Predict', 'Play fantasy', 'Join groups', 'Win prizes'],
    );
    await expect(canvas.getByRole('link', { name: say('Play & Win', 'العب واربح') })).toHaveAttribute('href', paths.onboarding);
    await userEvent.click(canvas.getByRole('link', { name: say('Sign in', 'تسجيل الدخول') }));
    await expect(navigate).toHaveBeenCalledWith(paths.login, undefined);
    await expect(within(canvas.getByRole('list', { name: say('Featured competitions', 'مسابقات مميزة') })).getAllByRole('article')).toHaveLength(1);
    // The lists grow a card per task (a list arriving whole is committed in short tasks): all four are there soon after.
    await waitFor(() => expect(within(canvas.getByRole('list', { name: say('Upcoming competitions', 'المسابقات القادمة') })).getAllByRole('article')).toHaveLength(4));
    await expect(canvas.getByRole('link', { name: say('See all competitions', 'كل المسابقات') })).toHaveAttribute('href', paths.lobbyPredictions);
    const matches = canvas.getByRole('list', { name: say("Today's big matches", 'أهم مباريات اليوم') });
    await waitFor(() => expect(within(matches).getAllByRole('listitem')).toHaveLength(3));
    const [live, later, finished] = within(matches).getAllByRole('listitem');
    await expect(live).toHaveTextContent(say('Live', 'مباشر'));
    await expect(later).toHaveTextContent(ar() ? /٩:٠٠/ : /21:00/);
    await expect(finished).toHaveTextContent(ar() ? /٠.*٣/ : /0.*3/);
    const advert = canvas.getByRole('link', { name: new RegExp(say('Join our community', 'انضم إلى مجتمعنا')) });
    await expect(advert).toBeVisible();
    await expect(advert).toHaveAttribute('href', 'https://www.facebook.com/groups/hadaf.example');
    await expect(advert).toHaveAttribute('target', '_blank');
    await userEvent.unhover(canvasElement);
    await imagesLoaded(canvasElement);
  },
};

/** The lists on their way: a spinner and placeholders for the competitions and for the matches; the way in is already there. */
export const Loading: Story = {
  args: { fixture: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: say('Loading competitions…', 'جارٍ تحميل المسابقات…') })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: say("Loading today's matches…", 'جارٍ تحميل مباريات اليوم…') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: say('Play & Win', 'العب واربح') })).toBeVisible();
  },
};

/** Nothing open and no big match today: each section says so and what to do. */
export const Empty: Story = {
  args: { fixture: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: say('No competitions open right now', 'لا توجد مسابقات مفتوحة الآن') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: say('No big matches today', 'لا مباريات كبرى اليوم') })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: say('Featured competitions', 'مسابقات مميزة') })).not.toBeInTheDocument();
  },
};

/** Long names (a competition, two clubs): they wrap or truncate inside their cards, nothing overflows. */
export const LongText: Story = {
  args: { fixture: 'long' },
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('list', { name: say("Today's big matches", 'أهم مباريات اليوم') })).getAllByRole('listitem');
    for (const row of rows) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await imagesLoaded(canvasElement);
  },
};

/** The app's own competition cards in the competitions' place (e.g. the lobby's grid). */
export const RenderedCompetitions: Story = {
  args: { fixture: 'rendered' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('rendered-cards')).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await imagesLoaded(canvasElement);
  },
};

/** A phone at 375 px: one column, the way in first, then the competitions, the matches and the advert; nothing overflows. */
export const Phone375: Story = {
  parameters: { visual: { viewport: true } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const play = canvas.getByRole('link', { name: say('Play & Win', 'العب واربح') }).getBoundingClientRect();
    const upcoming = canvas.getByRole('list', { name: say('Upcoming competitions', 'المسابقات القادمة') }).getBoundingClientRect();
    const matches = canvas.getByRole('list', { name: say("Today's big matches", 'أهم مباريات اليوم') }).getBoundingClientRect();
    await expect(play.bottom).toBeLessThan(upcoming.top);
    await expect(upcoming.bottom).toBeLessThan(matches.top);
    // What Hadaf is fits the first screen: the four features' titles above the fold.
    const features = within(canvas.getByRole('list', { name: say('What you can do on Hadaf', 'ما يمكنك فعله في هدف') })).getAllByRole('listitem');
    await expect(features.at(-1)!.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await imagesLoaded(canvasElement);
  },
};
