import type { PlayerMatchStats } from '@hadaf/domain';
import type { Schemas } from '../platform/contract/types.ts';

/**
 * A match's events turned into each player's PlayerMatchStats, the input of the domain's points table
 * (competitions §9). Pure: the fantasy-points job reads the rows and writes the result.
 */

/** The contract's player event types (admin events and the simulator write the same). */
export type MatchEventType = Schemas['FantasyEventType'];

export interface MatchEventRow {
  playerId: number;
  /** The team he plays for in this match. */
  teamId: number;
  type: MatchEventType;
  minute: number;
  /** Events of the kind in one row (passes come as counts). */
  count: number;
}

export interface MatchFacts {
  homeTeamId: number;
  awayTeamId: number;
  /** The minute reached: 90 once finished, the live minute while playing. */
  minute: number;
  homeGoals: number;
  awayGoals: number;
}

/** Per player: the stats the points table reads. */
export type MatchStats = Map<number, PlayerMatchStats>;

function conceded(facts: MatchFacts, teamId: number): number {
  return teamId === facts.homeTeamId ? facts.awayGoals : facts.homeGoals;
}

/**
 * Playing time runs from the lineup (minute 0) or his substitution on, to his substitution off, his red card or the
 * minute reached. A player with events but neither a lineup nor a substitution on (an admin entering a goal alone)
 * started. A clean sheet is his team conceding nothing in the match so far (the domain pays it from 60 minutes).
 */
export function matchStats(events: readonly MatchEventRow[], facts: MatchFacts): MatchStats {
  const byPlayer = new Map<number, MatchEventRow[]>();
  for (const event of events) {
    const own = byPlayer.get(event.playerId);
    if (own) own.push(event);
    else byPlayer.set(event.playerId, [event]);
  }
  const stats: MatchStats = new Map();
  for (const [playerId, own] of byPlayer) {
    const total = (type: MatchEventType) => own.filter((event) => event.type === type).reduce((sum, event) => sum + event.count, 0);
    const firstMinute = (...types: MatchEventType[]) => {
      const minutes = own.filter((event) => types.includes(event.type)).map((event) => event.minute);
      return minutes.length > 0 ? Math.min(...minutes) : null;
    };
    const on = firstMinute('lineup', 'substitution-in') ?? 0;
    const off = firstMinute('substitution-out', 'red-card') ?? facts.minute;
    stats.set(playerId, {
      minutesPlayed: Math.max(0, Math.min(off, facts.minute) - on),
      goals: total('goal'),
      assists: total('assist'),
      cleanSheet: conceded(facts, own[0]!.teamId) === 0,
      penaltiesSaved: total('penalty-save'),
      penaltiesMissed: total('penalty-miss'),
      yellowCards: total('yellow-card'),
      redCards: total('red-card'),
      ownGoals: total('own-goal'),
      successfulPasses: total('successful-pass'),
    });
  }
  return stats;
}
