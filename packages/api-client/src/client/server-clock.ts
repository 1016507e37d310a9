/**
 * The server's clock as the device can know it: each response's Date header gives the server's time, and the
 * difference from the device's clock at that moment is kept. Prediction locks run on it, never on the device's
 * clock, which may be wrong or wound back (platform.md §4: predictions close an hour before kick-off).
 */
export interface ServerClock {
  /** The server's time now, in epoch milliseconds (the device's until a response has been seen). */
  now(): number;
  /** Server time minus device time, in milliseconds. */
  offsetMs(): number;
  /** Learns from a response's Date header (ignored when missing or unreadable). */
  observe(dateHeader: string | null): void;
}

export function createServerClock(deviceNow: () => number = () => Date.now()): ServerClock {
  let offset = 0;
  return {
    now: () => deviceNow() + offset,
    offsetMs: () => offset,
    observe(dateHeader) {
      if (!dateHeader) return;
      const serverTime = Date.parse(dateHeader);
      if (Number.isNaN(serverTime)) return;
      // The header has whole seconds: a difference under a second is rounding, not a wrong device clock.
      const difference = serverTime - deviceNow();
      offset = Math.abs(difference) < 1000 ? 0 : difference;
    },
  };
}
