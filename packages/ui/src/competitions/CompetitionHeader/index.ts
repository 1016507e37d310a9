export { CompetitionHeader, type CompetitionHeaderData, type CompetitionHeaderProps } from './CompetitionHeader.tsx';
