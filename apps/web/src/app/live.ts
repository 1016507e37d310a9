import type { QueryClient } from '@tanstack/react-query';
import { subscribeLive } from '@hadaf/api-client';

/**
 * The browser tab's one live channel (GET /api/v2/live, same origin: the CSP's connect-src 'self' covers it). Loaded by
 * main.tsx after the first paint, so it adds nothing to the first load; open for the tab's life.
 */
export function startLive(queryClient: QueryClient): () => void {
  return subscribeLive({ queryClient, url: '/api/v2/live' });
}
