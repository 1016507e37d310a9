import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Dialog, Heading } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, type TutorialProps, type TutorialStep } from '@hadaf/domain';
import { Button } from '../../primitives/Button/Button.tsx';
import { ArrowEndIcon, ArrowStartIcon } from '../../primitives/icons/Icon.tsx';
import { focusIsLost, refocusWhenLost } from '../../lib/focus-fallback.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { useOverlayContainer } from '../../provider/HadafProvider.tsx';
import { placeCard, SCREEN_MARGIN, type CardSide, type ScreenBox } from './place-card.ts';

/** The parts of /matches the steps point at (the app passes the elements, or a resolver). */
export type TutorialTargets = Partial<Readonly<Record<TutorialStep, HTMLElement | null>>>;

export interface TutorialOverlayProps extends TutorialProps {
  /** The element each step points at; a step whose element is missing shows its card in the middle of the screen. */
  targets?: TutorialTargets;
  /** Instead of targets: finds a step's element when the step shows (e.g. by a data attribute). */
  resolveTarget?: (step: TutorialStep) => HTMLElement | null;
  /**
   * Where focus goes when the tutorial ends (Done, Skip, Escape) and what had it before is gone or was nothing (a
   * fresh page load): somewhere the fan can go on from, never <body>.
   */
  returnFocusTo?: () => HTMLElement | null;
  /**
   * The card was on the page before its code ran (a prerendered page): it renders in place, where hydration finds it,
   * rather than in the provider's overlay container, and takes the focus only if the fan has put it nowhere yet.
   */
  prerendered?: boolean;
}

/** The sides tried for each step's card on a wide screen (a phone's is docked): beside the sidebar and the panel. */
const wideSides: Record<TutorialStep, readonly CardSide[]> = {
  sidebarPredictions: ['end', 'bottom', 'top'],
  match: ['bottom', 'top', 'end', 'start'],
  prediction: ['start', 'bottom', 'top'],
};
const WIDE_QUERY = '(min-width: 768px)';

/** The bottom of the page's sticky or fixed header (the app frame's), which covers whatever scrolls under it. */
function stickyHeaderBottom(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed' ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/**
 * The target's box and the viewport's size, kept up to date while the page scrolls, the window resizes or the target
 * changes size.
 */
function useScreenBox(target: HTMLElement | null): { box: ScreenBox | null; viewport: { width: number; height: number } } {
  const subscribe = useCallback(
    (notify: () => void) => {
      let frame = 0;
      const schedule = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(notify);
      };
      window.addEventListener('scroll', schedule, true);
      window.addEventListener('resize', schedule);
      const observer = new ResizeObserver(schedule);
      if (target) observer.observe(target);
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('scroll', schedule, true);
        window.removeEventListener('resize', schedule);
        observer.disconnect();
      };
    },
    [target],
  );
  const key = useSyncExternalStore(
    subscribe,
    () => {
      const size = `${window.innerWidth},${window.innerHeight}`;
      if (!target) return size;
      const box = target.getBoundingClientRect();
      return `${size},${[box.left, box.top, box.width, box.height].map(Math.round).join(',')}`;
    },
    () => '',
  );
  return useMemo(() => {
    const [width = 0, height = 0, x, y, boxWidth, boxHeight] = key.split(',').map(Number);
    const box = x === undefined || y === undefined ? null : { x, y, width: boxWidth ?? 0, height: boxHeight ?? 0 };
    return { box, viewport: { width, height } };
  }, [key]);
}

/**
 * Brings the target into view below the sticky header and above what covers the screen's bottom (a docked card),
 * unless it already is: a target taller than the screen shows its top (instantly: no animation to wait for).
 */
function scrollIntoViewBelowHeader(target: HTMLElement, bottomInset: number) {
  const topInset = stickyHeaderBottom() + SCREEN_MARGIN;
  const box = target.getBoundingClientRect();
  if (box.top >= topInset && box.bottom <= window.innerHeight - SCREEN_MARGIN - bottomInset) return;
  const before = target.style.scrollMarginTop;
  target.style.scrollMarginTop = `${topInset}px`;
  target.scrollIntoView({ block: 'start', inline: 'nearest' });
  target.style.scrollMarginTop = before;
}

