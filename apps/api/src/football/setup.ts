import type { Services } from '../platform/services.ts';
import { startSimulator, type RunningSimulator } from './simulator/simulator.ts';
import { footballRuntime } from './runtime.ts';

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
 * tests, which drive it by hand), HADAF_SIMULATOR_SPEED (default 1 = real time), HADAF_SIMULATOR_TICK_MS (5000).
 */
export function footballSettings(env: NodeJS.ProcessEnv = process.env): FootballSettings {
  const quietByDefault = env.NODE_ENV === 'production' || env.NODE_ENV === 'test';
  return {
    demoData: on(env.HADAF_DEMO_DATA) || (!off(env.HADAF_DEMO_DATA) && !quietByDefault),
    simulator: on(env.HADAF_SIMULATOR) || (!off(env.HADAF_SIMULATOR) && env.NODE_ENV !== 'test'),
    speed: positive(env.HADAF_SIMULATOR_SPEED, 1, 'HADAF_SIMULATOR_SPEED'),
    tickMs: positive(env.HADAF_SIMULATOR_TICK_MS, 5000, 'HADAF_SIMULATOR_TICK_MS'),
  };
}

/** Starts the live simulator when the settings ask for it; returns it (null when off) so shutdown can stop it. */
export function startLiveSimulator(services: Services, settings: FootballSettings): RunningSimulator | null {
  if (!settings.simulator) return null;
  const runtime = footballRuntime(services);
  services.log.info(`Live simulator on (speed ${settings.speed}, tick ${settings.tickMs} ms; HADAF_SIMULATOR=off disables it)`);
  return startSimulator(services.database, { seed: runtime.seed, speed: settings.speed }, runtime.clock, {
    intervalMs: settings.tickMs,
    onError: (error) => services.log.error({ err: error }, 'simulator tick failed'),
    onTick: (report) => {
      if (report.started.length + report.finished.length > 0) {
        services.log.info(`simulator: started ${report.started.join(', ') || '-'}; finished and scored ${report.finished.join(', ') || '-'}`);
      }
    },
  });
}
