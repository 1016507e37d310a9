// @hadaf/api-client/mocks: MSW handlers, error scenarios and fixture factories (tests, stories, dev).

export {
  adminHandlers,
  authHandlers,
  competitionHandlers,
  fantasyHandlers,
  gameHandlers,
  groupHandlers,
  handlers,
  http,
  meHandlers,
  mockState,
  moneyHandlers,
  profileHandlers,
  rankingHandlers,
  resetMockState,
  searchHandlers,
  storeHandlers,
  systemHandlers,
} from './handlers.ts';
export type { MockState } from './handlers.ts';
export { MOCK_BASE, errorHandlers, errorResponse, mockUrl, validationError } from './scenarios.ts';
export type { ApiPath, MockMethod } from './scenarios.ts';
export * as fixtures from './fixtures/index.ts';
export { createDataset, buildFixtureSamples } from './fixtures/index.ts';
export type { Dataset, FixtureLanguage, FixtureOptions, FixtureSample } from './fixtures/index.ts';
