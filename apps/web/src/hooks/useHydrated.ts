import { startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerender and while React takes over a prerendered page, true after (and from the start of a page
 * rendered in the browser). What only the browser knows (stored keys, the app settings) waits for it, so hydration
 * finds exactly the HTML the prerender made. With `byTransition` it turns true by a transition, so what it reveals (a
 * day's list) renders in short tasks.
 */
export function useHydrated({ byTransition = false }: { byTransition?: boolean } = {}): boolean {
  // The store answers what this component rendered first: React re-renders a component whose store differs from its
  // server snapshot once hydrated, synchronously and with everything below it (a page, in one long task). It is
  // turned true below instead, by an ordinary update or a transition.
  const rendered = useRef<boolean | null>(null);
  const atFirst = useSyncExternalStore(
    never,
    () => rendered.current ?? true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(atFirst);
  useLayoutEffect(() => {
    rendered.current ??= atFirst;
  }, [atFirst]);
  useEffect(() => {
    if (hydrated) return;
    const show = () => setHydrated(true);
    if (byTransition) startTransition(show);
    else show();
  }, [byTransition, hydrated]);
  return hydrated;
}
