import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * A ticking clock for views that count down (a match's prediction lock): `now()` in epoch milliseconds, whole seconds,
 * and `subscribe` to hear each tick. One timer serves every subscriber, and only while there are subscribers.
 */
export interface UiClock {
  now(): number;
  subscribe(onTick: () => void): () => void;
}

/** A clock reading `read` (the device's by default, the server's in the app) each second while someone listens. */
export function secondsClock(read: () => number = Date.now): UiClock {
  const listeners = new Set<() => void>();
  const wholeSecond = () => Math.floor(read() / 1000) * 1000;
  let current = wholeSecond();
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    // Stable between ticks while listened to (a store's snapshot must be); read afresh otherwise.
    now: () => (listeners.size > 0 ? current : (current = wholeSecond())),
    subscribe(onTick) {
      if (listeners.size === 0) {
        current = wholeSecond();
        timer = setInterval(() => {
          current = wholeSecond();
          listeners.forEach((listener) => listener());
        }, 1000);
      }
      listeners.add(onTick);
      return () => {
        listeners.delete(onTick);
        if (listeners.size === 0) clearInterval(timer);
      };
    },
  };
}

/** A clock that moves only when told (stories and tests: the screenshot never catches a moving second). */
export function manualClock(start: number): UiClock & { advance(ms: number): void } {
  let current = start;
  const listeners = new Set<() => void>();
  return {
    now: () => current,
    subscribe(onTick) {
      listeners.add(onTick);
      return () => listeners.delete(onTick);
    },
    advance(ms) {
      current += ms;
      listeners.forEach((listener) => listener());
    },
  };
}

const ClockContext = createContext<UiClock | null>(null);
const stopped: UiClock = { now: () => 0, subscribe: () => () => undefined };

/**
 * Gives the countdowns below it a clock: the app passes the server's (a device clock may be wrong, or wound back to
 * beat a lock); a story, a manual one. Without a provider, no countdown shows: a view cannot know the right time.
 */
export function ClockProvider({ clock, children }: { clock: UiClock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The nearest ClockProvider's time, re-rendering the caller on each tick; null without a provider. */
export function useClockNow(): number | null {
  const clock = useContext(ClockContext);
  const now = useSyncExternalStore((clock ?? stopped).subscribe, (clock ?? stopped).now, (clock ?? stopped).now);
  return clock ? now : null;
}
