import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { LatestCompetitions, type LatestCompetitionItem, type LatestCompetitionsProps } from './LatestCompetitions.tsx';

const navigate = fn();

function useCompetitions(): LatestCompetitionItem[] {
  const text = useStoryText();
  return [
    { id: 12, name: text('Premier League predictions', 'توقعات الدوري الممتاز'), state: 'running', href: '/competitions/12' },
    { id: 9, name: text('Cairo derby night', 'ليلة ديربي القاهرة'), state: 'upcoming', href: '/competitions/9' },
    { id: 4, name: text('Champions League fantasy', 'فانتازي دوري الأبطال'), state: 'past', href: '/competitions/4' },
  ];
}

function WithCompetitions(args: LatestCompetitionsProps) {
  return <LatestCompetitions {...args} competitions={useCompetitions()} />;
}

const meta = {
  title: 'Matches/LatestCompetitions',
  component: LatestCompetitions,
  args: { status: 'ready', competitions: [], exploreHref: '/lobby/predictions' },
  beforeEach: () => navigate.mockClear(),
  // Links go through the router, which records the navigation instead of leaving the story.
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <div className="max-w-xs">{args.status === 'ready' ? <WithCompetitions {...args} /> : <LatestCompetitions {...args} />}</div>
    </RouterProvider>
  ),
} satisfies Meta<typeof LatestCompetitions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest joined first, each with its state; a name opens the competition. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(ar() ? 'أحدث مسابقاتي' : 'My latest competitions');
    const items = within(canvas.getByTestId('latest-competitions')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(ar() ? 'جارية' : 'Running');
    await userEvent.click(canvas.getAllByRole('link')[1]!);
    await expect(navigate).toHaveBeenCalledWith('/competitions/9', undefined);
  },
};

/** None joined: a pointer to the lobby. */
export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ar() ? 'لم تنضم إلى أي مسابقة بعد.' : 'You have not joined any competitions yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: ar() ? 'ابحث عن مسابقة تنضم إليها' : 'Find a competition to join' }));
    await expect(navigate).toHaveBeenCalledWith('/lobby/predictions', undefined);
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
