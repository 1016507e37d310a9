import type { Feature } from '../platform/feature.ts';
import { competitionsJobs, competitionsSchedules } from './jobs.ts';
import { competitionOperations } from './competition-operations.ts';
import { competitionsOperations } from './operations.ts';
import { rankingOperations } from './ranking-operations.ts';

export const competitionsFeature: Feature = { name: 'competitions', operations: { ...competitionsOperations, ...competitionOperations, ...rankingOperations }, jobs: competitionsJobs, schedules: competitionsSchedules };
/** The re-rank job's handler: the job queue runs it after a final whistle (see rankings.ts). */
export { rerankCompetition, rerankCompetitionsOfMatch, type RerankSummary } from './rankings.ts';
export { joinCompetition, leaveCompetition } from './membership.ts';
export { rerankAndSettle } from './jobs.ts';
export { readRankOf } from './rankings-read.ts';
export { competitionPlayerStats, squadPoints, toStoredSquad, type StoredSquad } from './squad-totals.ts';
export { searchCompetitions, SEARCH_LIMIT } from './competition-list.ts';
export { viewerOf } from './competition-operations.ts';
