import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createHadafClient, createTokenStore, memoryCookieJar } from '@hadaf/api-client';
import type { Language } from '@hadaf/domain';
import { App } from '../app/App.tsx';
import { createWebI18n } from '../app/i18n.ts';
import { routeOf } from '../app/route-table.ts';
import { createQueryClient, type AppServices } from '../app/services.ts';
import { loadStrings, webNamespace } from '../app/strings.ts';
import { addUiAreas, loadUiAreas, uiAreasOf } from '../app/ui-areas.ts';
import { visitorSession } from './visitor-session.ts';

export { prerenderedPaths } from './routes.ts';
export { prerenderedDocument } from './document.ts';

export interface RenderedPage {
  /** The markup of the app's root element. */
  body: string;
  /** The page's title, as DocumentTitle sets it in the browser. */
  title: string;
}

/** Services that never reach a server: a prerendered page shows what a visitor sees before any call. */
function offlineServices(path: string, language: Language): AppServices {
  const tokenStore = createTokenStore({ jar: memoryCookieJar(), mode: 'http-only' });
  const client = createHadafClient({
    baseUrl: '/api',
    tokenStore,
    getLanguage: () => language,
    onSessionExpired: () => undefined,
    getLocation: () => path,
  });
  return { queryClient: createQueryClient(), tokenStore, client };
}

/** A public route as a visitor sees it, rendered to HTML with every lazy piece resolved (react-dom/static). */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  const i18n = createWebI18n(language, await loadStrings(language));
  // A visitor's /matches carries a first visit's tutorial card (MatchesPage): its texts too.
  await addUiAreas(i18n, await loadUiAreas(uiAreasOf(path, true), language));
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const app = <App services={offlineServices(path, language)} language={language} i18n={i18n} Router={Router} sessionSnapshot={await visitorSession(language)} />;
  // One piece however long: React outlines big boundaries behind inline reveal scripts, which the CSP's hashes refuse.
  // A part that fails would be left to the browser to render (React's client-rendered boundary): the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
  if (errors.length > 0) throw new Error(`prerender of ${path} (${language}) failed`, { cause: errors[0] });
  const body = await new Response(prelude).text();
  // "/" is the index route, outside the route table (a visitor's landing, HomePage).
  const titleKey = path === '/' ? 'home' : (routeOf(path)?.titleKey ?? 'notFound');
  const title = `${i18n.t(`pages.${titleKey}`, { ns: webNamespace })} | ${i18n.t('brand', { ns: webNamespace })}`;
  return { body, title };
}
