import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createActor, SimulatedClock } from 'xstate';
import { connectTutorial, TUTORIAL_DELAY_MS, tutorialMachine, type TutorialFinishedEmitted, type TutorialStep } from '@hadaf/domain';
import { Button } from '../../primitives/Button/Button.tsx';
import { ar, say, T } from '../../internal/story-helpers.tsx';
import { MatchCard } from '../../matches/MatchCard/MatchCard.tsx';
import { imagesLoaded, storyMatch, storyTimeZone, useStoryLanguage } from '../../matches/MatchCard/fixtures.ts';
import { TutorialOverlay, type TutorialTargets } from './TutorialOverlay.tsx';

const digits = (n: number) => (ar() ? '٠١٢٣'[n]! : String(n));
const stepText = (n: number) => say(`Step ${digits(n)} of ${digits(3)}`, `الخطوة ${digits(n)} من ${digits(3)}`);

interface StoryArgs {
  /** The local key 'tutorial' is already stored. */
  seen?: boolean;
  /** The clock: held (the 200 ms wait never ends unless advanced here) or the real one. */
  clock?: 'held' | 'real';
  /** Advance the held clock past the wait. */
  opened?: boolean;
  /** NEXT presses before the story shows. */
  steps?: number;
  /** The day has no matches: the match step has no target. */
  noMatches?: boolean;
  /** A long day: the match list is taller than the screen. */
  manyMatches?: boolean;
  /** The sidebar is hidden below md, as the app hides it on phones (the harness tells the machine which steps show). */
  sidebarHiddenOnPhones?: boolean;
  /** The match step points at the whole list (taller than the screen with manyMatches) instead of the first match. */
  wholeListTarget?: boolean;
  /** The page's sticky header, with a button pressed while the tutorial is open. */
  onHeaderPress?: () => void;
  /**
   * The page was prerendered with the card open on a phone's first step (the machine starts there), and the fan put
   * the focus on the Today button before the page's code ran.
   */
  prerendered?: boolean;
  onFinished: (event: TutorialFinishedEmitted) => void;
}

type PageArgs = Pick<StoryArgs, 'noMatches' | 'manyMatches' | 'sidebarHiddenOnPhones' | 'wholeListTarget' | 'onHeaderPress' | 'prerendered'>;

/** A stand-in for /matches: a sticky header, the sidebar's competitions, the day's matches and the prediction panel. */
function MatchesPage({ register, noMatches, manyMatches, sidebarHiddenOnPhones, wholeListTarget, onHeaderPress, prerendered }: PageArgs & { register: (step: TutorialStep) => (element: HTMLElement | null) => void }) {
  const language = useStoryLanguage();
  const competitions = language === 'ar' ? ['عطلة الدوري الإنجليزي', 'متوقعو ديربي القاهرة', 'تحدي كأس مصر'] : ['Premier League Weekend', 'Cairo Derby Predictors', 'Egypt Cup Challenge'];
  const extra = manyMatches ? [3, 4, 5, 6, 7, 8] : [];
  return (
    <>
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-surface px-4">
      <span className="font-bold text-primary-700">
        <T en="Hadaf" ar="هدف" />
      </span>
      <Button size="sm" variant="ghost" onPress={onHeaderPress}>
        <T en="العربية" ar="English" />
      </Button>
    </header>
    <div className="grid grid-cols-1 gap-4 p-4 md:grid-cols-[13rem_minmax(0,1fr)_15rem]">
      <aside ref={register('sidebarPredictions')} className={`${sidebarHiddenOnPhones ? 'hidden md:flex' : 'flex'} flex-col gap-2 self-start rounded-lg border border-border bg-surface p-3`}>
        <h2 className="text-sm font-semibold text-fg">
          <T en="My competitions" ar="مسابقاتي" />
        </h2>
        <ul className="flex flex-col gap-1 text-sm text-primary-700">
          {competitions.map((name) => (
            <li key={name} className="rounded-md px-2 py-1.5 hover:bg-surface-muted">
              {name}
            </li>
          ))}
        </ul>
      </aside>
      <section ref={wholeListTarget ? register('match') : undefined} className="flex min-w-0 flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-fg">
            <T en="Today's matches" ar="مباريات اليوم" />
          </h2>
          <Button size="sm" variant="outline" autoFocus={prerendered}>
            <T en="Today" ar="اليوم" />
          </Button>
        </div>
        {noMatches ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-fg-muted">
            <T en="There are no matches on this day" ar="لا توجد مباريات في هذا اليوم" />
          </p>
        ) : (
          <>
            <div ref={wholeListTarget ? undefined : register('match')}>
              <MatchCard match={storyMatch(language, { id: 1 })} timeZone={storyTimeZone} now="2026-05-01T12:00:00Z" />
            </div>
            <MatchCard match={storyMatch(language, { id: 2, teams: 'pyramids-ismaily', start: '2026-05-01T20:00:00Z' })} timeZone={storyTimeZone} now="2026-05-01T12:00:00Z" />
            {extra.map((id) => (
              <MatchCard key={id} match={storyMatch(language, { id, teams: id % 2 ? 'masry-ahly' : 'pyramids-ismaily', start: '2026-05-01T21:00:00Z' })} timeZone={storyTimeZone} now="2026-05-01T12:00:00Z" />
            ))}
          </>
        )}
      </section>
      <section ref={register('prediction')} className="flex flex-col gap-3 self-start rounded-lg border border-border bg-surface p-4">
        <h2 className="text-base font-semibold text-fg">
          <T en="Your prediction" ar="توقعك" />
        </h2>
        <div aria-hidden="true" className="flex items-center justify-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-md border border-border text-xl font-bold">{digits(2)}</span>
          <span>-</span>
          <span className="flex size-12 items-center justify-center rounded-md border border-border text-xl font-bold">{digits(1)}</span>
        </div>
        <Button fullWidth>
          <T en="Predict Now" ar="توقع الآن" />
        </Button>
      </section>
    </div>
    </>
  );
}

