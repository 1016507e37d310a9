import type { SquadPick } from './fantasy-substitution.ts';
import { formationCounts, type Formation, type Position } from './fantasy-types.ts';

const prefix: Record<Position, string> = { Goalkeeper: 'g', Defender: 'd', Midfielder: 'm', Attacker: 'a' };

/**
 * Test helper: a 15-player squad for a formation. Starters are g1, d1…, m1…, a1…; the bench holds
 * one substitute per position, in the order given (default GK, DEF, MID, ATT).
 */
export function buildSquad(
  formation: Formation,
  captain = 'a1',
  benchOrder: readonly Position[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'],
): SquadPick[] {
  const counts = { Goalkeeper: 1, ...formationCounts(formation) };
  const starters: SquadPick[] = [];
  for (const position of ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'] as const) {
    for (let i = 1; i <= counts[position]; i += 1) {
      const playerId = `${prefix[position]}${i}`;
      starters.push({ playerId, position, isCaptain: playerId === captain, isSubstitute: false });
    }
  }
  const bench = benchOrder.map((position): SquadPick => {
    const playerId = `${prefix[position]}${counts[position] + 1}`;
    return { playerId, position, isCaptain: playerId === captain, isSubstitute: true };
  });
  return [...starters, ...bench];
}
