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

/**
 * The same over a competition of several matches (docs/decisions/fantasy.md): a player's points are the sum of his
 * points in each match he played (playing time and clean sheets count per match), and the automatic substitutions
 * look at his minutes over all of them, so a starter is replaced only while he has played none.
 */
export function squadFantasyPointsOverMatches(
  players: readonly SquadPick[],
  matchesOf: (playerId: PlayerId) => readonly PlayerMatchStats[],
): SquadPoints {
  const matches = new Map(players.map((pick) => [pick.playerId, matchesOf(pick.playerId)]));
  const minutesOf = (id: PlayerId) => (matches.get(id) ?? []).reduce((sum, stats) => sum + stats.minutesPlayed, 0);
  const { substitutions, counted } = autoSubstitutions(players, minutesOf);
  const countedIds = new Set(counted);
  const replacedBy = new Map(substitutions.map((s) => [s.in, s.out]));
  let sum: FantasyPoints = { byGroup: emptyPointsByGroup(), total: 0 };

  const perPlayer = players.map((pick): SquadPlayerPoints => {
    const points = (matches.get(pick.playerId) ?? []).reduce<FantasyPoints>(
      (total, stats) => addPoints(total, playerFantasyPoints(pick.position, stats, { captain: pick.isCaptain })),
      { byGroup: emptyPointsByGroup(), total: 0 },
    );
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
