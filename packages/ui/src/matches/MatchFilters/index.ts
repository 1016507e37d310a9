export { MatchFilters, matchStateFilters, type MatchFiltersProps, type MatchStateFilterValue } from './MatchFilters.tsx';
