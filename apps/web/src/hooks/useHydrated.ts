import { startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerender and while React takes over a prerendered page, true after (and from the start of a page
 * rendered in the browser). What only the browser knows (stored keys, the app settings) waits for it, so hydration
 * finds exactly the HTML the prerender made. With `byTransition` it turns true by a transition, so what it reveals (a
 * day's list) renders in short tasks.
 */
export function useHydrated({ byTransition = false }: { byTransition?: boolean } = {}): boolean {
  // React re-renders a component whose store differs from its server snapshot once hydrated, synchronously and with
  // everything below it: what a plain caller wants (before the next paint), but for a transition's caller a wasted
  // render of all it holds (on /matches, the whole page inside hydration's task). Its store answers what it rendered.
  const rendered = useRef<boolean | null>(null);
  const hydrated = useSyncExternalStore(
    never,
    () => (byTransition ? (rendered.current ?? true) : true),
    () => false,
  );
  const [shown, setShown] = useState(hydrated);
  useLayoutEffect(() => {
    rendered.current ??= hydrated;
  }, [hydrated]);
  useEffect(() => {
    if (byTransition && !shown) startTransition(() => setShown(true));
  }, [byTransition, shown]);
  return byTransition ? shown : hydrated;
}
