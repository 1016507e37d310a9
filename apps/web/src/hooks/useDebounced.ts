import { useEffect, useState } from 'react';

/** competitions §9: searches wait 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value once it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
