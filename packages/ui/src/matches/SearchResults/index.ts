export { SearchResults, type SearchCompetitionResult, type SearchGroupResult, type SearchPlayerResult, type SearchResultsProps, type SearchSections } from './SearchResults.tsx';