/** The app's part: the real tutorial machine (START sent when the page is on screen), its connect, and the targets. */
function Harness({ seen = false, clock = 'held', opened = true, steps = 0, onFinished, ...page }: StoryArgs) {
  // What the app does: a part the page hides at this width has no step.
  const shown = (): TutorialStep[] =>
    page.sidebarHiddenOnPhones && !window.matchMedia('(min-width: 768px)').matches ? ['match', 'prediction'] : ['sidebarPredictions', 'match', 'prediction'];
  const [actor] = useState(() => {
    const held = new SimulatedClock();
    const onScreen = page.prerendered ? shown() : undefined;
    const created = createActor(tutorialMachine, { input: { seen, onScreen }, ...(clock === 'held' ? { clock: held } : {}) }).start();
    if (clock === 'held') {
      created.send({ type: 'START', steps: shown() });
      if (opened) held.increment(TUTORIAL_DELAY_MS);
      for (let press = 0; press < steps; press += 1) created.send({ type: 'NEXT' });
    }
    return created;
  });
  const [targets, setTargets] = useState<TutorialTargets>({});
  const register = (step: TutorialStep) => (element: HTMLElement | null) => {
    if (element) setTargets((known) => (known[step] === element ? known : { ...known, [step]: element }));
  };
  const ready = Boolean(targets.sidebarPredictions && targets.prediction);
  useEffect(() => actor.on('finished', onFinished).unsubscribe, [actor, onFinished]);
  useEffect(() => {
    if (ready && clock === 'real') actor.send({ type: 'START', steps: shown() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, clock, ready]);
  useEffect(
    () => () => {
      actor.stop();
    },
    [actor],
  );
  const snapshot = useSelector(actor, (current) => current);
  return (
    <>
      <MatchesPage register={register} {...page} />
      {ready ? <TutorialOverlay {...connectTutorial(snapshot, actor.send)} targets={targets} returnFocusTo={firstMatchOnPage} prerendered={page.prerendered} /> : null}
    </>
  );
}

/** Where the app sends focus when the tutorial ends on a fresh page: the first match. */
const firstMatchOnPage = () => document.querySelector<HTMLElement>('[data-match-id]');

const meta = {
  title: 'Welcome/TutorialOverlay',
  component: Harness,
  args: { onFinished: fn(), onHeaderPress: fn() },
  parameters: { visual: { viewport: true } },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const findCard = async () => {
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
};
const nextButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: say('Next', 'التالي') });
const spotlightHole = () => document.querySelector('[data-testid="tutorial-spotlight"] path:last-child')!.getBoundingClientRect();

/** Expects the ring around the target and the card beside it (not over it), both on screen. */
async function expectPointsAt(target: Element, dialog: HTMLElement) {
  await waitFor(() => {
    const box = target.getBoundingClientRect();
    const ring = spotlightHole();
    expect(ring.left).toBeLessThanOrEqual(box.left);
    expect(ring.right).toBeGreaterThanOrEqual(box.right);
    expect(ring.top).toBeLessThanOrEqual(box.top);
  });
  const card = dialog.getBoundingClientRect();
  const box = target.getBoundingClientRect();
  const overlaps = card.left < box.right && card.right > box.left && card.top < box.bottom && card.bottom > box.top;
  await expect(overlaps).toBe(false);
  await expectCardInView(dialog);
}

/** The whole card is on screen, below the sticky header: its buttons can be seen and pressed. */
async function expectCardInView(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.closest<HTMLElement>('[data-testid="tutorial-card"]')!.style.visibility).toBe('visible'));
  const card = dialog.getBoundingClientRect();
  const header = document.querySelector('header')!.getBoundingClientRect();
  await expect(card.left).toBeGreaterThanOrEqual(0);
  await expect(card.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(card.top).toBeGreaterThanOrEqual(header.bottom);
  await expect(card.bottom).toBeLessThanOrEqual(window.innerHeight);
}

