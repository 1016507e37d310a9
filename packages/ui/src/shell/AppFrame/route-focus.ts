import { useEffect, useRef, type RefObject } from 'react';

/** How long a new page may take to show its heading (its code and first answer loading) before main takes focus. */
const HEADING_WAIT_MS = 4000;
const POLL_MS = 100;

/**
 * In-app navigation says where the user is (WCAG 2.4.3, 4.1.3): when the route changes, focus moves to the new page's
 * h1 as soon as it is there (else to main), so a screen reader reads the new page's name instead of nothing, and the
 * next Tab starts at the top of the page. Not on the first load (the browser's own), not when the user moves through
 * tabs that are routes (focus stays on the tab, as the tabs pattern wants), not to a #fragment's target, and never
 * away from the page itself: a link that stays (the page changed in place, e.g. a match opened in its list) keeps it.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>, routeKey: string | undefined) {
  const previous = useRef(routeKey);
  useEffect(() => {
    if (routeKey === previous.current) return;
    previous.current = routeKey;
    const from = document.activeElement;
    if (from?.closest('[role="tablist"]') || window.location.hash.length > 1) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const root = main.current;
      if (!root) return;
      const heading = root.querySelector<HTMLElement>('h1');
      const waitedEnough = Date.now() - started >= HEADING_WAIT_MS;
      if (!heading && !waitedEnough) return;
      window.clearInterval(timer);
      // Focus inside the page (the link used stayed: the same page changed in place; or a field, a dialog took it):
      // leave it there. Focus on the header's links and menus, or lost with the old page, moves on.
      const now = document.activeElement;
      if (now && now !== document.body && (root.contains(now) || now.closest('[role="dialog"], [role="alertdialog"]'))) return;
      const target = heading ?? root;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      // A page opened from far down the last one starts at its top.
      const box = target.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) window.scrollTo({ top: 0 });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [main, routeKey]);
}
