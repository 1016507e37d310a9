import type { Position } from '@hadaf/domain';

/** A player's next match as the fantasy views show it (the contract's PlayerFixture). */
export interface FantasyFixtureView {
  /** ISO date-time of the kick-off. */
  readonly start: string;
  /** His team plays at home. */
  readonly home: boolean;
  readonly opponent: { readonly name: string; readonly code: string | null };
}

/**
 * A fantasy player as the squad views show him (the contract's Player, mapped by the app): SquadPitch, SquadList,
 * PlayerPicker, PlayerInfo and ScoreBreakdown all take this shape, so one mapping feeds them all.
 */
export interface FantasyPlayerView {
  readonly id: number;
  readonly name: string;
  readonly number: number | null;
  readonly position: Position;
  /** Millions (formatMillions). */
  readonly price: number;
  /** The player's photo (a generated avatar on the demo server); null shows the shirt alone. */
  readonly photoUrl: string | null;
  readonly team: { readonly id: number; readonly name: string; readonly code: string | null; readonly logoUrl: string | null };
  /** Points of the current round once scored (scored_fantasy_points); null or absent before. */
  readonly points?: number | null;
  /** His points over every match so far (fantasy_points); absent when unknown. */
  readonly totalPoints?: number | null;
  /** Average points per match over his last 5 finished matches; null before his first, absent when unknown. */
  readonly form?: number | null;
  /** His team's next match; null when none is scheduled, absent when unknown. */
  readonly nextFixture?: FantasyFixtureView | null;
  /** Availability, e.g. injured; null when available. */
  readonly status?: string | null;
}

/** A squad member: the player and his role in the lineup. */
export interface SquadMemberView extends FantasyPlayerView {
  readonly isCaptain: boolean;
  readonly isSubstitute: boolean;
}
