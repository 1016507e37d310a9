import { useCallback, useEffect, useId, useMemo, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Dialog, Heading, Modal, ModalOverlay, OverlayArrow, Popover, type PopoverProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatInteger, type TutorialProps, type TutorialStep } from '@hadaf/domain';
import { Button } from '../../primitives/Button/Button.tsx';
import { ArrowEndIcon, ArrowStartIcon } from '../../primitives/icons/Icon.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { useOverlayContainer } from '../../provider/HadafProvider.tsx';

/** The parts of /matches the steps point at (the app passes the elements, or a resolver). */
export type TutorialTargets = Partial<Readonly<Record<TutorialStep, HTMLElement | null>>>;

export interface TutorialOverlayProps extends TutorialProps {
  /** The element each step points at; a step whose element is missing shows its card in the middle of the screen. */
  targets?: TutorialTargets;
  /** Instead of targets: finds a step's element when the step shows (e.g. by a data attribute). */
  resolveTarget?: (step: TutorialStep) => HTMLElement | null;
}

/** Where the card goes beside each target: beside the sidebar and the panel on wide screens, below or above on phones. */
const widePlacement: Record<TutorialStep, PopoverProps['placement']> = { sidebarPredictions: 'end', match: 'bottom', prediction: 'start' };
const WIDE_QUERY = '(min-width: 768px)';

/** The target's box in the viewport, kept up to date while the page scrolls or the target changes size. */
function useViewportBox(target: HTMLElement | null): readonly [number, number, number, number] | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!target) return () => undefined;
      let frame = 0;
      const schedule = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(notify);
      };
      window.addEventListener('scroll', schedule, true);
      window.addEventListener('resize', schedule);
      const observer = new ResizeObserver(schedule);
      observer.observe(target);
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
      if (!target) return '';
      const box = target.getBoundingClientRect();
      return [box.left, box.top, box.width, box.height].map(Math.round).join(',');
    },
    () => '',
  );
  return useMemo(() => {
    if (!key) return null;
    const [x = 0, y = 0, width = 0, height = 0] = key.split(',').map(Number);
    return [x, y, width, height] as const;
  }, [key]);
}

/** A rectangle with rounded corners as path data (x, y: its top-left corner on screen). */
function roundedRect(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height / 2);
  return `M${x + r} ${y}H${x + width - r}A${r} ${r} 0 0 1 ${x + width} ${y + r}V${y + height - r}A${r} ${r} 0 0 1 ${x + width - r} ${y + height}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

const SPOTLIGHT_PADDING = 6;

/**
 * The page dimmed around the target, the target ringed. Screen coordinates, so one drawing serves both directions;
 * decorative and click-through (the popover's underlay takes the clicks).
 */
function Spotlight({ box }: { box: readonly [number, number, number, number] }) {
  const [x, y, width, height] = box;
  const hole = roundedRect(x - SPOTLIGHT_PADDING, y - SPOTLIGHT_PADDING, width + 2 * SPOTLIGHT_PADDING, height + 2 * SPOTLIGHT_PADDING, 10);
  const overlayContainer = useOverlayContainer();
  return createPortal(
    <svg aria-hidden="true" focusable="false" data-testid="tutorial-spotlight" className="pointer-events-none fixed inset-0 z-40 size-full">
      <path fillRule="evenodd" className="fill-overlay" d={`M-8 -8H100000V100000H-8Z${hole}`} />
      <path d={hole} fill="none" className="stroke-primary-500" strokeWidth={3} />
    </svg>,
    overlayContainer() ?? document.body,
  );
}

/**
 * The tutorial overlay on /matches (platform spec: steps sidebarPredictions, match, prediction, in that order),
 * bound to the tutorial machine's connect (`connectTutorial`): each step rings its part of the page and explains it in
 * a card beside it ("Step 1 of 3", Back, Next or Done, Skip tutorial). Focus moves into the card and returns where it
 * was when the tutorial ends; Escape skips; each new step is announced. The card is placed by logical side (it mirrors
 * in Arabic) and fits a 375 px screen. Texts from the lazy 'welcome' area.
 */
export function TutorialOverlay({ isOpen, step, stepNumber, stepCount, canGoBack, isLastStep, next, back, skip, targets, resolveTarget }: TutorialOverlayProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const wide = useMediaQuery(WIDE_QUERY);
  const bodyId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const target = isOpen && step ? ((resolveTarget ? resolveTarget(step) : targets?.[step]) ?? null) : null;
  const triggerRef = useMemo(() => ({ current: target }), [target]);
  const box = useViewportBox(target);

  // Each step's target comes into view (instantly: no animation to wait for), and focus stays in the card when the
  // button that had it goes away (Back on the first step).
  useEffect(() => {
    target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [target]);
  useEffect(() => {
    const card = cardRef.current;
    if (card && !card.contains(document.activeElement)) card.querySelector<HTMLElement>('[data-tutorial-next]')?.focus();
  }, [step]);

  if (!isOpen || !step) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    skip();
  };

  const card: ReactNode = (
    <Dialog aria-describedby={bodyId} className="outline-none">
      <div ref={cardRef} onKeyDown={onKeyDown} className="flex flex-col gap-4 p-4 text-start">
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
            <Button size="sm" onPress={next} autoFocus data-tutorial-next="">
              <span className="inline-flex items-center gap-2">
                {t(isLastStep ? 'welcome.tutorial.done' : 'welcome.tutorial.next')}
                {isLastStep ? null : <ArrowEndIcon size={16} />}
              </span>
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );

  if (!target) {
    return (
      <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className="fixed inset-0 z-50 flex items-center justify-center bg-overlay p-4">
        <Modal className="w-full max-w-sm rounded-lg bg-surface text-fg shadow-lg outline-none">{card}</Modal>
      </ModalOverlay>
    );
  }

  return (
    <>
      {box ? <Spotlight box={box} /> : null}
      <Popover
        isOpen
        triggerRef={triggerRef}
        placement={wide ? widePlacement[step] : 'bottom'}
        offset={SPOTLIGHT_PADDING + 10}
        containerPadding={12}
        isKeyboardDismissDisabled
        shouldCloseOnInteractOutside={() => false}
        // Only Skip, Done and Escape end the tutorial (the machine decides): a scroll or an outside press does not.
        onOpenChange={() => undefined}
        className="w-[min(22rem,calc(100vw-1.5rem))] rounded-lg border border-border bg-surface text-fg shadow-lg outline-none"
      >
        <OverlayArrow className="group">
          <svg
            width={16}
            height={10}
            viewBox="0 0 16 10"
            aria-hidden="true"
            className="block fill-surface stroke-border group-placement-bottom:rotate-180 group-placement-left:-rotate-90 group-placement-right:rotate-90"
          >
            <path d="M0 0L8 9L16 0" />
          </svg>
        </OverlayArrow>
        {card}
      </Popover>
    </>
  );
}
