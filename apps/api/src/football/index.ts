import type { Feature } from '../platform/feature.ts';
import { adminFootballOperations } from './admin-operations.ts';
import { catalogueOperations } from './catalogue-operations.ts';
import { gamesOperations } from './games-operations.ts';
import { footballJobs, footballSchedules } from './jobs.ts';

/** Matches, bets and predictions, teams and players, match administration and season imports. */
export const footballFeature: Feature = {
  name: 'football',
  operations: { ...gamesOperations, ...catalogueOperations, ...adminFootballOperations },
  jobs: footballJobs,
  schedules: footballSchedules,
};

export { footballSettings, type FootballSettings } from './setup.ts';
export { configureFootball, footballRuntime } from './runtime.ts';
export { insertStandardBets } from './bets-repository.ts';
export { MINUTE_MS, DAY_MS, utcDay } from './clock.ts';
export { simulatorTick } from './simulator/simulator.ts';
export type { Position } from './simulator/match-script.ts';
export { crestDataUri } from './crest.ts';
export { RANK_MATCH_COMPETITIONS_JOB, matchIdOf } from './jobs.ts';
export { nowOf } from './runtime.ts';
export { picture, toLeaguePrizes, toMatch } from './serialize.ts';
export { findMatches } from './games-repository.ts';
export { neighbourMatchDates, visitorGamesJson } from './games-operations.ts';
export { leaguePrizesOf } from './reference-cache.ts';
export { flagOn } from './match-state.ts';
export { ensureAllSquads, ensureSquads, generateSquad, SQUAD_SIZE } from './squads/index.ts';
export { PLAYER_COLUMNS, playerStats, searchPlayers, toPlayers, type PlayerOutlookOptions } from './players.ts';
export { enqueueFantasyPoints, FANTASY_POINTS_JOB } from './score-queue.ts';
