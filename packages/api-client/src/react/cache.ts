import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiLanguage } from '../client/create-client.ts';
import type { components } from '../generated/schema.ts';
import { inLanguage, languageKey } from './language.ts';
import { queryKeys } from './query-keys.ts';

export { updateProfile } from './profile-cache.ts';

/**
 * Cache helpers that understand the contract's shapes: {data: T}, {data: T[], meta} and infinite pages. Each works on
 * the answers cached in one language (the call's): an answer of the other language is never written into.
 */

type Schemas = components['schemas'];
type WithId = { id: number };

interface ListPage<T> {
  data: T[];
  meta?: unknown;
}

function isListPage<T>(value: unknown): value is ListPage<T> {
  return !!value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data);
}

function isInfinite<T>(value: unknown): value is InfiniteData<ListPage<T>> {
  return !!value && typeof value === 'object' && Array.isArray((value as { pages?: unknown }).pages);
}

/** Replaces (or drops, when `update` returns null) items with this id in every list under `prefix` cached in `language`. */
export function updateListItems<T extends WithId>(
  queryClient: QueryClient,
  prefix: QueryKey,
  id: number,
  update: (item: T) => T | null,
  language: ApiLanguage,
): void {
  const mapPage = (page: ListPage<T>): ListPage<T> => {
    if (!page.data.some((item) => item?.id === id)) return page;
    return { ...page, data: page.data.flatMap((item) => (item?.id === id ? [update(item)].filter((next): next is T => next !== null) : [item])) };
  };
  queryClient.setQueriesData<unknown>({ queryKey: prefix, predicate: inLanguage(language) }, (old: unknown) => {
    if (isInfinite<T>(old)) return { ...old, pages: old.pages.map((page) => (isListPage<T>(page) ? mapPage(page) : page)) };
    if (isListPage<T>(old)) return mapPage(old);
    return old;
  });
}

/** Updates the `{data: T}` answer of a detail query cached in `language`, if there is one. */
export function updateDetail<T>(queryClient: QueryClient, key: QueryKey, update: (item: T) => T, language: ApiLanguage): void {
  queryClient.setQueryData<{ data: T }>(languageKey(key, language), (old) => (old?.data ? { ...old, data: update(old.data) } : old));
}

export function getProfile(queryClient: QueryClient, language: ApiLanguage): Schemas['User'] | undefined {
  return queryClient.getQueryData<{ data: Schemas['User'] }>(languageKey(queryKeys.profile.me(), language))?.data;
}

/** Adds or removes an id in the joined-competition-ids cache. */
export function updateJoinedIds(queryClient: QueryClient, id: number, joined: boolean, language: ApiLanguage): void {
  queryClient.setQueryData<{ data: number[] }>(languageKey(queryKeys.me.joinedCompetitionIds(), language), (old) => {
    if (!old) return old;
    const without = old.data.filter((value) => value !== id);
    return { ...old, data: joined ? [...without, id] : without };
  });
}

/** A competition as cached anywhere (detail or any list), for its entry fee and counts. */
export function findCachedCompetition(queryClient: QueryClient, id: number, language: ApiLanguage): Schemas['Competition'] | undefined {
  const detail = queryClient.getQueryData<{ data: Schemas['Competition'] }>(languageKey(queryKeys.competitions.detail(id), language))?.data;
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: queryKeys.competitions.lists(), predicate: inLanguage(language) })) {
    const pages = isInfinite<Schemas['Competition']>(data) ? data.pages : isListPage<Schemas['Competition']>(data) ? [data] : [];
    for (const page of pages) {
      const found = page.data?.find((item) => item?.id === id);
      if (found && 'entry_fee' in found) return found;
    }
  }
  return undefined;
}
