export * from './CompetitionCreated.tsx';
