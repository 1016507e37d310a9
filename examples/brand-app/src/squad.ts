import type { SquadPitchLine } from '@hadaf/ui/fantasy';

const team = { id: 1, name: 'Goal Rush FC', code: 'GRF', logoUrl: null };
const player = (id: number, name: string, position: SquadPitchLine['position'], price: number, captain = false) => ({
  id,
  name,
  number: id,
  position,
  price,
  photoUrl: null,
  team,
  isCaptain: captain,
  isSubstitute: false,
});

/** A squad in the making: a few players picked, the other places still empty. */
export const squadLines: readonly SquadPitchLine[] = [
  { position: 'Goalkeeper', starters: [player(1, 'M. El Shenawy', 'Goalkeeper', 5.5)], substitutes: [], emptyStarterSlots: 0, emptySubstituteSlots: 1 },
  { position: 'Defender', starters: [player(4, 'A. Hegazi', 'Defender', 5), player(6, 'Y. Ibrahim', 'Defender', 4.5)], substitutes: [], emptyStarterSlots: 2, emptySubstituteSlots: 1 },
  { position: 'Midfielder', starters: [player(10, 'M. Salah', 'Midfielder', 12.5, true), player(8, 'E. Ashour', 'Midfielder', 7)], substitutes: [], emptyStarterSlots: 2, emptySubstituteSlots: 1 },
  { position: 'Attacker', starters: [player(9, 'O. Marmoush', 'Attacker', 9)], substitutes: [], emptyStarterSlots: 1, emptySubstituteSlots: 1 },
];
