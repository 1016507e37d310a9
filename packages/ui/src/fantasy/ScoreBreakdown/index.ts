export {
  PlayerPointsBreakdown,
  ScoreBreakdown,
  scoreBreakdownRowTotal,
  scoreBreakdownTotals,
  type PlayerPointsBreakdownProps,
  type PointsBreakdownItem,
  type ScoreBreakdownProps,
  type ScoreBreakdownRow,
  type ScoreBreakdownStat,
} from './ScoreBreakdown.tsx';
