export { CompetitionTypes, competitionTypeNames, type CompetitionTypeName, type CompetitionTypesProps } from './CompetitionTypes.tsx';
