import { createContext, createElement, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiLanguage } from '../client/create-client.ts';
import { useHadafClient } from './context.ts';

/**
 * Every cached answer is keyed by the language it was asked in (X-Locale): the resource's key from `queryKeys`, then
 * `{ language }`. Invalidating a resource key still reaches both languages (prefix match); reading or writing one
 * answer names its language. An answer in one language is never shown for the other.
 */
export interface KeyLanguage {
  readonly language: ApiLanguage;
}

/** The cache key of a resource's answer in one language. */
export function languageKey<K extends QueryKey>(key: K, language: ApiLanguage): readonly [...K, KeyLanguage] {
  return [...key, { language }] as const;
}

/** The language an answer was asked in (the last part of its key), if its key has one. */
export function languageOfKey(key: QueryKey): ApiLanguage | undefined {
  const last = key.at(-1) as Partial<KeyLanguage> | undefined;
  return last && typeof last === 'object' && (last.language === 'en' || last.language === 'ar') ? last.language : undefined;
}

/** A query filter's predicate: the answers cached in this language. */
export function inLanguage(language: ApiLanguage) {
  return (query: Query) => languageOfKey(query.queryKey) === language;
}

/**
 * After a switch to `language`: the answers cached in it earlier may be older than what was done meanwhile in the
 * other language (a join, a payment), so they are refreshed: the shown ones refetch, the others on their next use.
 * Not cancelling: the hooks that just moved have already asked for the answers they had none of.
 */
export function refreshLanguage(queryClient: QueryClient, language: ApiLanguage): Promise<void> {
  return queryClient.invalidateQueries({ predicate: inLanguage(language) }, { cancelRefetch: false });
}

const QueryLanguageContext = createContext<ApiLanguage | null>(null);

export interface QueryLanguageProviderProps {
  /** The language the app shows: the hooks below ask and cache in it. */
  language: ApiLanguage;
  children?: ReactNode;
}

/**
 * The language the hooks below ask in. When it changes, every hook moves to that language's answers (cached, or
 * asked for) and those cached earlier are refreshed (refreshLanguage). Without a provider the hooks ask in the
 * client's language.
 */
export function QueryLanguageProvider({ language, children }: QueryLanguageProviderProps) {
  const queryClient = useQueryClient();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void refreshLanguage(queryClient, language);
  }, [language, queryClient]);
  return createElement(QueryLanguageContext.Provider, { value: language }, children);
}

/** The language the hooks ask and cache in. */
export function useQueryLanguage(): ApiLanguage {
  const language = useContext(QueryLanguageContext);
  const client = useHadafClient();
  return language ?? client.language();
}
