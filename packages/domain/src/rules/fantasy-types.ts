/** Fantasy positions, named as the spec names them (competitions-and-groups.md §9). */
export type Position = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Attacker';

export const positions = ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'] as const satisfies readonly Position[];

/** The only legal formations, outfield counts as DEF-MID-ATT; a goalkeeper always starts. */
export const formations = ['4-4-2', '4-3-3', '3-5-2', '5-3-2', '4-5-1', '3-4-3'] as const;
export type Formation = (typeof formations)[number];

export interface FormationCounts {
  Defender: number;
  Midfielder: number;
  Attacker: number;
}

export function isFormation(value: unknown): value is Formation {
  return typeof value === 'string' && (formations as readonly string[]).includes(value);
}

/** Outfield counts of a formation, e.g. '4-3-3' → 4 defenders, 3 midfielders, 3 attackers. */
export function formationCounts(f: Formation): FormationCounts {
  const [Defender, Midfielder, Attacker] = f.split('-').map(Number) as [number, number, number];
  return { Defender, Midfielder, Attacker };
}

/** Whether outfield counts (beside the one goalkeeper) make one of the legal formations. */
export function isLegalOutfield(counts: FormationCounts): boolean {
  return formations.some((f) => {
    const legal = formationCounts(f);
    return legal.Defender === counts.Defender && legal.Midfielder === counts.Midfielder && legal.Attacker === counts.Attacker;
  });
}
