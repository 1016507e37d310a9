import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { coreInfiniteQueries, coreQueries } from '@hadaf/api-client';
import type { MatchesPageData } from '@hadaf/api-client/schema';
import { prepareClassMerging } from '@hadaf/ui';
import '@hadaf/ui/styles.css';
import { App } from './app/App.tsx';
import { createWebI18n } from './app/i18n.ts';
import { keepTypedFields, prerenderedLanguage } from './app/prerendered.ts';
import { createClient, createQueryClient, type AppServices } from './app/services.ts';
import { sessionExpiry } from './app/session.tsx';
import { firstLanguage as language } from './app/first-language.ts';
import { firstScreenStrings } from './app/startup.ts';
import { createTokens } from './app/tokens.ts';
import { addUiAreas } from './app/ui-areas.ts';

// The framework's code, the app's (app/pause.ts), the app's start below, tailwind-merge's class map and the
// first render are each a task of their own: none long on a phone.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await nextTask();
const queryClient = createQueryClient();
const tokenStore = createTokens();
// A failed token refresh: forget every cached answer and go to /login, keeping the location to come back to.
const client = createClient(tokenStore, (from) => {
  queryClient.clear();
  sessionExpiry.expire(from);
});
const services: AppServices = { queryClient, tokenStore, client };

/** A JSON script the server wrote into the page (apps/api platform/http/web.ts), or null. */
const embedded = (id: string) => JSON.parse(document.getElementById(id)?.textContent ?? 'null');
// The settings the session machine loads first: the server writes them into index.html (no round trip);
// without them (e.g. the Vite dev server) the fetch starts now and the machine's own fetch finds it in flight.
const embeddedSettings = embedded('hadaf-settings');
const settingsQuery = coreQueries.appSettings.options(client, undefined, language);
if (embeddedSettings) queryClient.setQueryData(settingsQuery.queryKey, embeddedSettings);
else void queryClient.prefetchQuery(settingsQuery);
// A visitor's /matches comes with the first page of its day's games and the days around it with matches (the
// server's day, docs/decisions/web.md): when the device's day is the same, the page finds them in the cache and shows
// them once hydrated, without those calls.
const games: MatchesPageData | null = embedded('hadaf-games');
if (games) {
  const query = { query: { date: games.date } };
  queryClient.setQueryData(coreInfiniteQueries.games.key(query, language), { pages: [games.answer], pageParams: [1] });
  queryClient.setQueryData(coreQueries.neighbourMatchDates.key(query, language), games.neighbours);
}
const [strings, areas] = await firstScreenStrings();
const i18n = createWebI18n(language, strings);
// The page's lazy texts are there before its first render: a prerendered page hydrates as painted, no spinner.
await addUiAreas(i18n, areas);

await nextTask();
prepareClassMerging();

const root = document.getElementById('root')!;
const hydrating = prerenderedLanguage() !== null;
const app = <App services={services} language={language} i18n={i18n} Router={BrowserRouter} hydrating={hydrating} />;
// A prerendered page (a visitor's public route) is already on screen: React takes it over instead of repainting it,
// as a transition, so the work is cut into short tasks and a tap on the page is never kept waiting behind it.
if (hydrating) {
  keepTypedFields();
  startTransition(() => void hydrateRoot(root, app));
} else createRoot(root).render(app);

// Live scores: the channel's code comes a moment after the page has loaded (not in the first load).
const startLive = () => setTimeout(() => void import('./app/live.ts').then((live) => live.startLive(queryClient)), 1000);
if (document.readyState === 'complete') startLive();
else addEventListener('load', startLive, { once: true });
