import { formationCounts, isFormation, positions, type Formation, type Position } from './fantasy-types.ts';

/**
 * Fantasy squad rules (competitions-and-groups.md §3, §5, §8, §9): 15 players in a formation, slots per
 * position group, a budget in millions, one captain. All functions are pure and return new squads.
 */

export const SQUAD_SIZE = 15;
/** Budget in millions used when the competition has none (null, undefined or 0). */
export const DEFAULT_SQUAD_BUDGET = 30;

/** The least a player needs for the squad rules; prices are in millions (e.g. 7.5). */
export interface SquadPlayer {
  id: number;
  price: number;
  position: Position;
}

/**
 * A squad: players in the order they were added. Within a position group the first `starters` players
 * start and the last slot of the group is the substitute (see `substituteIds`).
 */
export interface Squad<P extends SquadPlayer = SquadPlayer> {
  formation: Formation | null;
  players: readonly P[];
  /** Normally zero or one id; a squad loaded from the server may carry more, which validation reports. */
  captainIds: readonly number[];
}

export type SlotCounts = Record<Position, number>;

/** Starters per group: one goalkeeper, the formation's outfield numbers. */
export function starterCounts(formation: Formation): SlotCounts {
  return { Goalkeeper: 1, ...formationCounts(formation) };
}

/** Slots per group: the starters plus one substitute each (GK 2; DEF/MID/ATT formation number + 1). */
export function squadSlots(formation: Formation): SlotCounts {
  const starters = starterCounts(formation);
  return {
    Goalkeeper: starters.Goalkeeper + 1,
    Defender: starters.Defender + 1,
    Midfielder: starters.Midfielder + 1,
    Attacker: starters.Attacker + 1,
  };
}

/** The competition's budget in millions, or the 30 million default when it has none. */
export function squadBudget(competitionBudget: number | null | undefined): number {
  return typeof competitionBudget === 'number' && Number.isFinite(competitionBudget) && competitionBudget > 0
    ? competitionBudget
    : DEFAULT_SQUAD_BUDGET;
}

export function emptySquad<P extends SquadPlayer = SquadPlayer>(formation: Formation | null = null): Squad<P> {
  return { formation, players: [], captainIds: [] };
}

/** Money is summed in hundredths of a million so 0.1 + 0.2 never drifts. */
function toHundredths(millions: number): number {
  return Math.round(millions * 100);
}

export function spentBudget(squad: Squad): number {
  return squad.players.reduce((sum, player) => sum + toHundredths(player.price), 0) / 100;
}

/** Budget minus the sum of prices, in millions; negative when over budget. */
export function remainingBudget(squad: Squad, budget: number): number {
  return (toHundredths(budget) - squad.players.reduce((sum, player) => sum + toHundredths(player.price), 0)) / 100;
}

export function playersInPosition<P extends SquadPlayer>(squad: Squad<P>, position: Position): P[] {
  return squad.players.filter((player) => player.position === position);
}

export function isInSquad(squad: Squad, playerId: number): boolean {
  return squad.players.some((player) => player.id === playerId);
}

/** Free slots in a group; 0 without a formation (players are picked after the formation). */
export function slotsLeft(squad: Squad, position: Position): number {
  if (!squad.formation) return 0;
  return Math.max(0, squadSlots(squad.formation)[position] - playersInPosition(squad, position).length);
}

/** The substitute of each group: the player in the slot after the starters. */
export function substituteIds(squad: Squad): number[] {
  if (!squad.formation) return [];
  const starters = starterCounts(squad.formation);
  return positions.flatMap((position) => {
    const substitute = playersInPosition(squad, position)[starters[position]];
    return substitute ? [substitute.id] : [];
  });
}

export type AddPlayerRejection = 'squad.errors.noFormation' | 'squad.errors.alreadyInSquad' | 'squad.errors.positionFull' | 'squad.errors.squadFull';

export type AddPlayerResult<P extends SquadPlayer> = { ok: true; squad: Squad<P> } | { ok: false; reason: AddPlayerRejection; squad: Squad<P> };

/**
 * Adds a player to his position group. Going over budget is allowed (the save hint reports it);
 * a second copy, a full group, a full squad or a missing formation is not.
 */
export function addPlayer<P extends SquadPlayer>(squad: Squad<P>, player: P): AddPlayerResult<P> {
  const reject = (reason: AddPlayerRejection): AddPlayerResult<P> => ({ ok: false, reason, squad });
  if (!squad.formation) return reject('squad.errors.noFormation');
  if (isInSquad(squad, player.id)) return reject('squad.errors.alreadyInSquad');
  if (squad.players.length >= SQUAD_SIZE) return reject('squad.errors.squadFull');
  if (slotsLeft(squad, player.position) === 0) return reject('squad.errors.positionFull');
  return { ok: true, squad: { ...squad, players: [...squad.players, player] } };
}

