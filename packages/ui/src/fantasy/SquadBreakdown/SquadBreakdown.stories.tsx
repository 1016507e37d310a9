import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ar, longArabic, longEnglish, say } from '../../internal/story-helpers.tsx';
import { useStoryLanguage } from '../../matches/MatchCard/fixtures.ts';
import { findSheet, storySquad } from '../PlayerPicker/fixtures.ts';
import { SquadBreakdown, type SquadBreakdownView } from './SquadBreakdown.tsx';

interface SquadStoryArgs {
  onClose: () => void;
  onRetry: () => void;
  state?: 'loaded' | 'loading' | 'failed' | 'empty';
  longText?: boolean;
}

function SquadStory({ onClose, onRetry, state = 'loaded', longText = false }: SquadStoryArgs) {
  const lang = useStoryLanguage();
  const user = { id: 7, name: longText ? (lang === 'ar' ? longArabic : longEnglish).slice(0, 50) : lang === 'ar' ? 'منى عادل' : 'Mona Adel', photoUrl: null };
  const breakdown: SquadBreakdownView | null =
    state === 'loaded'
      ? { user, ranking: 3, points: 54.48, formation: '4-4-2', players: storySquad(lang) }
      : state === 'empty'
        ? { user, ranking: null, points: 0, formation: null, players: [] }
        : null;
  return (
    <SquadBreakdown isOpen onClose={onClose} breakdown={breakdown} user={user} isLoading={state === 'loading'} isError={state === 'failed'} onRetry={onRetry} />
  );
}

const meta = {
  title: 'Fantasy/SquadBreakdown',
  component: SquadStory,
  args: { onClose: fn(), onRetry: fn() },
  parameters: { visual: { viewport: true } },
} satisfies Meta<SquadStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fan's 4-4-2: rank, points, formation, and the 15 players by position; the captain and the four substitutes marked. */
export const Default: Story = {
  play: async ({ args }) => {
    const overlay = await findSheet();
    const view = within(overlay);
    await expect(overlay).toHaveAccessibleName(say("Mona Adel's squad", 'تشكيلة منى عادل'));
    await expect(view.getByTestId('squad-rank')).toHaveTextContent(say('3', '٣'));
    await expect(view.getByTestId('squad-points')).toHaveTextContent(say('54.48', '٥٤٫٤٨'));
    await expect(view.getByTestId('squad-formation')).toHaveTextContent(say('4-4-2', '٤-٤-٢'));
    await expect(view.getAllByTestId('squad-player')).toHaveLength(15);
    const groups = view.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(groups).toEqual(ar() ? ['حراس المرمى', 'المدافعون', 'لاعبو الوسط', 'المهاجمون'] : ['Goalkeepers', 'Defenders', 'Midfielders', 'Attackers']);
    await expect(view.getAllByText(say('Substitute', 'احتياطي'))).toHaveLength(4);
    const captain = view.getAllByTestId('squad-player').find((row) => row.textContent?.includes(say('Wessam Abou Ali', 'وسام أبو علي')))!;
    await expect(within(captain).getByText(say('Captain', 'القائد'))).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: say('Close', 'إغلاق') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A 320 px phone: the breakdown is a modal that fills the screen; its list scrolls inside. */
export const MobileModal: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async () => {
    const overlay = await findSheet();
    const box = overlay.parentElement!.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Desktop (1224 px): a centred dialog narrower than the screen. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const overlay = await findSheet();
    const box = overlay.parentElement!.getBoundingClientRect();
    await expect(box.width).toBeLessThan(window.innerWidth / 2);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

/** Loading: the fan of the ranking row in the header, a spinner below. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async () => {
    const view = within(await findSheet());
    // The sheet may still be fading in when a busy machine gets here.
    await waitFor(() => expect(view.getByRole('heading', { name: say("Mona Adel's squad", 'تشكيلة منى عادل') })).toBeVisible());
    await expect(view.getByRole('status')).toHaveAccessibleName(say('Loading the squad…', 'جارٍ تحميل التشكيلة…'));
  },
};

/** Loading failed: the message and Try again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args }) => {
    const view = within(await findSheet());
    // The sheet may still be fading in when a busy machine gets here.
    await waitFor(() => expect(view.getByText(say('The squad could not be loaded.', 'تعذّر تحميل التشكيلة.'))).toBeVisible());
    await userEvent.click(view.getByRole('button', { name: say('Try again', 'حاول مرة أخرى') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The fan has no squad: "No records". */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async () => {
    const view = within(await findSheet());
    // The sheet may still be fading in when a busy machine gets here.
    await waitFor(() => expect(view.getByRole('heading', { name: say('No records', 'لا توجد سجلات') })).toBeVisible());
    await expect(view.getByTestId('squad-rank')).toHaveTextContent('–');
  },
};

/** A very long fan name wraps in the header. */
export const LongText: Story = {
  args: { longText: true },
  play: async () => {
    const overlay = await findSheet();
    await expect(overlay.scrollWidth).toBeLessThanOrEqual(overlay.clientWidth);
  },
};
