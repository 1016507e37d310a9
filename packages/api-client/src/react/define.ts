import { infiniteQueryOptions, MutationObserver, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InfiniteData,
  MutationOptions,
  QueryClient,
  QueryKey,
  UseInfiniteQueryOptions,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import type { ApiLanguage, HadafClient } from '../client/create-client.ts';
import type { ApiError } from '../client/errors.ts';
import { callOperation } from '../client/operations.ts';
import type { BodyEncoding, DataOf, HttpMethod, MutationVariablesOf, ParamsOf, PathsWith, RequestVariables } from '../client/operations.ts';
import type { UploadProgressHandler, UploadProgressOptions } from '../client/upload.ts';
import { useHadafClient } from './context.ts';
import { languageKey, useQueryLanguage } from './language.ts';

/**
 * Small typed factories: one call per operation gives its query key, its TanStack options (usable
 * without React: prefetching, loaders, tests) and its hook.
 */

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

export type QueryHookOptions<D> = Omit<UseQueryOptions<D, ApiError, D, QueryKey>, 'queryKey' | 'queryFn'>;

/** `(params?, options?)` when every parameter is optional, `(params, options?)` otherwise. */
export type ParamsArgs<Params, Rest extends unknown[]> = [keyof Params] extends [never]
  ? [params?: Params, ...rest: Rest]
  : RequiredKeys<Params> extends never
    ? [params?: Params, ...rest: Rest]
    : [params: Params, ...rest: Rest];

/** Per-operation defaults, e.g. a stale time for lists the spec fetches only once. */
export interface QueryDefaults<D> {
  staleTime?: number | ((data: D | undefined) => number);
}

/**
 * `resourceKey(params)`: the resource's key (`queryKeys`), for invalidating it in every language.
 * `key(params, language)`: the cache key of its answer in one language, the language the answer is asked in.
 * `options(client, params, language?)`: asks in `language` (default: the client's) and caches under that key.
 */
export function defineQuery<P extends PathsWith<'get'>>(
  path: P,
  queryKey: (params: ParamsOf<P, 'get'> | undefined) => QueryKey,
  defaults: QueryDefaults<DataOf<P, 'get'>> = {},
) {
  type Params = ParamsOf<P, 'get'>;
  type Data = DataOf<P, 'get'>;
  const { staleTime } = defaults;
  const key = (params: Params | undefined, language: ApiLanguage) => languageKey(queryKey(params), language);
  const options = (client: HadafClient, params?: Params, language: ApiLanguage = client.language()) =>
    queryOptions<Data, ApiError, Data, QueryKey>({
      ...(staleTime === undefined ? {} : { staleTime: typeof staleTime === 'number' ? staleTime : (query) => staleTime(query.state.data) }),
      queryKey: key(params, language),
      queryFn: ({ signal }) => callOperation(client, 'get', path, params ? { params } : undefined, { signal, language }),
    });
  function useOperation(...args: ParamsArgs<Params, [options?: QueryHookOptions<Data>]>) {
    const [params, hookOptions] = args as [Params | undefined, QueryHookOptions<Data> | undefined];
    const client = useHadafClient();
    const language = useQueryLanguage();
    return useQuery({ ...options(client, params, language), ...hookOptions });
  }
  return { path, method: 'get' as const, resourceKey: queryKey, key, options, useQuery: useOperation };
}

/** A paged response: {data, meta: {current_page, last_page}}. */
export interface Paged {
  meta: { current_page: number; last_page: number };
}

/** Spec: pages start at 1; next page = current + 1 while current < last. */
export function nextPageParam(page: Paged | undefined): number | undefined {
  if (!page?.meta) return undefined;
  const { current_page, last_page } = page.meta;
  return current_page < last_page ? current_page + 1 : undefined;
}

type WithoutPage<Params> = {
  [K in keyof Params]: K extends 'query' ? Omit<NonNullable<Params[K]>, 'page'> | undefined : Params[K];
};

export type InfiniteHookOptions<D> = Omit<
  UseInfiniteQueryOptions<D, ApiError, InfiniteData<D, number>, QueryKey, number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>;

export function defineInfiniteQuery<P extends PathsWith<'get'>>(
  path: P,
  queryKey: (params: WithoutPage<ParamsOf<P, 'get'>> | undefined) => QueryKey,
) {
  type Params = WithoutPage<ParamsOf<P, 'get'>>;
  type Data = DataOf<P, 'get'>;
  const key = (params: Params | undefined, language: ApiLanguage) => languageKey(queryKey(params), language);
  const options = (client: HadafClient, params?: Params, language: ApiLanguage = client.language()) =>
    infiniteQueryOptions<Data, ApiError, InfiniteData<Data, number>, QueryKey, number>({
      queryKey: key(params, language),
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) => {
        const source = (params ?? {}) as { path?: unknown; query?: Record<string, unknown> };
        const variables: RequestVariables = { params: { ...source, query: { ...source.query, page: pageParam } } };
        return callOperation(client, 'get', path, variables, { signal, language });
      },
      getNextPageParam: (last) => nextPageParam(last as Paged | undefined),
    });
  function useOperation(...args: ParamsArgs<Params, [options?: InfiniteHookOptions<Data>]>) {
    const [params, hookOptions] = args as [Params | undefined, InfiniteHookOptions<Data> | undefined];
    const client = useHadafClient();
    const language = useQueryLanguage();
    return useInfiniteQuery({ ...options(client, params, language), ...hookOptions });
  }
  return { path, method: 'get' as const, resourceKey: queryKey, key, options, useInfiniteQuery: useOperation };
}

