export { CompetitionTypes, type CompetitionTypeName, type CompetitionTypesProps } from './CompetitionTypes.tsx';
