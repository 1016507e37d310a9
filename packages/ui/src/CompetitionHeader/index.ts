export { CompetitionHeader, type CompetitionHeaderData, type CompetitionHeaderProps } from './CompetitionHeader.tsx';
export { JoinDialogs, type JoinDialogsProps } from './JoinDialogs.tsx';