/** What the cache effects of a mutation can use. */
export interface EffectContext {
  queryClient: QueryClient;
  client: HadafClient;
  /**
   * The language the call was made in: its effects write the answers cached in that language (a language switch
   * refreshes the other language's; see QueryLanguageProvider).
   */
  readonly language: ApiLanguage;
}

/** What a mutation does to the cache. */
export interface CacheEffects<V, D, C> {
  onMutate?: (ctx: EffectContext, variables: V) => Promise<C> | C;
  onSuccess?: (ctx: EffectContext, data: D, variables: V, context: C | undefined) => Promise<unknown> | unknown;
  onError?: (ctx: EffectContext, error: ApiError, variables: V, context: C | undefined) => Promise<unknown> | unknown;
  onSettled?: (ctx: EffectContext, variables: V, context: C | undefined) => Promise<unknown> | unknown;
}

export type MutationHookOptions<D, V, C> = Omit<UseMutationOptions<D, ApiError, V, C>, 'mutationFn' | 'mutationKey'>;

export interface MutationDefinition<M extends HttpMethod, P extends keyof paths, V, D, C> {
  method: M;
  path: P;
  encoding?: BodyEncoding;
  /** Turns the hook's variables into the call's {params, body} (defaults to passing them through). */
  prepare?: (client: HadafClient, variables: V) => RequestVariables;
  /** Runs after the call succeeds and before the cache effects (e.g. storing tokens). */
  after?: (client: HadafClient, data: D, variables: V) => void | Promise<void>;
  effects?: CacheEffects<V, D, C>;
}

/** The progress callback a mutation's variables carry (the multipart ones type it: UploadVariables). */
function uploadProgressOf(variables: unknown): UploadProgressHandler | undefined {
  const handler = variables && typeof variables === 'object' ? (variables as UploadProgressOptions).onUploadProgress : undefined;
  return typeof handler === 'function' ? handler : undefined;
}

export function defineMutation<
  M extends Exclude<HttpMethod, 'get'>,
  P extends PathsWith<M>,
  C = unknown,
  D = DataOf<P, M>,
  V extends object | void = MutationVariablesOf<P, M>,
>(definition: MutationDefinition<M, P, V, D, C>) {
  const { method, path, encoding, prepare, after, effects = {} } = definition;
  const options = (client: HadafClient, queryClient: QueryClient): MutationOptions<D, ApiError, V, C> => {
    const ctx: EffectContext = {
      queryClient,
      client,
      get language() {
        return client.language();
      },
    };
    return {
      mutationKey: [method, path],
      mutationFn: async (variables: V) => {
        const call = prepare ? prepare(client, variables) : variables;
        const onUploadProgress = uploadProgressOf(variables);
        const data = (await callOperation(client, method, path, call, {
          ...(encoding ? { encoding } : {}),
          ...(onUploadProgress ? { onUploadProgress } : {}),
        })) as D;
        await after?.(client, data, variables);
        return data;
      },
      ...(effects.onMutate ? { onMutate: (variables: V) => effects.onMutate!(ctx, variables) } : {}),
      onSuccess: (data, variables, context) => effects.onSuccess?.(ctx, data, variables, context),
      onError: (error, variables, context) => effects.onError?.(ctx, error, variables, context),
      onSettled: (_data, _error, variables, context) => effects.onSettled?.(ctx, variables, context),
    };
  };
  function useOperation(hookOptions: MutationHookOptions<D, V, C> = {}) {
    const client = useHadafClient();
    const queryClient = useQueryClient();
    const base = options(client, queryClient);
    return useMutation<D, ApiError, V, C>({
      ...base,
      ...hookOptions,
      // The cache effects always run; the caller's callbacks run after them.
      onSuccess: async (data, variables, context, meta) => {
        await base.onSuccess?.(data, variables, context, meta);
        await hookOptions.onSuccess?.(data, variables, context, meta);
      },
      onError: async (error, variables, context, meta) => {
        await base.onError?.(error, variables, context, meta);
        await hookOptions.onError?.(error, variables, context, meta);
      },
      onSettled: async (data, error, variables, context, meta) => {
        await base.onSettled?.(data, error, variables, context, meta);
        await hookOptions.onSettled?.(data, error, variables, context, meta);
      },
    });
  }
  /** Runs the operation outside React (a machine's actor), cache effects included. */
  const run = (client: HadafClient, queryClient: QueryClient, variables: V): Promise<D> =>
    new MutationObserver<D, ApiError, V, C>(queryClient, options(client, queryClient)).mutate(variables);
  return { method, path, options, run, useMutation: useOperation };
}
