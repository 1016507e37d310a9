export type { FantasyFixtureView, FantasyPlayerView, SquadMemberView } from './FantasyPlayer.ts';
