export { ensureAllSquads, ensureSquads, type SquadTeam } from './squads-repository.ts';
export { generateSquad, PRICE_JITTER, PRICE_TIERS, SQUAD_SHAPE, SQUAD_SIZE, type SquadPlayer } from './squad.ts';
