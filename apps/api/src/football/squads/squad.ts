import { createSeededRandom, hashText, type SeededRandom } from '@hadaf/domain';
import type { Position } from '../simulator/match-script.ts';
import { familyNames, firstNames } from './player-names.ts';

/** A generated squad member, before it has an id. */
export interface SquadPlayer {
  nameEn: string;
  nameAr: string;
  number: number;
  position: Position;
  /** Millions, one decimal. */
  price: number;
  /** A generated avatar (SVG data URI). */
  photo: string;
}

/**
 * 23 per team (issue 14): 3 goalkeepers, 8 defenders, 8 midfielders, 4 attackers — every formation's lines plus
 * substitutes, and choice left over.
 */
export const SQUAD_SHAPE: readonly (readonly [Position, number])[] = [
  ['Goalkeeper', 3],
  ['Defender', 8],
  ['Midfielder', 8],
  ['Attacker', 4],
];
export const SQUAD_SIZE = SQUAD_SHAPE.reduce((sum, [, count]) => sum + count, 0);

/**
 * Prices in tenths of a million, one tier per player of each position, from the team's star down (a little of each
 * team's own on top). The cheapest legal 15 costs about 23–26 million and the dearest about 36–39, so the default
 * budget of 30 million (competitions §9) buys a squad that mixes stars and bargains.
 */
export const PRICE_TIERS: Readonly<Record<Position, readonly number[]>> = {
  Goalkeeper: [20, 14, 9],
  Defender: [26, 22, 19, 16, 14, 12, 10, 8],
  Midfielder: [34, 29, 25, 21, 18, 15, 12, 10],
  Attacker: [42, 33, 25, 16],
};
/** The most a team adds to a tier, in tenths. */
export const PRICE_JITTER = 2;

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'] as const;
const HAIR = ['#2c1b10', '#4a3222', '#0f0f0f', '#8b5a2b', '#d6b370'] as const;
const SHIRT = ['#0f5132', '#1e3a70', '#7a1f3d', '#c8102e', '#3b2a6b', '#1f7a3a', '#f2c500'] as const;

/**
 * A head-and-shoulders avatar in the team's shirt colour; the same for the same player. No shirt number in the
 * picture: one image serves both languages, so the views write the number in the reader's digits (issue 30).
 */
function avatar(random: SeededRandom, shirt: string): string {
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e2e8f0"/>` +
    `<path d="M8 64 a24 20 0 0 1 48 0 Z" fill="${shirt}"/>` +
    `<rect x="27" y="36" width="10" height="8" fill="${skin}"/><circle cx="32" cy="26" r="12" fill="${skin}"/>` +
    `<path d="M20 25 a12 12 0 0 1 24 0 q-6 -6 -12 -5 q-6 -1 -12 5 Z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * A team's squad, generated from its key alone: the same team always gets the same players whatever else exists,
 * so seeding or re-importing changes nothing. Display names are unique within the team and read in both languages.
 */
export function generateSquad(teamKey: string): SquadPlayer[] {
  const random = createSeededRandom(hashText(`squad:${teamKey}`));
  const shirt = random.pick(SHIRT);
  const used = new Set<string>();
  const players: SquadPlayer[] = [];
  let number = 1;
  for (const [position, count] of SQUAD_SHAPE) {
    for (let index = 0; index < count; index++) {
      // Shown as an initial and a family name: neither language's display name repeats within the team.
      const display = () => {
        const [first, family] = [random.pick(firstNames), random.pick(familyNames)];
        return { nameEn: `${first[0][0]}. ${family[0]}`, nameAr: `${first[1][0]}. ${family[1]}` };
      };
      let name = display();
      while (used.has(name.nameEn) || used.has(name.nameAr)) name = display();
      used.add(name.nameEn).add(name.nameAr);
      players.push({
        ...name,
        number,
        position,
        price: (PRICE_TIERS[position][index]! + random.int(0, PRICE_JITTER)) / 10,
        photo: avatar(random, shirt),
      });
      number += 1;
    }
  }
  return players;
}
