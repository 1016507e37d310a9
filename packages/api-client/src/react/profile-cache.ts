import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../generated/schema.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The profile holds no text of either language (a name is the person's own): every cached answer of it changes. Its
 * own module (re-exported by ./cache.ts): the first screen's setting saves need it, not the other cache helpers.
 */
export function updateProfile(queryClient: QueryClient, update: (user: components['schemas']['User']) => components['schemas']['User']): void {
  queryClient.setQueriesData<{ data: components['schemas']['User'] }>({ queryKey: queryKeys.profile.me() }, (old) => (old?.data ? { ...old, data: update(old.data) } : old));
}
