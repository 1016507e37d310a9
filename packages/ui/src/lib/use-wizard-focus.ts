import { useEffect, useRef, type RefObject } from 'react';

/**
 * Where focus goes in a wizard (WCAG 2.4.3, 3.3.1, 4.1.3), so a screen reader hears what changed and focus never
 * falls to <body>:
 * - a step that opens moves focus to its heading (`data-step-focus`, tabIndex -1), which is read out;
 * - a Next that the step refuses moves focus to its first invalid field, read with its error message.
 * `step` is the step as focus sees it (a busy "saving" is still its step: its button keeps focus while pending);
 * `attempt` counts the presses of Next, so each refused one moves focus again. Nothing moves on the first render.
 */
export function useWizardFocus(container: RefObject<HTMLElement | null>, step: string, attempt: number) {
  const previous = useRef(step);
  useEffect(() => {
    const from = previous.current;
    previous.current = step;
    if (from !== step) container.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus();
  }, [container, step]);
  useEffect(() => {
    if (attempt > 0) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [container, attempt]);
}
