export * from './AdminCompetitionReview.tsx';
