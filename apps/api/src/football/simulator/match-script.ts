import { MINUTE_MS } from '../clock.ts';
import { createSeededRandom, mixSeed } from '@hadaf/domain';
import type { Schemas } from '../../platform/contract/types.ts';

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
  /** The contract's player event types, as an admin enters them. */
  type: Schemas['FantasyEventType'];
  minute: number;
  /** Events of the kind in one row (passes and tackles come as counts per quarter hour); 1 when absent. */
  count?: number;
}

export const FULL_TIME_MINUTE = 90;

// Average goals per match in top leagues are about 1.5 at home and 1.2 away.
const GOAL_PER_MINUTE: Record<Side, number> = { home: 1.5 / 90, away: 1.2 / 90 };
const YELLOW_PER_MINUTE = 3.6 / 90 / 2;
const SAVE_PER_MINUTE = 3 / 90 / 2;
const PENALTY_PER_MINUTE = 0.25 / 90;
const OWN_GOAL_PER_MINUTE = 0.06 / 90;
const SUBSTITUTIONS = 3;
/** Passes, tackles and blocks are counted per quarter hour, at these minutes. */
const SPELL_MINUTES = 15;
const scorerWeight: Record<Position, number> = { Goalkeeper: 0, Defender: 1, Midfielder: 3, Attacker: 6 };
const takerWeight: Record<Position, number> = { Goalkeeper: 0, Defender: 0.5, Midfielder: 2, Attacker: 4 };
/** Successful passes per quarter hour by position, low to high. */
const passes: Record<Position, [number, number]> = { Goalkeeper: [2, 6], Defender: [5, 12], Midfielder: [6, 14], Attacker: [2, 7] };
const tackleChance: Record<Position, number> = { Goalkeeper: 0, Defender: 0.5, Midfielder: 0.4, Attacker: 0.15 };
const blockChance: Record<Position, number> = { Goalkeeper: 0, Defender: 0.3, Midfielder: 0.1, Attacker: 0.02 };

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

interface Substitution {
  minute: number;
  out: SimPlayer;
  in: SimPlayer;
}

/**
 * A side's three substitutions, fixed per match (seed, match id, side) so every tick agrees: an outfield starter
 * leaves between the 55th and the 85th minute for a bench player of his position, when the bench has one.
 */
export function substitutions(seed: number, matchId: number, side: Side, squad: readonly SimPlayer[]): Substitution[] {
  const random = createSeededRandom(mixSeed(seed, matchId, side === 'home' ? 1001 : 1002));
  const eleven = startingEleven(squad);
  const bench = squad.filter((player) => !eleven.includes(player));
  const planned: Substitution[] = [];
  for (let index = 0; index < SUBSTITUTIONS; index++) {
    const candidates = eleven.filter((player) => player.position !== 'Goalkeeper' && !planned.some((sub) => sub.out === player));
    const out = candidates.length > 0 ? random.pick(candidates) : undefined;
    const replacement = out && bench.find((player) => player.position === out.position && !planned.some((sub) => sub.in === player));
    const minute = random.int(55, 85);
    if (out && replacement) planned.push({ minute, out, in: replacement });
  }
  return planned;
}

/** Who is on the pitch during `minute`: the eleven, with the substitutions made before it. */
function onPitch(squad: readonly SimPlayer[], subs: readonly Substitution[], minute: number): SimPlayer[] {
  const made = subs.filter((sub) => sub.minute < minute);
  return [...startingEleven(squad).filter((player) => !made.some((sub) => sub.out === player)), ...made.map((sub) => sub.in)];
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/**
 * Events of one minute (1..90): goals (with an assist most of the time), penalties (scored, saved or missed), own
 * goals, saves, cards, the planned substitutions, and every quarter hour each player's successful passes, tackles and
 * blocks as counts. A team without players still scores.
 */
export function minuteEvents(
  seed: number,
  matchId: number,
  minute: number,
  squads: Readonly<Record<Side, readonly SimPlayer[]>>,
): { goals: Side[]; events: SimEvent[] } {
  const random = createSeededRandom(mixSeed(seed, matchId, minute));
  const goals: Side[] = [];
  const events: SimEvent[] = [];
  const subs = { home: substitutions(seed, matchId, 'home', squads.home), away: substitutions(seed, matchId, 'away', squads.away) };
  const pitch = { home: onPitch(squads.home, subs.home, minute), away: onPitch(squads.away, subs.away, minute) };
  for (const side of ['home', 'away'] as const) {
    for (const sub of subs[side].filter((planned) => planned.minute === minute)) {
      events.push({ side, playerId: sub.out.id, type: 'substitution-out', minute }, { side, playerId: sub.in.id, type: 'substitution-in', minute });
    }
  }
  for (const side of ['home', 'away'] as const) {
    const eleven = pitch[side];
    const keeper = pitch[other(side)].find((player) => player.position === 'Goalkeeper');
    if (random.chance(GOAL_PER_MINUTE[side])) {
      goals.push(side);
      const scorer = weightedPick(eleven, (player) => scorerWeight[player.position], random.next);
      if (scorer) {
        events.push({ side, playerId: scorer.id, type: 'goal', minute });
        const assistant = random.chance(0.7) ? weightedPick(eleven, (player) => (player.id === scorer.id ? 0 : 1), random.next) : undefined;
        if (assistant) events.push({ side, playerId: assistant.id, type: 'assist', minute });
      }
    } else if (random.chance(PENALTY_PER_MINUTE)) {
      const taker = weightedPick(eleven, (player) => takerWeight[player.position], random.next);
      const roll = random.next();
      if (roll < 0.76) {
        goals.push(side);
        if (taker) events.push({ side, playerId: taker.id, type: 'goal', minute });
      } else if (taker) {
        events.push({ side, playerId: taker.id, type: 'penalty-miss', minute });
        if (roll < 0.92 && keeper) events.push({ side: other(side), playerId: keeper.id, type: 'penalty-save', minute });
      }
    } else if (random.chance(OWN_GOAL_PER_MINUTE)) {
      goals.push(side);
      const unlucky = weightedPick(pitch[other(side)], (player) => (player.position === 'Defender' ? 3 : player.position === 'Goalkeeper' ? 0.5 : 1), random.next);
      if (unlucky) events.push({ side: other(side), playerId: unlucky.id, type: 'own-goal', minute });
    } else if (random.chance(SAVE_PER_MINUTE)) {
      if (keeper) events.push({ side: other(side), playerId: keeper.id, type: 'save', minute });
    }
    if (random.chance(YELLOW_PER_MINUTE)) {
      const booked = weightedPick(eleven, (player) => (player.position === 'Goalkeeper' ? 0.2 : 1), random.next);
      if (booked) events.push({ side, playerId: booked.id, type: random.chance(0.05) ? 'red-card' : 'yellow-card', minute });
    }
    if (minute % SPELL_MINUTES === 0) {
      for (const player of eleven) {
        const [low, high] = passes[player.position];
        events.push({ side, playerId: player.id, type: 'successful-pass', minute, count: random.int(low, high) });
        if (random.chance(tackleChance[player.position])) events.push({ side, playerId: player.id, type: 'tackle', minute, count: random.int(1, 3) });
        if (random.chance(blockChance[player.position])) events.push({ side, playerId: player.id, type: 'block', minute });
      }
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
