// Match cards, lists, filters, search results and the prediction panel.
export * from './MatchCard/index.ts';
export * from './MatchFilters/index.ts';
export * from './MatchList/index.ts';
export * from './PredictionCard/index.ts';
export * from './PredictionPanel/index.ts';
export * from './SearchResults/index.ts';
