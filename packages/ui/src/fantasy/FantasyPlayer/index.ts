export type { FantasyPlayerView, SquadMemberView } from './FantasyPlayer.ts';
