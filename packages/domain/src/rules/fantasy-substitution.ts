import { isLegalOutfield, type FormationCounts, type Position } from './fantasy-types.ts';

export type PlayerId = string | number;

/** One squad member as the team-setup call sends it, with the player's position. */
export interface SquadPick {
  playerId: PlayerId;
  position: Position;
  isCaptain: boolean;
  isSubstitute: boolean;
}

export interface Substitution {
  out: PlayerId;
  in: PlayerId;
}

export interface AutoSubstitutionResult {
  substitutions: Substitution[];
  /** The ids whose points count: starters who played plus the substitutes brought on. */
  counted: PlayerId[];
  /** Outfield counts of the final eleven. */
  outfield: FormationCounts;
}

function outfieldCounts(players: readonly SquadPick[]): FormationCounts {
  const counts: FormationCounts = { Defender: 0, Midfielder: 0, Attacker: 0 };
  for (const player of players) if (player.position !== 'Goalkeeper') counts[player.position] += 1;
  return counts;
}

function afterSwap(counts: FormationCounts, out: Position, incoming: Position): FormationCounts {
  const next = { ...counts };
  if (out !== 'Goalkeeper') next[out] -= 1;
  if (incoming !== 'Goalkeeper') next[incoming] += 1;
  return next;
}

/**
 * A substitute scores only when brought on for a starter who played 0 minutes. Rules (see
 * docs/decisions/domain-rules.md): starters are handled in squad order; a goalkeeper is replaced
 * only by the substitute goalkeeper; an outfield starter by a substitute of the same position
 * first, otherwise by the first substitute, in squad order, whose swap leaves a legal formation.
 * A substitute who also played 0 minutes is never brought on (it would add nothing and could use
 * up a place another starter needs). Each substitute comes on at most once.
 */
export function autoSubstitutions(players: readonly SquadPick[], minutesOf: (playerId: PlayerId) => number): AutoSubstitutionResult {
  const starters = players.filter((p) => !p.isSubstitute);
  const bench = players.filter((p) => p.isSubstitute && minutesOf(p.playerId) > 0);
  const used = new Set<PlayerId>();
  const substitutions: Substitution[] = [];
  const counted: PlayerId[] = [];
  let outfield = outfieldCounts(starters);

  for (const starter of starters) {
    if (minutesOf(starter.playerId) > 0) {
      counted.push(starter.playerId);
      continue;
    }
    const available = bench.filter((sub) => !used.has(sub.playerId));
    const replacement =
      starter.position === 'Goalkeeper'
        ? available.find((sub) => sub.position === 'Goalkeeper')
        : (available.find((sub) => sub.position === starter.position) ??
          available.find((sub) => sub.position !== 'Goalkeeper' && isLegalOutfield(afterSwap(outfield, starter.position, sub.position))));
    if (!replacement) continue;
    used.add(replacement.playerId);
    outfield = afterSwap(outfield, starter.position, replacement.position);
    substitutions.push({ out: starter.playerId, in: replacement.playerId });
    counted.push(replacement.playerId);
  }
  return { substitutions, counted, outfield };
}