/** A fan who has seen it: START does nothing, the page is as it is. */
export const AlreadySeen: Story = {
  args: { seen: true },
  parameters: { machineStates: ['tutorial.hidden'] },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { name: say("Today's matches", 'مباريات اليوم') })).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onFinished).not.toHaveBeenCalled();
    await imagesLoaded(canvasElement);
  },
};

/** The 200 ms after START: nothing shows yet (the clock is held here). */
export const Waiting: Story = {
  args: { opened: false },
  parameters: { machineStates: ['tutorial.waiting'] },
  play: async ({ canvasElement }) => {
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(document.querySelector('[data-testid="tutorial-spotlight"]')).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/**
 * A first visit on the real clock: the fan's focus is on a filter button; 200 ms after START the first step opens
 * with the focus in its card; Skip tutorial ends it, stores nothing itself (the app does, on `finished`), and the
 * focus goes back to the button.
 */
export const OpensAfter200msAndSkips: Story = {
  args: { clock: 'real' },
  parameters: { machineStates: ['tutorial.waiting', 'tutorial.showing.sidebarPredictions', 'tutorial.done'] },
  play: async ({ canvasElement, args }) => {
    const today = within(canvasElement).getByRole('button', { name: say('Today', 'اليوم') });
    today.focus();
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await findCard();
    await expect(within(dialog).getByText(stepText(1))).toBeVisible();
    await expect(nextButton(dialog)).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: say('Skip tutorial', 'تخطَّ الجولة') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onFinished).toHaveBeenCalledWith({ type: 'finished', storageKey: 'tutorial', skipped: true });
    await waitFor(() => expect(today).toHaveFocus());
    await imagesLoaded(canvasElement);
  },
};

/** Step 1 of 3: the sidebar's competitions ringed, the card beside them (on their reading-end side), no Back. */
export const SidebarPredictions: Story = {
  parameters: { machineStates: ['tutorial.showing.sidebarPredictions'] },
  play: async ({ canvasElement }) => {
    const dialog = await findCard();
    await expect(dialog).toHaveAccessibleName(say('Your competitions', 'مسابقاتك'));
    await expect(dialog).toHaveAccessibleDescription(
      say('The competitions you joined are listed here. Open one to see its matches and your rank.', 'هنا تجد المسابقات التي اشتركت فيها. افتح إحداها لترى مبارياتها وترتيبك.'),
    );
    await expect(within(dialog).getByText(stepText(1))).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: say('Back', 'السابق') })).not.toBeInTheDocument();
    const sidebar = within(canvasElement).getByRole('complementary');
    await expectPointsAt(sidebar, dialog);
    const card = dialog.getBoundingClientRect();
    const box = sidebar.getBoundingClientRect();
    await expect(ar() ? card.right <= box.left : card.left >= box.right).toBe(true);
    await imagesLoaded(canvasElement);
  },
};

