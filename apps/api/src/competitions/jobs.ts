import { RANK_MATCH_COMPETITIONS_JOB, matchIdOf, nowOf } from '../football/index.ts';
import type { Database } from '../platform/database/database.ts';
import { everyCron, jobQueueOf, type JobData, type JobDeclarations, type Schedule } from '../platform/jobs/index.ts';
import { AUTO_CANCEL_JOB, autoCancelCompetitions } from './auto-cancel.ts';
import type { Services } from '../platform/services.ts';
import { RELEASE_PRIZES_JOB, releaseHeldPrizes } from './prize-release.ts';
import { rerankCompetition, rerankCompetitionsOfMatch } from './rankings.ts';
import { settleCompetition } from './settlement.ts';

export const RANK_COMPETITION_JOB = 'rank-competition';

function competitionIdOf(data: JobData): number {
  const id = data.competitionId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error(`A competition job without a competition id: ${JSON.stringify(data)}`);
  return id;
}

/** After a join or a withdrawal: the ranking lists who is in (collapsed per competition while one waits). */
export const enqueueRerank = (database: Database, competitionId: number) =>
  jobQueueOf(database).send(RANK_COMPETITION_JOB, { competitionId }, String(competitionId));

const settle = (services: Services, competitionId: number) =>
  settleCompetition(services.database, competitionId, nowOf(services), {
    eksabShare: services.config.appSettings.eksab_share,
    holdHours: services.config.prizeHoldHours,
  });

/** One competition's ranks brought up to date, then settled if its last match is over (both idempotent). */
export async function rerankAndSettle(services: Services, competitionId: number): Promise<void> {
  await rerankCompetition(services.database, competitionId, nowOf(services));
  await settle(services, competitionId);
}

/** The competitions' background work: re-ranking after a match is scored (football's scoring job asks for it). */
export const competitionsJobs: JobDeclarations<Services> = {
  [RANK_MATCH_COMPETITIONS_JOB]: {
    // Idempotent: ranks are rebuilt from the points as they stand (rankings.ts).
    run: async (services, data) => {
      const reranked = await rerankCompetitionsOfMatch(services.database, matchIdOf(data), nowOf(services));
      // A competition whose last match this was is settled now its ranks are final (again, after a correction in the hold).
      for (const { competitionId } of reranked) await settle(services, competitionId);
    },
  },
  [AUTO_CANCEL_JOB]: {
    // Idempotent: a cancelled competition is skipped, and refunds carry the participation's ledger key.
    run: async (services) => {
      const cancelled = await autoCancelCompetitions(services.database, nowOf(services));
      for (const { competitionId, refunded } of cancelled) services.log.info(`competition ${competitionId} cancelled below its minimum; ${refunded} refunds`);
    },
  },
  [RELEASE_PRIZES_JOB]: {
    // Idempotent: a released competition is skipped, and each payout carries its prize's ledger key.
    run: async (services) => {
      const released = await releaseHeldPrizes(services.database, nowOf(services));
      for (const { competitionId, prizes, coins } of released) services.log.info(`competition ${competitionId}: review over, ${prizes} prizes released, ${coins} coins paid`);
    },
  },
  [RANK_COMPETITION_JOB]: {
    // Idempotent, like every re-rank.
    run: (services, data) => rerankAndSettle(services, competitionIdOf(data)),
  },
};

/**
 * Every minute (pg-boss's finest schedule): auto-cancel looks for competitions an hour from their start and short of
 * their minimum, and the release pays the prizes whose review hold is over.
 */
export const competitionsSchedules = (): Schedule[] => [
  { job: AUTO_CANCEL_JOB, cron: everyCron(60_000) },
  { job: RELEASE_PRIZES_JOB, cron: everyCron(60_000) },
];
