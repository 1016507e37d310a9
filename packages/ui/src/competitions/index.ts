// Competition cards, lobby, header, overview, rules, ranking and the creation wizard.
export * from './CompetitionCard/index.ts';
export * from './CompetitionCreated/index.ts';
export * from './CompetitionHeader/index.ts';
export * from './CompetitionLobby/index.ts';
export * from './CompetitionOverview/index.ts';
export * from './CompetitionRules/index.ts';
export * from './CompetitionWizard/index.ts';
export * from './CreatorsList/index.ts';
export * from './LatestCompetitions/index.ts';
export * from './RankingList/index.ts';
export * from './CompetitionBanner/index.ts';
