import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longArabic, longEnglish, useStoryText } from '../internal/story-helpers.tsx';
import { CompetitionCard, type CompetitionCardData, type CompetitionCardProps } from './CompetitionCard.tsx';

const navigate = fn();
const ar = () => document.documentElement.lang === 'ar';

const paid: CompetitionCardData = {
  id: 77,
  name: 'Premier League Weekend',
  state: 'upcoming',
  status: null,
  featured: false,
  coverUrl: null,
  start: '2026-11-28',
  end: '2026-11-30',
  entryFee: 20,
  reward: 500,
  participants: { current: 12, max: 30 },
  joined: false,
};

/** The competition's name in the story's language. */
function Localised({ competition, ...props }: CompetitionCardProps) {
  const text = useStoryText();
  const name = competition.name === longEnglish ? text(longEnglish, longArabic) : text(competition.name, 'عطلة الدوري الإنجليزي');
  return <CompetitionCard {...props} competition={{ ...competition, name }} />;
}

const meta = {
  title: 'Lobby/CompetitionCard',
  component: CompetitionCard,
  args: { competition: paid, href: '/competitions/77/matches' },
  beforeEach: () => navigate.mockClear(),
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <div className="max-w-xs">
        <Localised {...args} />
      </div>
    </RouterProvider>
  ),
} satisfies Meta<typeof CompetitionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open for joining: its dates, entry fee, reward and the seats taken; the whole card leads to the competition. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(ar() ? 'عطلة الدوري الإنجليزي' : 'Premier League Weekend');
    await expect(canvas.getByText(ar() ? '٢٠ عملة' : '20 coins')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(ar() ? 'شُغل ١٢ من ٣٠ مقعدًا' : '12 of 30 seats taken');
    await userEvent.click(canvas.getByRole('link'));
    await expect(navigate).toHaveBeenCalledWith('/competitions/77/matches', undefined);
  },
};

/** Free, featured and joined; the platform's own competitions have no seat limit. */
export const FreeFeaturedJoined: Story = {
  args: { competition: { ...paid, entryFee: 0, featured: true, joined: true, participants: { current: 1, max: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ar() ? 'مجانية' : 'Free')).toBeVisible();
    await expect(canvas.getByText(ar() ? 'مشترك' : 'Joined')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(ar() ? 'مشارك واحد' : '1 participant');
  },
};

/** Created by a fan and waiting for an admin: a lock over the cover. */
export const PendingApproval: Story = {
  args: { competition: { ...paid, status: 'pending-approval' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ar() ? 'بانتظار الموافقة' : 'Waiting for approval')).toBeVisible();
  },
};

/** Cancelled below its minimum, with a long name that wraps. */
export const CancelledLongName: Story = {
  args: { competition: { ...paid, name: longEnglish, state: 'past', status: 'cancelled', participants: { current: 3, max: 30 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ar() ? 'ملغاة' : 'Cancelled')).toBeVisible();
  },
};
