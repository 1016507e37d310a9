import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's items to render now: the first `step` at once, then `step` more in each following task until
 * all are there. A list that arrives whole (a query's answer: a landing's competitions, today's matches) is then
 * rendered and committed in short tasks rather than one long one that holds up a tap or a scroll; the rest follow a
 * few milliseconds apart. A list that grows later (Load More) or is answered again keeps what it shows.
 */
export function useProgressiveCount(total: number, step = 1): number {
  const [count, setCount] = useState(() => Math.min(total, step));
  useEffect(() => {
    if (count >= total) return;
    const next = setTimeout(() => startTransition(() => setCount((shown) => Math.min(total, shown + step))));
    return () => clearTimeout(next);
  }, [count, total, step]);
  return Math.min(count, total);
}
