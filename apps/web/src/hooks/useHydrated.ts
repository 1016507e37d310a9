import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerender and while React takes over a prerendered page, true after (and from the start of a page
 * rendered in the browser). What only the browser knows (stored keys, the app settings) waits for it, so hydration
 * finds exactly the HTML the prerender made. With `byTransition` it turns true by a transition, so what it reveals (a
 * day's list) renders in short tasks rather than in the one synchronous re-render React makes after hydration.
 */
export function useHydrated({ byTransition = false }: { byTransition?: boolean } = {}): boolean {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (byTransition && hydrated) startTransition(() => setShown(true));
  }, [byTransition, hydrated]);
  return byTransition ? shown : hydrated;
}
