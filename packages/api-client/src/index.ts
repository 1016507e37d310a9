// @hadaf/api-client: the typed client of the Hadaf API (contract: openapi/openapi.yaml).

export type { paths, components, operations } from './generated/schema.ts';

export { createHadafClient, OAUTH_CLIENT_ID, OAUTH_SCOPE, OAUTH_TOKEN_PATH, toApiLanguage } from './client/create-client.ts';
export type { ApiLanguage, HadafClient, HadafClientOptions, SessionExpiredInfo } from './client/create-client.ts';
export { toPanelMatch } from './client/panel-match.ts';

export {
  ACCESS_TOKEN_COOKIE,
  LOGGED_IN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  createTokenStore,
  documentCookieJar,
  memoryCookieJar,
  parseCookieHeader,
  serializeCookie,
} from './client/token-store.ts';
export type {
  CookieAttributes,
  CookieJar,
  MemoryCookie,
  MemoryCookieJar,
  TokenSet,
  TokenStore,
  TokenStoreMode,
  TokenStoreOptions,
} from './client/token-store.ts';

export {
  ApiError,
  DEFAULT_RETRY_AFTER,
  InvalidCredentialsError,
  NetworkError,
  NotFoundError,
  ServerError,
  ThrottleError,
  UnauthenticatedError,
  ValidationError,
  VoucherRedeemedError,
  errorFromResponse,
  isApiError,
  normalizeFieldErrors,
  toApiError,
  toApiFailure,
  unwrap,
} from './client/errors.ts';
export type { ApiErrorKind, ApiFailureInfo, FetchResult, FieldErrors, ResultLike, UnwrappedData } from './client/errors.ts';

export { cleanQuery, isBlank } from './client/query.ts';
export { createServerClock, type ServerClock } from './client/server-clock.ts';
export { loginBody, type TokenRequestBody } from './client/login-body.ts';
export { callOperation, toFormData } from './client/operations.ts';
export type { BodyOf, CallOptions, DataOf, HttpMethod, MutationVariablesOf, ParamsOf, PathsWith, VariablesOf } from './client/operations.ts';
export type { UploadProgressHandler, UploadProgressOptions } from './client/upload.ts';

export { HadafClientProvider, useHadafClient } from './react/context.ts';
export { useServerNow } from './react/server-now.ts';
export type { HadafClientProviderProps } from './react/context.ts';
export { queryKeys } from './react/query-keys.ts';
export { QueryLanguageProvider, inLanguage, languageKey, languageOfKey, refreshLanguage, useQueryLanguage } from './react/language.ts';
export type { KeyLanguage, QueryLanguageProviderProps } from './react/language.ts';
export type { QueryFilters } from './react/query-keys.ts';
export { defineInfiniteQuery, defineMutation, defineQuery, nextPageParam } from './react/define.ts';
export type { CacheEffects, EffectContext, InfiniteHookOptions, MutationHookOptions, Paged, QueryHookOptions } from './react/define.ts';
export * from './react/hooks.ts';

export { subscribeLive } from './live/subscribe.ts';
export type { EventSourceConstructor, LiveSubscriptionOptions } from './live/subscribe.ts';
export { applyLiveEvent, showsLiveMatch } from './live/cache.ts';
export type { LiveEvent, LiveMatchEvent } from './live/cache.ts';
export { applyFanEvent } from './live/fan-cache.ts';
export type { LiveFanEvent } from './live/fan-cache.ts';
export type { BroadcastChannelLike, TabSharing } from './live/tabs.ts';
