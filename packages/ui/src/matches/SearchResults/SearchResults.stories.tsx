import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { crests, imagesLoaded, storyMatch, storyTimeZone, useStoryLanguage } from '../MatchCard/fixtures.ts';
import type { MatchItemView } from '../MatchCard/MatchCard.tsx';
import { SearchResults, type SearchResultsProps, type SearchSections } from './SearchResults.tsx';
import { ar } from '../../internal/story-helpers.tsx';

type SearchStoryArgs = Partial<SearchResultsProps> & { fixture?: 'none' | 'results' | 'everything' | 'empty' };

function foundMatches(language: 'en' | 'ar'): MatchItemView[] {
  return [
    storyMatch(language, { id: 1, state: 'FINISHED', start: '2026-04-24T18:00:00Z', homeGoals: 3, awayGoals: 0, points: 10 }),
    storyMatch(language, { id: 2, state: 'LIVE', teams: 'masry-ahly', start: '2026-05-01T16:00:00Z', minute: 81, homeGoals: 1, awayGoals: 2 }),
    storyMatch(language, { id: 3, start: '2026-05-08T18:00:00Z', competition: 'cup' }),
  ];
}

/**
 * "Ahly" as the fan types it: the same kick-off time on different days and in different competitions, and the
 * competitions, groups and players found beside the matches.
 */
function everything(language: 'en' | 'ar'): { matches: MatchItemView[]; sections: SearchSections } {
  const say = (en: string, arabic: string) => (language === 'ar' ? arabic : en);
  return {
    matches: [
      storyMatch(language, { id: 1, state: 'FINISHED', start: '2026-04-24T11:00:00Z', homeGoals: 3, awayGoals: 0, points: null }),
      storyMatch(language, { id: 2, state: 'FINISHED', teams: 'masry-ahly', start: '2026-04-17T11:00:00Z', competition: 'cup', points: null }),
    ],
    sections: {
      competitions: [
        { id: 31, name: say('Cairo Derby Cup', 'كأس ديربي القاهرة'), href: '/competitions/31', type: 1, state: 'upcoming', start: '2026-05-08', logoUrl: crests.league },
        { id: 32, name: say('Ahly Fantasy Weekend', 'فانتازي الأهلي'), href: '/competitions/32', type: 2, state: 'running', start: '2026-05-01', logoUrl: crests.ahly },
      ],
      groups: [{ id: 2, name: say('Cairo Derby Crew', 'جماعة ديربي القاهرة'), href: '/groups/2', type: 'public', memberCount: 12 }],
      players: [{ id: 7, name: say('Emam Ashour', 'إمام عاشور'), teamName: say('Al Ahly', 'الأهلي'), teamHref: '/search?q=Al%20Ahly' }],
    },
  };
}

/** Holds the query like the page would; results come from the story fixture. */
function ControlledSearch({ fixture = 'none', ...args }: SearchStoryArgs) {
  const language = useStoryLanguage();
  const [query, setQuery] = useState(args.query ?? '');
  const found = fixture === 'everything' ? everything(language) : null;
  const results = found ? found.matches : fixture === 'results' ? foundMatches(language) : fixture === 'empty' ? [] : null;
  return (
    <SearchResults
      {...args}
      sections={found?.sections ?? (fixture === 'empty' ? { competitions: [], groups: [], players: [] } : null)}
      timeZone={storyTimeZone}
      query={query}
      onQueryChange={(value) => {
        setQuery(value);
        args.onQueryChange?.(value);
      }}
      onSearch={args.onSearch ?? (() => undefined)}
      results={results}
    />
  );
}

const meta = {
  title: 'Matches/SearchResults',
  component: ControlledSearch,
  args: { onSearch: fn(), onQueryChange: fn(), onLoadMore: fn(), onMatchPress: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<SearchStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchButton = () => ({ name: ar() ? 'بحث' : 'Search' });

/** Before any search: just the box. The search button does nothing while the text is empty or blank. */
export const EmptyTextDoesNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', searchButton()));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('searchbox'), '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', searchButton()));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The button and Enter search with the trimmed text. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), ' Ahly ');
    await userEvent.click(canvas.getByRole('button', searchButton()));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('Ahly');
    await userEvent.type(canvas.getByRole('searchbox'), '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { query: 'Ahly', isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** Results with another page: Load More asks for it; a result opens its match. */
export const WithResults: Story = {
  args: { query: 'Ahly', fixture: 'results', hasNextPage: true, selectedMatchId: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    const results = canvas.getByRole('region', { name: ar() ? 'المباريات' : 'Matches' });
    await expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /Load More|تحميل المزيد/ }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await userEvent.click(within(results).getAllByRole('listitem')[2]!.querySelector('button')!);
    await expect(args.onMatchPress).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  },
};

/** The next page is loading: Load More shows a spinner and ignores presses. */
export const LoadingMore: Story = {
  args: { query: 'Ahly', fixture: 'results', hasNextPage: true, isLoadingMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Load More|تحميل المزيد/ }));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The last page: no Load More. */
export const LastPage: Story = {
  args: { query: 'Ahly', fixture: 'results', hasNextPage: false },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: /Load More|تحميل المزيد/ })).not.toBeInTheDocument();
  },
};

/** Nothing found. */
export const NoResults: Story = {
  args: { query: 'Barcelona', fixture: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: ar() ? 'لا توجد نتائج لبحثك.' : 'There are no results for your search.' }),
    ).toBeVisible();
  },
};

/**
 * Issue 30, defect 10: results with the same kick-off time are told apart by their day and competition, and the
 * search finds competitions, groups and players too, each kind under its heading.
 */
export const TellsResultsApart: Story = {
  args: { query: 'Ahly', fixture: 'everything' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    const matches = canvas.getByRole('region', { name: ar() ? 'المباريات' : 'Matches' });
    const [first, second] = within(matches).getAllByRole('button');
    await expect(first).toHaveTextContent(ar() ? 'الدوري المصري الممتاز' : 'Egyptian Premier League');
    await expect(first).toHaveTextContent(ar() ? '٢٤ أبريل ٢٠٢٦' : '24 April 2026');
    await expect(second).toHaveTextContent(ar() ? 'كأس مصر' : 'Egypt Cup');
    await expect(second).toHaveTextContent(ar() ? '١٧ أبريل ٢٠٢٦' : '17 April 2026');
    await expect(second).toHaveAccessibleName(ar() ? /كأس مصر.*١٧ أبريل ٢٠٢٦.*المصري البورسعيدي/ : /Egypt Cup.*17 April 2026.*Al Masry/);
    const competitions = canvas.getByRole('region', { name: ar() ? 'المسابقات' : 'Competitions' });
    await expect(within(competitions).getByRole('link', { name: ar() ? 'كأس ديربي القاهرة' : 'Cairo Derby Cup' })).toHaveAttribute('href', '/competitions/31');
    const groups = canvas.getByRole('region', { name: ar() ? 'المجموعات' : 'Groups' });
    await expect(within(groups).getByRole('link', { name: ar() ? 'جماعة ديربي القاهرة' : 'Cairo Derby Crew' })).toHaveAttribute('href', '/groups/2');
    await expect(within(groups).getByText(ar() ? /عامة · ١٢ عضو/ : /Public · 12 members/)).toBeVisible();
    const players = canvas.getByRole('region', { name: ar() ? 'اللاعبون' : 'Players' });
    await expect(within(players).getByText(ar() ? 'إمام عاشور' : 'Emam Ashour')).toBeVisible();
    await userEvent.click(first!);
    await expect(args.onMatchPress).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};
