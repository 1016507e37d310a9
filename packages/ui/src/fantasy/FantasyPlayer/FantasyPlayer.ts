import type { Position } from '@hadaf/domain';

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
  /** Availability, e.g. injured; null when available. */
  readonly status?: string | null;
}

/** A squad member: the player and his role in the lineup. */
export interface SquadMemberView extends FantasyPlayerView {
  readonly isCaptain: boolean;
  readonly isSubstitute: boolean;
}
