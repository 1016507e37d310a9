import { addPoints, emptyPointsByGroup, playerFantasyPoints, type FantasyPoints, type PlayerMatchStats } from './fantasy-points.ts';
import { autoSubstitutions, type PlayerId, type SquadPick, type Substitution } from './fantasy-substitution.ts';
import type { Position } from './fantasy-types.ts';

export interface SquadPlayerPoints {
  playerId: PlayerId;
  position: Position;
  isCaptain: boolean;
  isSubstitute: boolean;
  /** Whether these points count toward the squad total (a starter, or a substitute brought on). */
  counted: boolean;
  /** The starter this substitute replaced, when auto-substituted on. */
  replaced?: PlayerId;
  /** Hundredths; the captain's are already doubled. Shown for every player, counted or not. */
  points: FantasyPoints;
}

export interface SquadPoints {
  players: SquadPlayerPoints[];
  substitutions: Substitution[];
  /** Hundredths per event group and in total, over the counted players only. */
  byGroup: FantasyPoints['byGroup'];
  total: number;
}

/**
 * A squad's points for a round: auto-substitutions first, then each counted player's points
 * (captain doubled) summed by event group. A player with no stats is treated as 0 minutes.
 * Captaincy does not pass to anyone when the captain does not play.
 */
export function squadFantasyPoints(players: readonly SquadPick[], statsOf: (playerId: PlayerId) => PlayerMatchStats | undefined): SquadPoints {
  return squadFantasyPointsOverMatches(players, (id) => {
    const stats = statsOf(id);
    return stats ? [stats] : [];
  });
}

/** A player's points over a competition's matches, as a squad counts them: plain, as captain, and his minutes. */
export interface PlayerTotals {
  points: FantasyPoints;
  captainPoints: FantasyPoints;
  minutes: number;
}

const noPoints = (): FantasyPoints => ({ byGroup: emptyPointsByGroup(), total: 0 });

/** Sums a player's points match by match (playing time and clean sheets count per match), plain and doubled. */
export function playerTotals(position: SquadPick['position'], matches: readonly PlayerMatchStats[]): PlayerTotals {
  let points = noPoints();
  let captainPoints = noPoints();
  let minutes = 0;
  for (const stats of matches) {
    points = addPoints(points, playerFantasyPoints(position, stats));
    captainPoints = addPoints(captainPoints, playerFantasyPoints(position, stats, { captain: true }));
    minutes += stats.minutesPlayed;
  }
  return { points, captainPoints, minutes };
}

/**
 * The same over a competition of several matches (docs/decisions/fantasy.md): a player's points are the sum of his
 * points in each match he played, and the automatic substitutions look at his minutes over all of them, so a
 * starter is replaced only while he has played none.
 */
export function squadFantasyPointsOverMatches(
  players: readonly SquadPick[],
  matchesOf: (playerId: PlayerId) => readonly PlayerMatchStats[],
): SquadPoints {
  const totals = new Map(players.map((pick) => [pick.playerId, playerTotals(pick.position, matchesOf(pick.playerId))]));
  return squadPointsFromTotals(players, (id) => totals.get(id)!);
}

/** A squad's points from its players' totals (computed once per player when many squads share players). */
export function squadPointsFromTotals(players: readonly SquadPick[], totalsOf: (playerId: PlayerId) => PlayerTotals): SquadPoints {
  const { substitutions, counted } = autoSubstitutions(players, (id) => totalsOf(id).minutes);
  const countedIds = new Set(counted);
  const replacedBy = new Map(substitutions.map((s) => [s.in, s.out]));
  let sum = noPoints();
  const perPlayer = players.map((pick): SquadPlayerPoints => {
    const own = totalsOf(pick.playerId);
    const points = pick.isCaptain ? own.captainPoints : own.points;
    const isCounted = countedIds.has(pick.playerId);
    if (isCounted) sum = addPoints(sum, points);
    const replaced = replacedBy.get(pick.playerId);
    return {
      playerId: pick.playerId,
      position: pick.position,
      isCaptain: pick.isCaptain,
      isSubstitute: pick.isSubstitute,
      counted: isCounted,
      ...(replaced === undefined ? {} : { replaced }),
      points,
    };
  });
  return { players: perPlayer, substitutions, byGroup: sum.byGroup, total: sum.total };
}

/** Only the squad's total in hundredths: the ranking's fast path for a competition of many squads. */
export function squadTotalFromTotals(players: readonly SquadPick[], totalsOf: (playerId: PlayerId) => PlayerTotals): number {
  const { counted } = autoSubstitutions(players, (id) => totalsOf(id).minutes);
  let total = 0;
  for (const pick of players) {
    if (!counted.includes(pick.playerId)) continue;
    const own = totalsOf(pick.playerId);
    total += pick.isCaptain ? own.captainPoints.total : own.points.total;
  }
  return total;
}
