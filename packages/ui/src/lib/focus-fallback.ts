/** Focus is nowhere a keyboard user can go on from: <body>, or an element that has left the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Can take focus and is on screen (a hidden or detached element would only send focus back to <body>). */
function usable(element: HTMLElement | null | undefined): element is HTMLElement {
  return Boolean(element?.isConnected && element.getClientRects().length > 0 && !element.closest('[inert], [aria-hidden="true"]'));
}

export interface RefocusOptions {
  /** What is going away (or may be disabled): while focus is still inside it, the fallback waits. */
  leaving?: Element | null;
  /** How long to wait for focus to fall and a candidate to appear (a route change re-renders a list). */
  timeoutMs?: number;
}

/**
 * The one mechanism behind "focus never falls to <body> when a control disappears" (WCAG 2.4.3): call it as a control
 * is about to go (a dialog closing, a button becoming disabled, a route re-rendering a list). Each frame, until the
 * timeout: if focus has gone somewhere on its own (a dialog restoring it), nothing more is done; once it has fallen to
 * <body>, it moves to the first candidate on screen. Candidates are looked up each frame, so elements that a pending
 * render is about to create are found. Returns a cancel function.
 */
export function refocusWhenLost(candidates: () => ReadonlyArray<HTMLElement | null | undefined>, { leaving, timeoutMs = 1500 }: RefocusOptions = {}): () => void {
  const until = performance.now() + timeoutMs;
  let frame = 0;
  const check = () => {
    const active = document.activeElement;
    const stillLeaving = Boolean(leaving?.isConnected && active && leaving.contains(active));
    if (!stillLeaving && !focusIsLost()) return;
    if (!stillLeaving) {
      const target = candidates().find(usable);
      if (target) {
        target.focus();
        return;
      }
    }
    if (performance.now() < until) frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  return () => cancelAnimationFrame(frame);
}
