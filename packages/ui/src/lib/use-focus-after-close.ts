import { useEffect, useRef } from 'react';

/** Longest an overlay takes to leave (its exit animation) before the focus is looked at. */
const SETTLE_MS = 1000;

const overlayOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * When an overlay closes, react-aria returns the focus to what opened it. When that control went away with the change
 * the overlay made (Join became Predict Now once joined), there is nothing to return to and the focus falls to <body>
 * (WCAG 2.4.3). This puts it on `fallback()` instead, once the overlay has left; a focus returned anywhere else is
 * left alone.
 */
export function useFocusAfterClose(isOpen: boolean, fallback: () => HTMLElement | null | undefined): void {
  const wasOpen = useRef(isOpen);
  const target = useRef(fallback);
  useEffect(() => {
    target.current = fallback;
  });
  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!closed) return;
    const started = performance.now();
    let frame = 0;
    const look = () => {
      const active = document.activeElement;
      const lost = active === null || active === document.body;
      if (overlayOpen() || (!lost && !active?.isConnected)) {
        if (performance.now() - started < SETTLE_MS) frame = requestAnimationFrame(look);
        return;
      }
      if (lost) target.current()?.focus();
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
}

/** The first control a keyboard can reach inside `container` (links and enabled buttons). */
export function firstFocusableIn(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])') ?? null;
}
