import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { crests, imagesLoaded } from '../../matches/MatchCard/fixtures.ts';
import { say, useStoryText } from '../../internal/story-helpers.tsx';
import { CompetitionOverview, type CompetitionOverviewData } from './CompetitionOverview.tsx';

function OverviewStory({ data }: { data?: Partial<CompetitionOverviewData> }) {
  const text = useStoryText();
  return (
    <CompetitionOverview
      competition={{
        start: '2026-11-28',
        end: '2026-12-06',
        creatorName: null,
        matchCount: 8,
        entryFee: 20,
        reward: 1500,
        prizeDistribution: [900, 450, 150],
        winningStrategy: 'top-3',
        participants: { current: 12, min: 5, max: 30 },
        prizes: [
          { name: text('Signed jersey', 'قميص موقّع'), imageUrl: crests.league },
          { name: text('Stadium tickets', 'تذاكر المباراة') },
          { name: text('Team scarf', 'وشاح الفريق') },
          { name: text('Fourth prize', 'الجائزة الرابعة') },
        ],
        sponsors: [{ name: text('Nile Sports', 'النيل للرياضة'), logoUrl: crests.pyramids }],
        status: null,
        ...data,
      }}
    />
  );
}

/** The prize list's item of a place ("1st place"). */
const placeItem = (canvasElement: HTMLElement, place: string) => within(canvasElement).getAllByRole('listitem').find((item) => item.textContent?.includes(place))!;

const meta = {
  title: 'Competition/CompetitionOverview',
  component: OverviewStory,
} satisfies Meta<typeof OverviewStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every detail, the participants bar with its minimum and maximum, the top 3 prizes with medals (a 4th is not shown), a sponsor. */
export const Official: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText(say('Official competition', 'مسابقة رسمية'))).toBeVisible();
    await expect(canvas.getByText(say('The top 3 share the prizes', 'الثلاثة الأوائل يتقاسمون الجوائز'))).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: say('Participants', 'المشاركون') })).toHaveAttribute('aria-valuetext', say('12 of 30 seats taken', 'شُغل ١٢ من ٣٠ مقعدًا'));
    await expect(canvas.getByText(say('Minimum 5', 'الحد الأدنى ٥'))).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /medal|ميدالية/ })).toHaveLength(3);
    // Each place says what it wins: the prize and its coins.
    const first = placeItem(canvasElement, say('1st place', 'المركز الأول'));
    await expect(first).toHaveTextContent(say('Signed jersey', 'قميص موقّع'));
    await expect(first).toHaveTextContent(say('900 coins', '٩٠٠ عملة'));
    await expect(canvas.queryByText(say('Fourth prize', 'الجائزة الرابعة'))).not.toBeInTheDocument();
    await expect(canvas.getByText(say('Nile Sports', 'النيل للرياضة'))).toBeVisible();
  },
};

/** A fan's free competition without a seat limit, prizes or sponsors: free to play, not "0 coins". */
export const FanCreatedFree: Story = {
  args: {
    data: { creatorName: 'Nour Hassan', entryFee: 0, reward: 0, calculateReward: true, rewardMax: null, prizeDistribution: [0], winningStrategy: 'top-1', participants: { current: 40, min: 0, max: null }, prizes: [], sponsors: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nour Hassan')).toBeVisible();
    await expect(canvas.getByText(say('Free', 'مجانية'))).toBeVisible();
    await expect(canvas.getByText(say('Free to play', 'العب مجانًا'))).toBeVisible();
    await expect(canvas.getByText(say('No seat limit', 'بلا حد للمقاعد'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: say('Prizes', 'الجوائز') })).not.toBeInTheDocument();
  },
};

/**
 * A fan's paid competition nobody has joined yet, with the demo's medals as its prizes: each place says up to what it
 * wins at full seats (issue 30: the medal's name alone, "Gold prize: 1st place", said nothing).
 */
export const PoolStillGrowing: Story = {
  args: {
    data: {
      creatorName: 'Nour Hassan',
      entryFee: 50,
      reward: 0,
      calculateReward: true,
      rewardMax: 1350,
      prizeDistribution: [0, 0, 0],
      participants: { current: 0, min: 10, max: 30 },
      prizes: [{ name: 'Gold prize: 1st place' }, { name: 'Silver prize: 2nd place' }, { name: 'Bronze prize: 3rd place' }],
      sponsors: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: say('Details', 'التفاصيل') })).toHaveTextContent(say('Up to 1,350 coins', 'حتى ١٬٣٥٠ عملة'));
    for (const [place, coins] of [
      [say('1st place', 'المركز الأول'), say('Up to 810 coins', 'حتى ٨١٠ عملات')],
      [say('2nd place', 'المركز الثاني'), say('Up to 405 coins', 'حتى ٤٠٥ عملات')],
      [say('3rd place', 'المركز الثالث'), say('Up to 135 coins', 'حتى ١٣٥ عملة')],
    ] as const) {
      await expect(placeItem(canvasElement, place)).toHaveTextContent(coins);
    }
  },
};

/** A fan's paid pool without prizes from the catalogue: the places' coins alone. */
export const PlacesWithoutPrizes: Story = {
  args: { data: { creatorName: 'Nour Hassan', reward: 270, calculateReward: true, rewardMax: 270, prizeDistribution: [270], winningStrategy: 'top-1', prizes: [], sponsors: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(placeItem(canvasElement, say('1st place', 'المركز الأول'))).toHaveTextContent(say('270 coins', '٢٧٠ عملة'));
  },
};

/** Waiting for approval: the lock overlay covers it. */
export const PendingApproval: Story = {
  args: { data: { status: 'pending-approval', creatorName: 'Nour Hassan' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pending-lock')).toHaveTextContent(say('Waiting for approval', 'بانتظار الموافقة'));
  },
};
