import { useEffect, useRef, type RefObject } from 'react';

/** How long a new page may take to show its heading (its code and first answer loading) before main takes focus. */
const HEADING_WAIT_MS = 4000;
const POLL_MS = 100;

/**
 * In-app navigation says where the user is (WCAG 2.4.3, 4.1.3): when the route changes, focus moves to the new page's
 * h1 as soon as it is there (else to main), so a screen reader reads the new page's name instead of nothing, and the
 * next Tab starts at the top of the page. A tab that is a route (profile, competition, group tabs) keeps focus on the
 * tabs: the new page's selected tab takes it, even when the page was re-created, so the next arrow key works. Not on
 * the first load (the browser's own), not to a #fragment's target, and never away from the page itself: a control
 * that stayed (the page changed in place, e.g. a match opened in its list) or a dialog keeps it.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>, routeKey: string | undefined) {
  // What the user last pressed or focused: the new page may have replaced it by the time the route changes.
  const used = useRef<Element | null>(null);
  const usedAt = useRef(0);
  useEffect(() => {
    const remember = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      used.current = event.target;
      usedAt.current = Date.now();
    };
    document.addEventListener('focusin', remember, true);
    document.addEventListener('pointerdown', remember, true);
    return () => {
      document.removeEventListener('focusin', remember, true);
      document.removeEventListener('pointerdown', remember, true);
    };
  }, []);

  const previous = useRef(routeKey);
  useEffect(() => {
    if (routeKey === previous.current) return;
    previous.current = routeKey;
    if (window.location.hash.length > 1) return;
    const fromTabs = used.current?.closest('[role="tablist"]') != null;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const root = main.current;
      if (!root) return;
      const wanted = root.querySelector<HTMLElement>(fromTabs ? '[role="tab"][aria-selected="true"]' : 'h1');
      const waitedEnough = Date.now() - started >= HEADING_WAIT_MS;
      if (!wanted && !waitedEnough) return;
      window.clearInterval(timer);
      // Focus inside the page (what was used stayed, or a field or a dialog took it) stays, and so does focus the fan
      // moved after the route changed (a redirect on load, then the account menu opened). Focus left on the header's
      // link that navigated, or lost with the old page, moves on.
      const now = document.activeElement;
      const movedSince = usedAt.current > started;
      if (now && now !== document.body && (movedSince || root.contains(now) || now.closest('[role="dialog"], [role="alertdialog"]'))) return;
      const target = wanted ?? root.querySelector<HTMLElement>('h1') ?? root;
      if (!target.hasAttribute('tabindex') && target.getAttribute('role') !== 'tab') target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      // A page opened from far down the last one starts at its top.
      const box = target.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) window.scrollTo({ top: 0 });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [main, routeKey]);
}
