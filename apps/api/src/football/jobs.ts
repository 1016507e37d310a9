import { everyCron, jobQueueOf, type JobData, type JobDeclarations, type Schedule } from '../platform/jobs/index.ts';
import type { Services } from '../platform/services.ts';
import { footballRuntime, nowOf } from './runtime.ts';
import { SCORE_MATCH_JOB } from './score-queue.ts';
import { scoreMatch } from './scoring.ts';
import { MONTHLY_RESET_JOB, resetMonthlyPoints } from './monthly-reset.ts';
import { NOTIFY_SCORING_JOB, sendScoringNotices } from './scoring-notices.ts';
import { footballSettings } from './setup.ts';
import { simulatorTick } from './simulator/simulator.ts';

export const SIMULATOR_TICK_JOB = 'simulator-tick';
/** Declared by the competitions feature (competitions/jobs.ts), which owns the ranks; football only asks for it. */
export const RANK_MATCH_COMPETITIONS_JOB = 'rank-match-competitions';

export function matchIdOf(data: JobData): number {
  const matchId = data.matchId;
  if (typeof matchId !== 'number' || !Number.isSafeInteger(matchId)) throw new Error(`A match job without a match id: ${JSON.stringify(data)}`);
  return matchId;
}

/** Football's background work: scoring after a final whistle, then re-ranking and notifying, and the live simulator's steps. */
export const footballJobs: JobDeclarations<Services> = {
  [SCORE_MATCH_JOB]: {
    // Idempotent: scoring stores points and moves totals by differences, so a second run changes nothing.
    run: async (services, data) => {
      const matchId = matchIdOf(data);
      await scoreMatch(services.database, matchId, nowOf(services));
      // Then the competitions that count this match re-rank; a retry of this job only asks for that again.
      await jobQueueOf(services.database).send(RANK_MATCH_COMPETITIONS_JOB, { matchId }, String(matchId));
    },
  },
  [NOTIFY_SCORING_JOB]: {
    // Idempotent: the notices it sends leave in the same transaction.
    run: async (services, data) => {
      await sendScoringNotices(services.database, matchIdOf(data));
    },
  },
  [MONTHLY_RESET_JOB]: {
    // Idempotent: only the first run of a month resets (monthly-reset.ts).
    run: async (services) => {
      const reset = await resetMonthlyPoints(services.database, nowOf(services));
      if (reset) services.log.info(`points of ${reset.closed} kept for ${reset.fans} fans; ${reset.opened} starts at 0`);
    },
  },
  [SIMULATOR_TICK_JOB]: {
    // The next tick plays whatever this one missed, so a failed tick is not retried; ticks are kept an hour.
    retries: 0,
    keepSeconds: 3600,
    run: async (services) => {
      const runtime = footballRuntime(services);
      const report = await simulatorTick(services.database, { seed: runtime.seed, speed: footballSettings().speed }, runtime.clock);
      if (report.started.length + report.finished.length > 0) {
        services.log.info(`simulator: started ${report.started.join(', ') || '-'}; finished (scoring queued) ${report.finished.join(', ') || '-'}`);
      }
    },
  },
};

/** The live simulator steps every HADAF_SIMULATOR_TICK_MS (whole minutes; at speed 1 a tick plays one minute) unless HADAF_SIMULATOR is off. */
export function footballSchedules(): Schedule[] {
  const settings = footballSettings();
  // Hourly is enough to close a month within the hour after Cairo's midnight, whatever the server's time zone.
  const reset: Schedule = { job: MONTHLY_RESET_JOB, cron: '0 * * * *' };
  return settings.simulator ? [reset, { job: SIMULATOR_TICK_JOB, cron: everyCron(settings.tickMs) }] : [reset];
}
