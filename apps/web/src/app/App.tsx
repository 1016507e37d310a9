// First: the app's code waits a task after the framework's (see the module).
import './pause.ts';
import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { HadafClientProvider } from '@hadaf/api-client';
import type { Language } from '@hadaf/domain';
import { Loader, type HadafI18n } from '@hadaf/ui';
import { LanguageProvider } from './LanguageContext.tsx';
import { AppRoutes } from './router.tsx';
import type { AppServices } from './services.ts';
import { SessionProvider, type SessionSnapshot } from './session.tsx';
import { SessionStarted } from './SessionStarted.tsx';
// In the app's one stylesheet (this module is in the shared chunk): the first paint's faces (web-fonts.css).
import './web-fonts.css';

export interface AppProps {
  services: AppServices;
  language: Language;
  i18n: HadafI18n;
  /** BrowserRouter in the browser, StaticRouter (at the page's path) when prerendering. */
  Router: ComponentType<{ children: ReactNode }>;
  /** Hydrating a prerendered page: the routes wait for the session's start (see SessionStarted). */
  hydrating?: boolean;
  /** The prerender's session (a visitor's): the server cannot run the start-up calls. */
  sessionSnapshot?: SessionSnapshot;
}

/**
 * The whole app, one tree for the browser and the prerender: hydration needs the same components in the same
 * places on both sides (react-aria's ids come from React's useId, which follows the tree).
 */
export function App({ services, language, i18n, Router, hydrating = false, sessionSnapshot }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={services.queryClient}>
        <HadafClientProvider client={services.client}>
          <LanguageProvider initial={language} i18n={i18n}>
            <Router>
              <SessionProvider services={services} snapshot={sessionSnapshot}>
                <Suspense fallback={<Loader />}>
                  <SessionStarted wait={hydrating}>
                    <AppRoutes />
                  </SessionStarted>
                </Suspense>
              </SessionProvider>
            </Router>
          </LanguageProvider>
        </HadafClientProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
