import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { imagesLoaded, storyMatch, storyTimeZone, useStoryLanguage } from '../MatchCard/fixtures.ts';
import type { MatchItemView } from '../MatchCard/MatchCard.tsx';
import { MatchList, type MatchListProps } from './MatchList.tsx';
import { ar } from '../../internal/story-helpers.tsx';

type ListStoryArgs = Omit<MatchListProps, 'matches'> & { fixture?: 'day' | 'none' };

function dayMatches(language: 'en' | 'ar'): MatchItemView[] {
  return [
    storyMatch(language, { id: 1, state: 'FINISHED', start: '2026-05-01T13:00:00Z', homeGoals: 1, awayGoals: 1, points: 3 }),
    storyMatch(language, { id: 2, teams: 'pyramids-ismaily', competition: 'cup', state: 'LIVE', start: '2026-05-01T16:00:00Z', minute: 34, homeGoals: 0, awayGoals: 0 }),
    storyMatch(language, { id: 3, teams: 'masry-ahly', start: '2026-05-01T18:00:00Z' }),
  ];
}

function LocalisedList({ fixture = 'day', ...props }: ListStoryArgs) {
  const language = useStoryLanguage();
  return <MatchList {...props} matches={fixture === 'day' ? dayMatches(language) : []} />;
}

const meta = {
  title: 'Matches/MatchList',
  component: LocalisedList,
  args: { onMatchPress: fn(), timeZone: storyTimeZone },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<ListStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Matches grouped under their competition (name, logo and count); a card opens its match. */
export const Grouped: Story = {
  args: { selectedMatchId: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    const league = canvas.getByRole('region', { name: ar() ? 'الدوري المصري الممتاز' : 'Egyptian Premier League' });
    const cup = canvas.getByRole('region', { name: ar() ? 'كأس مصر' : 'Egypt Cup' });
    await expect(within(league).getAllByRole('button')).toHaveLength(2);
    await expect(within(cup).getAllByRole('button')).toHaveLength(1);
    await expect(within(league).getByText(ar() ? 'مباراتان' : '2 matches')).toBeVisible();
    await expect(within(cup).getByText(ar() ? 'مباراة واحدة' : '1 match')).toBeVisible();
    await userEvent.click(within(cup).getByRole('button'));
    await expect(args.onMatchPress).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await expect(within(league).getAllByRole('button')[1]).toHaveAttribute('aria-current', 'true');
  },
};

/** No matches on the chosen day. */
export const Empty: Story = {
  args: { fixture: 'none' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: ar() ? 'لا توجد مباريات في هذا اليوم' : 'There are no matches on this day' }),
    ).toBeVisible();
  },
};

/** Loading: a spinner and skeleton cards. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: ar() ? 'جارٍ تحميل المباريات…' : 'Loading matches…' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