/** The focusable controls of the card, in order (Tab wraps around them). */
function focusablesOf(card: HTMLElement): HTMLElement[] {
  return [...card.querySelectorAll<HTMLElement>('button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])')];
}

/** A rectangle with rounded corners as path data (x, y: its top-left corner on screen). */
function roundedRect(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height / 2);
  return `M${x + r} ${y}H${x + width - r}A${r} ${r} 0 0 1 ${x + width} ${y + r}V${y + height - r}A${r} ${r} 0 0 1 ${x + width - r} ${y + height}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

const SPOTLIGHT_PADDING = 6;

/**
 * The page dimmed around the target (all of it without one), the target ringed. Screen coordinates, so one drawing
 * serves both directions. Decorative and click-through, and below the app frame's sticky header (z-30): the header
 * stays lit and usable (the language switch, the menu) while the tutorial is open.
 */
function Spotlight({ box }: { box: ScreenBox | null }) {
  const hole = box
    ? roundedRect(box.x - SPOTLIGHT_PADDING, box.y - SPOTLIGHT_PADDING, box.width + 2 * SPOTLIGHT_PADDING, box.height + 2 * SPOTLIGHT_PADDING, 10)
    : '';
  return (
    <svg aria-hidden="true" focusable="false" data-testid="tutorial-spotlight" className="pointer-events-none fixed inset-0 z-20 size-full">
      <path fillRule="evenodd" className="fill-overlay" d={`M-8 -8H100000V100000H-8Z${hole}`} />
      {box ? <path d={hole} fill="none" className="stroke-primary-500" strokeWidth={3} /> : null}
    </svg>
  );
}

/**
 * The tutorial overlay on /matches (platform spec: steps sidebarPredictions, match, prediction, in that order),
 * bound to the tutorial machine's connect (`connectTutorial`): each step rings its part of the page and explains it in
 * a card ("Step 1 of 3", Back, Next or Done, Skip tutorial). The card is always entirely on screen, from 320 px up and
 * in both directions: on a phone (below 768 px) docked at the bottom of the screen, where it never moves (the page
 * scrolls the step's part into view above it); wider, beside the target where it fits (mirrored in Arabic), else at
 * the bottom of the screen, and in the middle for a step without a target. It is a non-modal dialog: focus moves into it and
 * Tab cycles through its buttons, but the page stays usable by pointer (the header's language switch and menu work
 * while it is open). Escape skips; each new step is announced; when it ends, focus goes back where it was, or to
 * `returnFocusTo`. Texts from the lazy 'welcome' area.
 */
export function TutorialOverlay({ isOpen, step, stepNumber, stepCount, canGoBack, isLastStep, next, back, skip, targets, resolveTarget, returnFocusTo, prerendered = false }: TutorialOverlayProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const wide = useMediaQuery(WIDE_QUERY);
  const bodyId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  // None on the server (a prerendered card points at nothing until the page is in a browser).
  const target = isOpen && step && typeof document !== 'undefined' ? ((resolveTarget ? resolveTarget(step) : targets?.[step]) ?? null) : null;
  const { box, viewport } = useScreenBox(target);
  // What had focus when the tutorial opened, to go back to when it ends.
  const focusBefore = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // The card, like react-aria's overlays, renders inside the provider's root: its language, direction and brand.
  const overlayContainer = useOverlayContainer();

  useEffect(() => {
    // A phone's docked card covers the screen's bottom: the target goes above it.
    if (target) scrollIntoViewBelowHeader(target, wide ? 0 : (cardRef.current?.offsetHeight ?? 0) + SCREEN_MARGIN);
  }, [target, wide]);

  // Focus goes into the card as the tutorial opens, and stays there when the button that had it goes away (Back on
  // the first step); a fan who went to the page meanwhile keeps their focus.
  useLayoutEffect(() => {
    // Before the dialog's own effect moves focus to it.
    if (!isOpen || wasOpen.current) return;
    const active = document.activeElement;
    focusBefore.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [isOpen]);
  useEffect(() => {
    const card = cardRef.current;
    if (!isOpen || !card) return;
    const opening = !wasOpen.current;
    wasOpen.current = true;
    // A prerendered card hydrates while the fan may already be typing elsewhere: the focus the dialog's own effect
    // has just taken goes back there.
    if (opening && prerendered && focusBefore.current) focusBefore.current.focus();
    else if (opening || focusIsLost() || card.contains(document.activeElement)) card.querySelector<HTMLElement>('[data-tutorial-next]')?.focus();
  }, [isOpen, step, prerendered]);

  // Ended from the card (its button went with it): focus goes back, or somewhere meaningful, never to <body>.
  useEffect(() => {
    if (isOpen || !wasOpen.current) return;
    wasOpen.current = false;
    return refocusWhenLost(() => [focusBefore.current, returnFocusTo?.()]);
  }, [isOpen, returnFocusTo]);

  // Escape skips, wherever the focus is (an overlay opened over the tutorial handles its own Escape first).
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      skip();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, skip]);

  // Room at the page's end as tall as a phone's docked card, so that the page's last part can scroll above it.
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!isOpen || wide || !card) return;
    const before = document.body.style.paddingBottom;
    const makeRoom = () => {
      document.body.style.paddingBottom = `${card.offsetHeight + 2 * SCREEN_MARGIN}px`;
    };
    makeRoom();
    const observer = new ResizeObserver(makeRoom);
    observer.observe(card);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = before;
    };
  }, [isOpen, wide]);

  // The card goes where it fits, measured as laid out (its size changes with the language and the step); a phone's is
  // docked by its classes.
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!isOpen || !card) return;
    card.style.visibility = 'visible';
    if (!wide) {
      card.style.left = card.style.top = '';
      card.dataset.side = 'docked';
      return;
    }
    const rtl = getComputedStyle(card).direction === 'rtl';
    const placement = placeCard({
      card: { width: card.offsetWidth, height: card.offsetHeight },
      target: box,
      viewport,
      topInset: stickyHeaderBottom(),
      sides: step ? wideSides[step] : [],
      rtl,
    });
    // Screen coordinates (physical on purpose: they come from getBoundingClientRect in both directions). data-side also
    // says the card's code runs (a prerendered card has none until then).
    card.style.left = `${Math.round(placement.x)}px`;
    card.style.top = `${Math.round(placement.y)}px`;
    card.dataset.side = placement.side;
  });

  if (!isOpen || !step) return null;

  // Tab and Shift+Tab go round the card's buttons.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const controls = focusablesOf(event.currentTarget as HTMLElement);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const card: ReactNode = (
    <div
      ref={cardRef}
      onKeyDown={onKeyDown}
      data-testid="tutorial-card"
      data-tutorial-card=""
      // A phone's card is docked at the bottom, centred (in the HTML of a prerendered page too); a wider screen's is
      // hidden until placed (the first layout pass measures it).
      className="fixed z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-lg border border-border bg-surface text-fg shadow-lg max-md:inset-x-0 max-md:bottom-3 max-md:mx-auto md:invisible"
    >
      <Dialog aria-describedby={bodyId} className="flex flex-col gap-4 p-4 text-start outline-none">
        <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-1">
          <p className="text-xs font-semibold text-primary-700">
            {t('welcome.tutorial.step', { n: formatInteger(stepNumber, language), total: formatInteger(stepCount, language) })}
          </p>
          <Heading slot="title" className="text-lg font-semibold text-fg">
            {t(`welcome.tutorial.steps.${step}.title`)}
          </Heading>
          <p id={bodyId} className="text-sm text-fg">
            {t(`welcome.tutorial.steps.${step}.body`)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onPress={skip} className="-ms-2">
            {t('welcome.tutorial.skip')}
          </Button>
          <div className="ms-auto flex items-center gap-2">
            {canGoBack ? (
              <Button variant="outline" size="sm" onPress={back} icon={<ArrowStartIcon size={16} />}>
                {t('welcome.tutorial.back')}
              </Button>
            ) : null}
            <Button size="sm" onPress={next} data-tutorial-next="">
              <span className="inline-flex items-center gap-2">
                {t(isLastStep ? 'welcome.tutorial.done' : 'welcome.tutorial.next')}
                {isLastStep ? null : <ArrowEndIcon size={16} />}
              </span>
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );

  const overlay = (
    <>
      <Spotlight box={target ? box : null} />
      {card}
    </>
  );
  return prerendered ? overlay : createPortal(overlay, overlayContainer() ?? document.body);
}
