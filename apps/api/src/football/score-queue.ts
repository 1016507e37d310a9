import type { Database, Queryable } from '../platform/database/database.ts';
import { enqueueJob } from '../platform/jobs/index.ts';

export const SCORE_MATCH_JOB = 'score-match';

/**
 * A final whistle (or a corrected result) asks for scoring in the transaction that records it: the job exists
 * exactly when the result does. Keyed by match, so repeated requests while one waits collapse into it.
 */
export function enqueueScoring(database: Database, tx: Queryable, matchId: number): Promise<void> {
  return enqueueJob(database, tx, SCORE_MATCH_JOB, { matchId }, String(matchId));
}

/** Declared by the fantasy feature (fantasy/index.ts), which owns the points; football asks for it when events move. */
export const FANTASY_POINTS_JOB = 'fantasy-points';

/**
 * A simulator step, an admin event or a corrected result asks for the match's fantasy points again, in the
 * transaction that records the change; keyed by match, so the requests of one burst collapse into one job.
 */
export function enqueueFantasyPoints(database: Database, tx: Queryable, matchId: number): Promise<void> {
  return enqueueJob(database, tx, FANTASY_POINTS_JOB, { matchId }, String(matchId));
}
