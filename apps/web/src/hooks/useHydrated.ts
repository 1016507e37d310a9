import { startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerender and while React takes over a prerendered page, true after (and from the start of a page
 * rendered in the browser). What only the browser knows (stored keys, the app settings) waits for it, so hydration
 * finds exactly the HTML the prerender made. It turns true before the page is painted again (nothing flashes in
 * between); with `byTransition`, by a transition instead, so what it reveals (a day's list) renders in short tasks.
 */
export function useHydrated({ byTransition = false }: { byTransition?: boolean } = {}): boolean {
  // The store answers what this component rendered first. React re-renders a component whose store differs from its
  // server snapshot once hydrated, synchronously and with everything below it, even when a transition is to reveal
  // the rest (on /matches, the whole page inside hydration's task); the hook turns itself true instead.
  const rendered = useRef<boolean | null>(null);
  const atFirst = useSyncExternalStore(
    never,
    () => rendered.current ?? true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(atFirst);
  useLayoutEffect(() => {
    rendered.current ??= atFirst;
    if (!hydrated && !byTransition) setHydrated(true);
  }, [atFirst, byTransition, hydrated]);
  useEffect(() => {
    if (!hydrated && byTransition) startTransition(() => setHydrated(true));
  }, [byTransition, hydrated]);
  return hydrated;
}
