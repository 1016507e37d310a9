import type { QueryClient } from '@tanstack/react-query';
import { subscribeLive } from '@hadaf/api-client';

/**
 * The browser's one live channel (GET /api/v2/live, same origin: the CSP's connect-src 'self' covers it): one tab
 * holds it (a Web Lock) and passes its events to the others (a BroadcastChannel); where either is missing (an old
 * browser, a page not served securely) each tab opens its own. Loaded by main.tsx after the first paint, so it adds
 * nothing to the first load; open for the tab's life. The server knows the fan by the session cookie.
 */
export function startLive(queryClient: QueryClient): () => void {
  return subscribeLive({
    queryClient,
    url: '/api/v2/live',
    tabs: { name: 'hadaf-live', locks: globalThis.navigator?.locks, BroadcastChannel: globalThis.BroadcastChannel },
  });
}