/** Step 2 of 3: the first match ringed; Back returns to step 1 and Next comes back, the new step announced each time. */
export const Match: Story = {
  args: { steps: 1 },
  parameters: { machineStates: ['tutorial.showing.match'] },
  play: async ({ canvasElement }) => {
    const dialog = await findCard();
    await expect(within(dialog).getByText(stepText(2))).toBeVisible();
    await expect(dialog).toHaveAccessibleName(say('Pick a match', 'اختر مباراة'));
    await userEvent.click(within(dialog).getByRole('button', { name: say('Back', 'السابق') }));
    await expect(within(dialog).getByText(stepText(1))).toBeVisible();
    // Back went away with the first step: the focus stays in the card, on Next.
    await waitFor(() => expect(nextButton(dialog)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByText(stepText(2))).toBeVisible();
    await expect(dialog.querySelector('[aria-live="polite"]')).toHaveTextContent(say('Pick a match', 'اختر مباراة'));
    const match = within(canvasElement).getAllByRole('button', { name: new RegExp(say('Zamalek', 'الزمالك')) })[0]!;
    await expectPointsAt(match, dialog);
    await imagesLoaded(canvasElement);
  },
};

/** Step 3 of 3: the prediction panel ringed; Done ends the tutorial (finished, not skipped) and the page is back. */
export const Prediction: Story = {
  args: { steps: 2 },
  parameters: { machineStates: ['tutorial.showing.prediction'] },
  play: async ({ canvasElement, args }) => {
    const dialog = await findCard();
    await expect(within(dialog).getByText(stepText(3))).toBeVisible();
    const panel = within(canvasElement).getByRole('heading', { name: say('Your prediction', 'توقعك') }).parentElement!;
    await expectPointsAt(panel, dialog);
    const done = within(dialog).getByRole('button', { name: say('Done', 'تم') });
    await expect(done).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(document.querySelector('[data-testid="tutorial-spotlight"]')).toBeNull();
    await expect(args.onFinished).toHaveBeenCalledWith({ type: 'finished', storageKey: 'tutorial', skipped: false });
    await imagesLoaded(canvasElement);
  },
};

/** Keyboard only: Tab stays in the card (Skip, Back, Next), Enter moves on, Escape skips the rest. */
export const KeyboardAndEscape: Story = {
  args: { steps: 1 },
  parameters: { machineStates: ['tutorial.showing.match', 'tutorial.done'] },
  play: async ({ canvasElement, args }) => {
    const dialog = await findCard();
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onFinished).toHaveBeenCalledWith({ type: 'finished', storageKey: 'tutorial', skipped: true });
    await imagesLoaded(canvasElement);
  },
};

