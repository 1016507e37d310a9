export { SquadBreakdown, type SquadBreakdownProps, type SquadBreakdownView } from './SquadBreakdown.tsx';