/** Removes a player; removing the captain leaves the squad without one. */
export function removePlayer<P extends SquadPlayer>(squad: Squad<P>, playerId: number): Squad<P> {
  if (!isInSquad(squad, playerId)) return squad;
  return {
    ...squad,
    players: squad.players.filter((player) => player.id !== playerId),
    captainIds: squad.captainIds.filter((id) => id !== playerId),
  };
}

/** Selecting a player: a chosen player is toggled off, anyone else is added (see `addPlayer`). */
export function togglePlayer<P extends SquadPlayer>(squad: Squad<P>, player: P): AddPlayerResult<P> {
  if (isInSquad(squad, player.id)) return { ok: true, squad: removePlayer(squad, player.id) };
  return addPlayer(squad, player);
}

/** Makes a squad player his group's substitute by moving him to the group's last slot. */
export function makeSubstitute<P extends SquadPlayer>(squad: Squad<P>, playerId: number): Squad<P> {
  const player = squad.players.find((candidate) => candidate.id === playerId);
  if (!player) return squad;
  return { ...squad, players: [...squad.players.filter((candidate) => candidate.id !== playerId), player] };
}

/** One captain: setting one clears the other. Players outside the squad cannot be captain. */
export function setCaptain<P extends SquadPlayer>(squad: Squad<P>, playerId: number): Squad<P> {
  if (!isInSquad(squad, playerId)) return squad;
  return { ...squad, captainIds: [playerId] };
}

export function captainId(squad: Squad): number | null {
  return squad.captainIds[0] ?? null;
}

/** Changing formation with players chosen needs the user's confirmation, since it resets the lineup. */
export function formationChangeNeedsConfirmation(squad: Squad, formation: Formation): boolean {
  return squad.formation !== formation && squad.players.length > 0;
}

/** A new formation resets the lineup; picking the same formation changes nothing. */
export function changeFormation<P extends SquadPlayer>(squad: Squad<P>, formation: Formation): Squad<P> {
  if (squad.formation === formation) return squad;
  return emptySquad<P>(formation);
}

// ——— Validation ———

/** Error keys as the server sends them in its errors object (§8). */
export type TeamSetupErrorKey =
  | 'team_setup.multiple_captains'
  | 'team_setup.invalid_goalkeeper_player'
  | 'team_setup.invalid_defender_player'
  | 'team_setup.invalid_midfielder_player'
  | 'team_setup.invalid_attacker_player'
  | 'team_setup.invalid_player'
  | 'team_setup.budget';

/** Translation keys of the §8 messages. */
export type TeamSetupErrorMessage =
  | 'squad.errors.multipleCaptains'
  | 'squad.errors.invalidTeamSetup'
  | 'squad.errors.invalidPlayer'
  | 'squad.errors.invalidBudget';

export const teamSetupErrorMessages: Readonly<Record<TeamSetupErrorKey, TeamSetupErrorMessage>> = {
  'team_setup.multiple_captains': 'squad.errors.multipleCaptains',
  'team_setup.invalid_goalkeeper_player': 'squad.errors.invalidTeamSetup',
  'team_setup.invalid_defender_player': 'squad.errors.invalidTeamSetup',
  'team_setup.invalid_midfielder_player': 'squad.errors.invalidTeamSetup',
  'team_setup.invalid_attacker_player': 'squad.errors.invalidTeamSetup',
  'team_setup.invalid_player': 'squad.errors.invalidPlayer',
  'team_setup.budget': 'squad.errors.invalidBudget',
};

/** The translation key for a server error key, or null when the key is not in the catalogue. */
export function teamSetupErrorMessage(serverKey: string): TeamSetupErrorMessage | null {
  return Object.hasOwn(teamSetupErrorMessages, serverKey) ? teamSetupErrorMessages[serverKey as TeamSetupErrorKey] : null;
}

export interface SquadIssue {
  key: TeamSetupErrorKey;
  message: TeamSetupErrorMessage;
}

/** The error key of a position group that is not filled as the formation says. */
export const invalidGroupKey: Readonly<Record<Position, TeamSetupErrorKey>> = {
  Goalkeeper: 'team_setup.invalid_goalkeeper_player',
  Defender: 'team_setup.invalid_defender_player',
  Midfielder: 'team_setup.invalid_midfielder_player',
  Attacker: 'team_setup.invalid_attacker_player',
};

