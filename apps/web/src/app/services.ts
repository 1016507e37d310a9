import { QueryClient } from '@tanstack/react-query';
import { createHadafClient, type HadafClient, type TokenStore } from '@hadaf/api-client';

/**
 * The app's long-lived services, created once before the first render: the query cache, the token store
 * (document cookies) and the API client. Kept outside React so the client's session-expiry callback can
 * reach them without a component in between.
 */
export interface AppServices {
  queryClient: QueryClient;
  tokenStore: TokenStore;
  client: HadafClient;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

export function createClient(tokenStore: TokenStore, onSessionExpired: (from: string) => void) {
  return createHadafClient({
    baseUrl: '/api',
    tokenStore,
    getLanguage: () => document.documentElement.lang,
    onSessionExpired: ({ from }) => onSessionExpired(from),
    getLocation: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  });
}
