import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { covers } from '../CompetitionCard/fixtures.ts';
import { CompetitionBanner, type CompetitionBannerProps } from './CompetitionBanner.tsx';

/** A square emblem as the demo seeds for covers (a 64×64 medal): never to be stretched across a banner. */
const medal = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M18 2 H30 L36 22 H24 Z" fill="#c1121f"/><path d="M34 2 H46 L40 22 H28 Z" fill="#1d3557"/><circle cx="32" cy="40" r="20" fill="#0b6e4f" stroke="#111" stroke-width="2"/><path d="M32 28l3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.9L32 46.1l-7 3.7 1.3-7.9-5.7-5.6 7.9-1.1z" fill="#fff"/></svg>',
)}`;

/** The banner at a phone's, a tablet's and a desktop's width, as the header and the cards show it. */
function Widths(props: CompetitionBannerProps) {
  return (
    <div className="flex flex-col gap-4">
      {[320, 600, 1100].map((width) => (
        <div key={width} style={{ width }} className="max-w-full overflow-hidden rounded-lg border border-border">
          <CompetitionBanner {...props} />
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Competition/CompetitionBanner',
  component: Widths,
  args: { size: 'header' },
} satisfies Meta<typeof Widths>;
export default meta;
type Story = StoryObj<typeof meta>;

const bannersOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('competition-banner');

/** No cover: the designed banner (the brand's gradient, a pitch's lines, a trophy) at every width. */
export const NoCover: Story = {
  args: { coverUrl: null },
  play: async ({ canvasElement }) => {
    for (const banner of bannersOf(canvasElement)) await expect(banner).toHaveAttribute('data-cover', 'none');
  },
};

/** A square emblem (the demo's medal): shown whole in a badge on the designed banner, never blown up and cropped. */
export const EmblemCover: Story = {
  args: { coverUrl: medal },
  play: async ({ canvasElement }) => {
    for (const banner of bannersOf(canvasElement)) {
      await waitFor(() => expect(banner).toHaveAttribute('data-cover', 'emblem'));
      const image = banner.querySelector('img')!;
      await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(banner.getBoundingClientRect().height);
    }
  },
};

/** A wide picture fills the banner. */
export const PhotoCover: Story = {
  args: { coverUrl: covers.green },
  play: async ({ canvasElement }) => {
    for (const banner of bannersOf(canvasElement)) {
      await waitFor(() => expect(banner).toHaveAttribute('data-cover', 'photo'));
      await expect(banner.querySelector('img')!.getBoundingClientRect().width).toBeCloseTo(banner.getBoundingClientRect().width, 0);
    }
  },
};

/** A card's banner of a past competition: smaller, greyed. */
export const PastCard: Story = {
  args: { coverUrl: medal, size: 'card', muted: true },
  play: async ({ canvasElement }) => {
    for (const banner of bannersOf(canvasElement)) await waitFor(() => expect(banner).toHaveAttribute('data-cover', 'emblem'));
  },
};

/** A cover that fails to load falls back to the designed banner. */
export const BrokenCover: Story = {
  args: { coverUrl: 'data:image/png;base64,AAAA' },
  play: async ({ canvasElement }) => {
    for (const banner of bannersOf(canvasElement)) await waitFor(() => expect(banner).toHaveAttribute('data-cover', 'none'));
  },
};
