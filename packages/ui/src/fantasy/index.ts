// The fantasy squad: pitch, list, team setup, player picker and breakdowns.
export * from './FantasyPlayer/index.ts';
export * from './PlayerInfo/index.ts';
export * from './PlayerPicker/index.ts';
export * from './ScoreBreakdown/index.ts';
export * from './SquadBreakdown/index.ts';
export * from './SquadList/index.ts';
export * from './SquadPitch/index.ts';
export * from './TeamSetup/index.ts';
