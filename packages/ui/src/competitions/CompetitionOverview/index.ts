export { CompetitionOverview, type CompetitionOverviewData, type CompetitionOverviewProps, type WinningStrategy } from './CompetitionOverview.tsx';
