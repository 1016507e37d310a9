/**
 * The server's notion of "now". Every time rule (prediction lock, match state, simulator) reads it from here
 * so tests can step time deterministically; production uses the system clock.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock tests can move by hand. */
export function manualClock(start: Date | string): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let now = new Date(start).getTime();
  const clock = () => new Date(now);
  clock.set = (at: Date | string) => {
    now = new Date(at).getTime();
  };
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** YYYY-MM-DD of an instant in UTC: match days are UTC days (see docs/decisions/api-football.md). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
