import type { Position } from './fantasy-types.ts';

/**
 * Fantasy points per player and match, competitions-and-groups.md §9. All amounts are integer
 * hundredths of a point, because a successful pass earns 0.02 and adding binary floats drifts
 * (0.02 × 3 ≠ 0.06); convert with hundredthsToPoints only for display (2 decimals).
 */

/** The event groups of a points breakdown, named after the spec's ranking metric names where they match. */
export const fantasyEventGroups = [
  'playing-time',
  'goals',
  'assists',
  'cleansheets',
  'penalties',
  'cards',
  'own-goals',
  'successful-passes',
] as const;
export type FantasyEventGroup = (typeof fantasyEventGroups)[number];

/** One player's events in one match, as the stats feed reports them. Missing counts are 0. */
export interface PlayerMatchStats {
  minutesPlayed: number;
  goals?: number;
  assists?: number;
  /** The player's team conceded no goal; it scores only with 60 minutes or more. */
  cleanSheet?: boolean;
  penaltiesSaved?: number;
  penaltiesMissed?: number;
  yellowCards?: number;
  redCards?: number;
  ownGoals?: number;
  successfulPasses?: number;
}

/** Points values in hundredths. */
export const FANTASY_POINTS = {
  playedUnder60: 100,
  played60OrMore: 200,
  goal: { Goalkeeper: 600, Defender: 600, Midfielder: 500, Attacker: 400 },
  assist: 300,
  cleanSheet: { Goalkeeper: 400, Defender: 400, Midfielder: 100, Attacker: 0 },
  penaltySave: 500,
  penaltyMiss: -200,
  yellowCard: -100,
  redCard: -300,
  ownGoal: -200,
  successfulPass: 2,
} as const satisfies Record<string, number | Record<Position, number>>;

/** 60 minutes or more earns 2 playing-time points and is needed for a clean sheet. */
export const LONG_APPEARANCE_MINUTES = 60;
export const CAPTAIN_MULTIPLIER = 2;

export type PointsByGroup = Record<FantasyEventGroup, number>;

export interface FantasyPoints {
  /** Hundredths per event group. */
  byGroup: PointsByGroup;
  /** Hundredths, the sum of byGroup. */
  total: number;
}

export function emptyPointsByGroup(): PointsByGroup {
  return Object.fromEntries(fantasyEventGroups.map((group) => [group, 0])) as PointsByGroup;
}

/** Counts from the feed must be whole and non-negative: a bad feed should fail loudly, not score quietly. */
function count(value: number | undefined, name: string): number {
  const n = value ?? 0;
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`PlayerMatchStats.${name} must be a whole number ≥ 0, got ${String(value)}`);
  return n;
}

/** n events worth `each`; `+ 0` turns 0 × −200 = −0 into 0, which would otherwise display as "-0.00". */
function times(n: number, each: number): number {
  return n * each + 0;
}

function playingTimePoints(minutes: number): number {
  if (minutes === 0) return 0;
  return minutes < LONG_APPEARANCE_MINUTES ? FANTASY_POINTS.playedUnder60 : FANTASY_POINTS.played60OrMore;
}

/** A player's points for one match; the captain's points are doubled in every group. */
export function playerFantasyPoints(position: Position, stats: PlayerMatchStats, options: { captain?: boolean } = {}): FantasyPoints {
  const minutes = count(stats.minutesPlayed, 'minutesPlayed');
  const byGroup: PointsByGroup = {
    'playing-time': playingTimePoints(minutes),
    goals: times(count(stats.goals, 'goals'), FANTASY_POINTS.goal[position]),
    assists: times(count(stats.assists, 'assists'), FANTASY_POINTS.assist),
    cleansheets: stats.cleanSheet === true && minutes >= LONG_APPEARANCE_MINUTES ? FANTASY_POINTS.cleanSheet[position] : 0,
    penalties:
      times(count(stats.penaltiesSaved, 'penaltiesSaved'), FANTASY_POINTS.penaltySave) +
      times(count(stats.penaltiesMissed, 'penaltiesMissed'), FANTASY_POINTS.penaltyMiss),
    cards: times(count(stats.yellowCards, 'yellowCards'), FANTASY_POINTS.yellowCard) + times(count(stats.redCards, 'redCards'), FANTASY_POINTS.redCard),
    'own-goals': times(count(stats.ownGoals, 'ownGoals'), FANTASY_POINTS.ownGoal),
    'successful-passes': times(count(stats.successfulPasses, 'successfulPasses'), FANTASY_POINTS.successfulPass),
  };
  const multiplier = options.captain === true ? CAPTAIN_MULTIPLIER : 1;
  if (multiplier !== 1) for (const group of fantasyEventGroups) byGroup[group] = times(byGroup[group], multiplier);
  return { byGroup, total: sumGroups(byGroup) };
}

export function sumGroups(byGroup: PointsByGroup): number {
  return fantasyEventGroups.reduce((sum, group) => sum + byGroup[group], 0);
}

/** Adds breakdowns group by group (hundredths stay integers, so the sum is exact). */
export function addPoints(a: FantasyPoints, b: FantasyPoints): FantasyPoints {
  const byGroup = emptyPointsByGroup();
  for (const group of fantasyEventGroups) byGroup[group] = a.byGroup[group] + b.byGroup[group];
  return { byGroup, total: a.total + b.total };
}

/**
 * What each event group counts in a score breakdown, beside its points: minutes for playing time, the number of events
 * for the others, and 1 for a clean sheet only where the table pays one (60 minutes or more, not an attacker).
 */
export function eventGroupValues(position: Position, stats: PlayerMatchStats): Record<FantasyEventGroup, number> {
  return {
    'playing-time': stats.minutesPlayed,
    goals: stats.goals ?? 0,
    assists: stats.assists ?? 0,
    cleansheets: stats.cleanSheet === true && stats.minutesPlayed >= LONG_APPEARANCE_MINUTES && FANTASY_POINTS.cleanSheet[position] > 0 ? 1 : 0,
    penalties: (stats.penaltiesSaved ?? 0) + (stats.penaltiesMissed ?? 0),
    cards: (stats.yellowCards ?? 0) + (stats.redCards ?? 0),
    'own-goals': stats.ownGoals ?? 0,
    'successful-passes': stats.successfulPasses ?? 0,
  };
}

/** Hundredths to points for display, e.g. 1234 → 12.34. */
export function hundredthsToPoints(hundredths: number): number {
  return hundredths / 100;
}

/** The Player entity's points_breakdown[] shape (event_type_group, amount in points), in group order. */
export function toPointsBreakdownList(points: FantasyPoints): Array<{ event_type_group: FantasyEventGroup; amount: number }> {
  return fantasyEventGroups.map((group) => ({ event_type_group: group, amount: hundredthsToPoints(points.byGroup[group]) }));
}
