import type { Services } from '../platform/services.ts';
import { systemClock, type Clock } from './clock.ts';

/**
 * Football's per-server settings that Services does not carry: the clock every time rule reads (tests replace
 * it to step time) and the simulator's seed. Kept beside Services, keyed by it, so the platform's types stay
 * untouched.
 */
export interface FootballRuntime {
  clock: Clock;
  /** Seeds demo data and the simulator's per-minute draws (HADAF_SEED). */
  seed: number;
}

const runtimes = new WeakMap<Services, FootballRuntime>();

export const DEFAULT_SEED = 2026;

export function footballRuntime(services: Services): FootballRuntime {
  let runtime = runtimes.get(services);
  if (!runtime) {
    const seed = Number(process.env.HADAF_SEED ?? DEFAULT_SEED);
    runtime = { clock: systemClock, seed: Number.isInteger(seed) ? seed : DEFAULT_SEED };
    runtimes.set(services, runtime);
  }
  return runtime;
}

export function configureFootball(services: Services, settings: Partial<FootballRuntime>): FootballRuntime {
  return Object.assign(footballRuntime(services), settings);
}

export const nowOf = (services: Services) => footballRuntime(services).clock();