export interface SquadValidationOptions {
  budget: number;
  /** Whether a player may play in this competition; every player is eligible when omitted. */
  isEligible?: (player: SquadPlayer) => boolean;
}

function issue(key: TeamSetupErrorKey): SquadIssue {
  return { key, message: teamSetupErrorMessages[key] };
}

/**
 * The same checks the server makes, with its error keys: one captain, every group filled exactly
 * (needs a formation), every player eligible, remaining budget ≥ 0. An empty list means valid.
 */
export function validateSquad(squad: Squad, options: SquadValidationOptions): SquadIssue[] {
  const issues: SquadIssue[] = [];
  if (squad.captainIds.length > 1) issues.push(issue('team_setup.multiple_captains'));
  if (squad.formation) {
    const slots = squadSlots(squad.formation);
    for (const position of positions) {
      if (playersInPosition(squad, position).length !== slots[position]) issues.push(issue(invalidGroupKey[position]));
    }
  }
  const isEligible = options.isEligible;
  if (isEligible && squad.players.some((player) => !isEligible(player))) issues.push(issue('team_setup.invalid_player'));
  if (remainingBudget(squad, options.budget) < 0) issues.push(issue('team_setup.budget'));
  return issues;
}

export type SquadSaveHint = 'squad.hints.noFormation' | 'squad.hints.wrongPlayerCount' | 'squad.hints.overBudget';

/** Why the save button cannot save (shown for 2 s): no formation, not 15 players, over budget. */
export function squadSaveHints(squad: Squad, budget: number): SquadSaveHint[] {
  const hints: SquadSaveHint[] = [];
  if (!squad.formation) hints.push('squad.hints.noFormation');
  if (squad.players.length !== SQUAD_SIZE) hints.push('squad.hints.wrongPlayerCount');
  if (remainingBudget(squad, budget) < 0) hints.push('squad.hints.overBudget');
  return hints;
}

export function canSaveSquad(squad: Squad, budget: number): boolean {
  return squadSaveHints(squad, budget).length === 0;
}

// ——— Wire format ———

export interface TeamSetupPlayerEntry {
  id: number;
  is_captain: 0 | 1;
  is_substitute: 0 | 1;
}

/** POST /v2/competitions/{id}/team-setup body. */
export interface TeamSetupPayload {
  formation: Formation;
  players: TeamSetupPlayerEntry[];
}

/** The save body, only when 15 players and a formation are present; null otherwise. */
export function toTeamSetupPayload(squad: Squad): TeamSetupPayload | null {
  if (!squad.formation || squad.players.length !== SQUAD_SIZE) return null;
  const substitutes = new Set(substituteIds(squad));
  return {
    formation: squad.formation,
    players: squad.players.map((player) => ({
      id: player.id,
      is_captain: squad.captainIds.includes(player.id) ? 1 : 0,
      is_substitute: substitutes.has(player.id) ? 1 : 0,
    })),
  };
}

/** A player as GET team-setup returns him: captain and substitute flags as 0/1 or booleans. */
export type SavedSquadPlayer<P extends SquadPlayer> = P & { is_captain?: number | boolean | null; is_substitute?: number | boolean | null };

export interface SavedTeamSetup<P extends SquadPlayer> {
  formation?: string | null;
  players?: readonly SavedSquadPlayer<P>[] | null;
}

/**
 * A squad from GET team-setup: within each group the starters come before the substitute; unknown
 * formations become null; every flagged captain is kept so validation can report several.
 */
export function squadFromTeamSetup<P extends SquadPlayer>(saved: SavedTeamSetup<P> | null | undefined): Squad<P> {
  const formation = isFormation(saved?.formation) ? saved.formation : null;
  const entries = saved?.players ?? [];
  const starters = entries.filter((player) => !player.is_substitute);
  const substitutes = entries.filter((player) => Boolean(player.is_substitute));
  const players = positions.flatMap((position) =>
    [...starters, ...substitutes].filter((player) => player.position === position).map((player) => stripFlags(player)),
  );
  const captainIds = entries.filter((player) => Boolean(player.is_captain)).map((player) => player.id);
  return { formation, players, captainIds };
}

function stripFlags<P extends SquadPlayer>(player: SavedSquadPlayer<P>): P {
  const { is_captain: _captain, is_substitute: _substitute, ...rest } = player;
  // rest is P without the saved flags; TypeScript cannot prove Omit<P & Flags, keyof Flags> is P for a generic P.
  return rest as unknown as P;
}