/** A day without matches: the match step has nothing to point at, so its card shows in the middle of the screen. */
export const MatchMissing: Story = {
  args: { steps: 1, noMatches: true },
  parameters: { machineStates: ['tutorial.showing.match'] },
  play: async () => {
    const dialog = await findCard();
    await expect(within(dialog).getByText(stepText(2))).toBeVisible();
    // The page is dimmed, with no ring: nothing to point at.
    await expect(document.querySelectorAll('[data-testid="tutorial-spotlight"] path')).toHaveLength(1);
    await expectCardInView(dialog);
    const card = dialog.getBoundingClientRect();
    await expect(Math.abs(card.left + card.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

/** A phone at 375 px, on the prediction step: the panel (below the list) scrolled into view above the card, docked at the screen's bottom. */
export const Phone375: Story = {
  args: { steps: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { machineStates: ['tutorial.showing.prediction'] },
  play: async ({ canvasElement }) => {
    const dialog = await findCard();
    const panel = within(canvasElement).getByRole('heading', { name: say('Your prediction', 'توقعك') }).parentElement!;
    await expectPointsAt(panel, dialog);
    const box = panel.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await imagesLoaded(canvasElement);
  },
};

/**
 * A long day on a 320 px phone: the match step rings a list taller than the screen. No side of it has room, so the
 * card sits at the bottom of the screen, entirely in view, over the list (issue 30, defect 6: it used to go below the
 * list, 1,600 px down, leaving the page dimmed with no button in view).
 */
export const TallTargetSmallPhone: Story = {
  args: { steps: 1, manyMatches: true, wholeListTarget: true },
  globals: { viewport: { value: 'xs', isRotated: false } },
  parameters: { machineStates: ['tutorial.showing.match'] },
  play: async ({ canvasElement }) => {
    const dialog = await findCard();
    await expect(within(dialog).getByText(stepText(2))).toBeVisible();
    await expectCardInView(dialog);
    await expect(nextButton(dialog)).toHaveFocus();
    await imagesLoaded(canvasElement);
  },
};

/** The same long list on a 1224 px desktop: the card stays on screen. */
export const TallTargetDesktop: Story = {
  args: { steps: 1, manyMatches: true, wholeListTarget: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { machineStates: ['tutorial.showing.match'] },
  play: async ({ canvasElement }) => {
    const dialog = await findCard();
    await expectCardInView(dialog);
    await imagesLoaded(canvasElement);
  },
};

/**
 * A phone hides the sidebar: its step is passed over, so the tour starts at the matches and counts two steps, each
 * card in view, and Done on the last.
 */
export const SidebarHiddenOnPhone: Story = {
  args: { sidebarHiddenOnPhones: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { machineStates: ['tutorial.showing.match', 'tutorial.showing.prediction'] },
  play: async ({ canvasElement }) => {
    const dialog = await findCard();
    await expect(dialog).toHaveAccessibleName(say('Pick a match', 'اختر مباراة'));
    await expect(within(dialog).getByText(say(`Step ${digits(1)} of ${digits(2)}`, `الخطوة ${digits(1)} من ${digits(2)}`))).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: say('Back', 'السابق') })).not.toBeInTheDocument();
    await expectCardInView(dialog);
    await userEvent.click(nextButton(dialog));
    await expect(within(dialog).getByText(say(`Step ${digits(2)} of ${digits(2)}`, `الخطوة ${digits(2)} من ${digits(2)}`))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: say('Done', 'تم') })).toBeVisible();
    await expectCardInView(dialog);
    await imagesLoaded(canvasElement);
  },
};

/** The page's header stays lit and works while the tutorial is open (a language switch, the menu); the tour stays. */
export const HeaderStaysUsable: Story = {
  args: { steps: 1 },
  parameters: { machineStates: ['tutorial.showing.match'] },
  play: async ({ canvasElement, args }) => {
    const dialog = await findCard();
    const header = within(canvasElement).getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: say('العربية', 'English') }));
    await expect(args.onHeaderPress).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByText(stepText(2))).toBeVisible();
    await expect(args.onFinished).not.toHaveBeenCalled();
    await imagesLoaded(canvasElement);
  },
};

/**
 * On a freshly loaded page nothing had focus before the tutorial: Done leaves it on the first match (where the
 * fan goes on from), never on <body>.
 */
export const DoneOnFreshPage: Story = {
  args: { steps: 2 },
  parameters: { machineStates: ['tutorial.showing.prediction', 'tutorial.done'] },
  play: async ({ canvasElement }) => {
    const dialog = await findCard();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(canvasElement.querySelector('[data-match-id]')));
    await expect(dialog).not.toBeInTheDocument();
    await imagesLoaded(canvasElement);
  },
};

/**
 * A visitor's prerendered first visit on a phone: the card was in the page's HTML (in place, not in the overlay
 * container), docked at the bottom of the screen, at the phone's first step; the fan had put the focus on Today
 * before the code ran, and the card leaves it there. Tab still reaches the card's buttons.
 */
export const PrerenderedOnPhone: Story = {
  args: { prerendered: true, sidebarHiddenOnPhones: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { machineStates: ['tutorial.showing.match'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(say('Pick a match', 'اختر مباراة'));
    await expect(within(dialog).getByText(say(`Step ${digits(1)} of ${digits(2)}`, `الخطوة ${digits(1)} من ${digits(2)}`))).toBeVisible();
    await expectCardInView(dialog);
    const card = dialog.closest('[data-testid="tutorial-card"]')!.getBoundingClientRect();
    await expect(Math.round(window.innerHeight - card.bottom)).toBe(12);
    await expect(Math.abs(card.left + card.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(within(canvasElement).getByRole('button', { name: say('Today', 'اليوم') })).toHaveFocus();
    await expectPointsAt(canvasElement.querySelector('[data-match-id]')!, dialog);
    await imagesLoaded(canvasElement);
  },
};
