import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerender and while React takes over a prerendered page, true after (and from the start of a page
 * rendered in the browser). What only the browser knows (stored keys, the app settings) waits for it, so hydration
 * finds exactly the HTML the prerender made.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
