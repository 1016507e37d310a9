import { MINUTE_MS } from '../clock.ts';
import { createSeededRandom, mixSeed } from '@hadaf/domain';

/**
 * The pure heart of the live simulator: what happens in minute m of match X. Each minute draws from its own
 * seeded stream (seed, match id, minute), so the result never depends on how often the simulator ticks or
 * whether it catches up after a restart: one match always plays out the same way.
 */

export type Position = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Attacker';
export type Side = 'home' | 'away';

export interface SimPlayer {
  id: number;
  position: Position;
}

export interface SimEvent {
  side: Side;
  playerId: number;
  type: 'lineup' | 'goal' | 'assist' | 'yellow-card' | 'red-card' | 'save';
  minute: number;
}

export const FULL_TIME_MINUTE = 90;

// Average goals per match in top leagues are about 1.5 at home and 1.2 away.
const GOAL_PER_MINUTE: Record<Side, number> = { home: 1.5 / 90, away: 1.2 / 90 };
const YELLOW_PER_MINUTE = 3.6 / 90 / 2;
const SAVE_PER_MINUTE = 3 / 90 / 2;
const scorerWeight: Record<Position, number> = { Goalkeeper: 0, Defender: 1, Midfielder: 3, Attacker: 6 };

/** The starting eleven: 1 goalkeeper, 4 defenders, 4 midfielders, 2 attackers, taken in squad order. */
export function startingEleven(squad: readonly SimPlayer[]): SimPlayer[] {
  const wanted: Record<Position, number> = { Goalkeeper: 1, Defender: 4, Midfielder: 4, Attacker: 2 };
  return squad.filter((player) => wanted[player.position]-- > 0);
}

/** The simulated match minute at `now` for a kick-off at `start` and a speed factor (1 = real time). */
export function simulatedMinute(start: Date, now: Date, speed: number): number {
  const minutes = Math.floor(((now.getTime() - start.getTime()) * speed) / MINUTE_MS);
  return Math.max(0, Math.min(FULL_TIME_MINUTE, minutes));
}

function weightedPick(players: readonly SimPlayer[], weight: (player: SimPlayer) => number, random: () => number): SimPlayer | undefined {
  const total = players.reduce((sum, player) => sum + weight(player), 0);
  if (total <= 0) return undefined;
  let roll = random() * total;
  for (const player of players) {
    roll -= weight(player);
    if (roll < 0) return player;
  }
  return players[players.length - 1];
}

export function kickOffEvents(home: readonly SimPlayer[], away: readonly SimPlayer[]): SimEvent[] {
  const lineups = (side: Side, squad: readonly SimPlayer[]) =>
    startingEleven(squad).map((player): SimEvent => ({ side, playerId: player.id, type: 'lineup', minute: 0 }));
  return [...lineups('home', home), ...lineups('away', away)];
}

/** Events of one minute (1..90). A goal is a 'goal' event (plus maybe an 'assist'); a team without players still scores. */
export function minuteEvents(
  seed: number,
  matchId: number,
  minute: number,
  squads: Readonly<Record<Side, readonly SimPlayer[]>>,
): { goals: Side[]; events: SimEvent[] } {
  const random = createSeededRandom(mixSeed(seed, matchId, minute));
  const goals: Side[] = [];
  const events: SimEvent[] = [];
  for (const side of ['home', 'away'] as const) {
    const eleven = startingEleven(squads[side]);
    const opponents = startingEleven(squads[side === 'home' ? 'away' : 'home']);
    if (random.chance(GOAL_PER_MINUTE[side])) {
      goals.push(side);
      const scorer = weightedPick(eleven, (player) => scorerWeight[player.position], random.next);
      if (scorer) {
        events.push({ side, playerId: scorer.id, type: 'goal', minute });
        const assistant = random.chance(0.7) ? weightedPick(eleven, (player) => (player.id === scorer.id ? 0 : 1), random.next) : undefined;
        if (assistant) events.push({ side, playerId: assistant.id, type: 'assist', minute });
      }
    } else if (random.chance(SAVE_PER_MINUTE)) {
      const keeper = opponents.find((player) => player.position === 'Goalkeeper');
      if (keeper) events.push({ side: side === 'home' ? 'away' : 'home', playerId: keeper.id, type: 'save', minute });
    }
    if (random.chance(YELLOW_PER_MINUTE)) {
      const booked = weightedPick(eleven, (player) => (player.position === 'Goalkeeper' ? 0.2 : 1), random.next);
      if (booked) events.push({ side, playerId: booked.id, type: random.chance(0.05) ? 'red-card' : 'yellow-card', minute });
    }
  }
  return { goals, events };
}

/** Plays minutes from+1..to (inclusive) and sums the goals: how the simulator catches up, and how demo results are made. */
export function playMinutes(
  seed: number,
  matchId: number,
  from: number,
  to: number,
  squads: Readonly<Record<Side, readonly SimPlayer[]>>,
): { homeGoals: number; awayGoals: number; events: SimEvent[] } {
  let homeGoals = 0;
  let awayGoals = 0;
  const events: SimEvent[] = [];
  for (let minute = Math.max(1, from + 1); minute <= Math.min(to, FULL_TIME_MINUTE); minute++) {
    const played = minuteEvents(seed, matchId, minute, squads);
    for (const side of played.goals) {
      if (side === 'home') homeGoals++;
      else awayGoals++;
    }
    events.push(...played.events);
  }
  return { homeGoals, awayGoals, events };
}
