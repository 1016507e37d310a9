import { useSyncExternalStore } from 'react';

/** Desktop layout from the 992 px breakpoint (platform.md §9). */
export const DESKTOP_QUERY = '(min-width: 992px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
