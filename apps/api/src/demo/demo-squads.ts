import { createSeededRandom, positions, remainingBudget, squadBudget, squadSlots, substituteIds, validateSquad, type Formation, type Position, type Squad, type SquadPlayer } from '@hadaf/domain';
import { storeSquad } from '../fantasy/team-setup.ts';
import type { Database } from '../platform/database/database.ts';
import { num, numOrNull, type Row } from '../platform/database/rows.ts';

/**
 * A legal squad for a demo fan in a running fantasy competition, picked from the teams of its matches (so its
 * players score as the simulator plays them): per group a random choice among the cheaper players, then the dearest
 * pick swapped for the cheapest left until the budget holds. The domain's rules check it before it is stored.
 */
export async function seedDemoSquad(database: Database, competitionId: number, userId: number, formation: Formation, seed: number, now: Date): Promise<boolean> {
  const [competition] = await database.query<Row>('SELECT budget FROM competitions WHERE id = $1', [competitionId]);
  const budget = squadBudget(numOrNull(competition?.budget));
  const rows = await database.query<Row>(
    `SELECT p.id, p.position, p.price FROM players p
     WHERE p.team_id IN (SELECT m.home_team_id FROM competition_matches cm JOIN matches m ON m.id = cm.match_id WHERE cm.competition_id = $1
                         UNION SELECT m.away_team_id FROM competition_matches cm JOIN matches m ON m.id = cm.match_id WHERE cm.competition_id = $1)
     ORDER BY p.price, p.id`,
    [competitionId],
  );
  const random = createSeededRandom(seed);
  const slots = squadSlots(formation);
  const groups = new Map<Position, SquadPlayer[]>();
  for (const position of positions) {
    const candidates = rows.filter((row) => row.position === position).map((row) => ({ id: num(row.id), position, price: Number(row.price) }));
    const affordable = candidates.slice(0, Math.max(slots[position], Math.ceil(candidates.length * 0.6)));
    const picked: SquadPlayer[] = [];
    while (picked.length < slots[position] && picked.length < affordable.length) {
      const choice = random.pick(affordable.filter((player) => !picked.includes(player)));
      picked.push(choice);
    }
    groups.set(position, picked);
  }
  const overBudget = () => remainingBudget({ formation, players: [...groups.values()].flat(), captainIds: [] }, budget) < 0;
  // Over budget: the dearest pick gives way to the cheapest player of his position not yet picked.
  for (let guard = 0; overBudget() && guard < 30; guard++) {
    const dearest = [...groups.values()].flat().sort((a, b) => b.price - a.price)[0]!;
    const group = groups.get(dearest.position)!;
    const cheaper = rows.map((row) => ({ id: num(row.id), position: row.position as Position, price: Number(row.price) })).find(
      (player) => player.position === dearest.position && player.price < dearest.price && !group.some((chosen) => chosen.id === player.id),
    );
    if (!cheaper) break;
    group.splice(group.indexOf(dearest), 1, cheaper);
  }
  // Per group the starters, then the substitute (the group's cheapest); the dearest attacker captains.
  const players = positions.flatMap((position) => [...groups.get(position)!].sort((a, b) => b.price - a.price));
  const captain = players.filter((player) => player.position === 'Attacker')[0];
  const squad: Squad = { formation, players, captainIds: captain ? [captain.id] : [] };
  if (validateSquad(squad, { budget }).length > 0) return false;
  await storeSquad(database, competitionId, { userId, formation, playerIds: players.map((player) => player.id), substituteIds: substituteIds(squad), captainId: captain?.id ?? null }, now);
  return true;
}
