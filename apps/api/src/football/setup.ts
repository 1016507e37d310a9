export interface FootballSettings {
  demoData: boolean;
  simulator: boolean;
  /** Simulated minutes per real minute. */
  speed: number;
  tickMs: number;
}

function positive(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const off = (raw: string | undefined) => raw !== undefined && ['0', 'off', 'false', 'no'].includes(raw);
const on = (raw: string | undefined) => raw !== undefined && ['1', 'on', 'true', 'yes'].includes(raw);

/**
 * HADAF_DEMO_DATA (on outside production and tests), HADAF_SIMULATOR=off to disable the live simulator (off in
 * tests, which drive it by hand), HADAF_SIMULATOR_SPEED (default 1 = real time), HADAF_SIMULATOR_TICK_MS (60000,
 * in whole minutes: the tick is a scheduled job, see football/jobs.ts, and a minute is the queue's finest period).
 */
export function footballSettings(env: NodeJS.ProcessEnv = process.env): FootballSettings {
  const quietByDefault = env.NODE_ENV === 'production' || env.NODE_ENV === 'test';
  return {
    demoData: on(env.HADAF_DEMO_DATA) || (!off(env.HADAF_DEMO_DATA) && !quietByDefault),
    simulator: on(env.HADAF_SIMULATOR) || (!off(env.HADAF_SIMULATOR) && env.NODE_ENV !== 'test'),
    speed: positive(env.HADAF_SIMULATOR_SPEED, 1, 'HADAF_SIMULATOR_SPEED'),
    tickMs: positive(env.HADAF_SIMULATOR_TICK_MS, 60_000, 'HADAF_SIMULATOR_TICK_MS'),
  };
}
