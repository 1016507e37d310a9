export { CompetitionRules, type CompetitionRulesProps } from './CompetitionRules.tsx';
