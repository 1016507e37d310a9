import { useEffect, useState } from 'react';
import { useHadafClient } from './context.ts';

/**
 * The server's time, refreshed every `intervalMs` (a minute by default): enough for locks that close on the
 * minute, without re-rendering a list every second.
 */
export function useServerNow(intervalMs = 60_000): number {
  const { serverClock } = useHadafClient();
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverClock.now()), intervalMs);
    return () => clearInterval(timer);
  }, [serverClock, intervalMs]);
  return now;
}
