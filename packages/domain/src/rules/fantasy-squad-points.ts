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

const didNotPlay: PlayerMatchStats = { minutesPlayed: 0 };

/**
 * A squad's points for a round: auto-substitutions first, then each counted player's points
 * (captain doubled) summed by event group. A player with no stats is treated as 0 minutes.
 * Captaincy does not pass to anyone when the captain does not play.
 */
export function squadFantasyPoints(players: readonly SquadPick[], statsOf: (playerId: PlayerId) => PlayerMatchStats | undefined): SquadPoints {
  const stats = (id: PlayerId) => statsOf(id) ?? didNotPlay;
  const { substitutions, counted } = autoSubstitutions(players, (id) => stats(id).minutesPlayed);
  const countedIds = new Set(counted);
  const replacedBy = new Map(substitutions.map((s) => [s.in, s.out]));
  let sum: FantasyPoints = { byGroup: emptyPointsByGroup(), total: 0 };

  const perPlayer = players.map((pick): SquadPlayerPoints => {
    const points = playerFantasyPoints(pick.position, stats(pick.playerId), { captain: pick.isCaptain });
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
