import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { HadafClientProvider, queries } from '@hadaf/api-client';
import { Loader } from '@hadaf/ui';
import '@hadaf/ui/styles.css';
import { createWebI18n } from './app/i18n.ts';
import { LanguageProvider } from './app/LanguageContext.tsx';
import { AppRoutes } from './app/router.tsx';
import { createClient, createQueryClient, type AppServices } from './app/services.ts';
import { SessionProvider, sessionExpiry } from './app/session.tsx';
import { firstScreen, firstScreenStrings } from './app/startup.ts';
import { createTokens } from './app/tokens.ts';

const queryClient = createQueryClient();
const tokenStore = createTokens();
// A failed token refresh: forget every cached answer and go to /login, keeping the location to come back to.
const client = createClient(tokenStore, (from) => {
  queryClient.clear();
  sessionExpiry.expire(from);
});
const services: AppServices = { queryClient, tokenStore, client };
const { language } = firstScreen;

// The settings the session machine loads first: the server writes them into index.html (no round trip);
// without them (e.g. the Vite dev server) the fetch starts now and the machine's own fetch finds it in flight.
const embeddedSettings = document.getElementById('hadaf-settings')?.textContent;
const settingsQuery = queries.appSettings.options(client);
if (embeddedSettings) queryClient.setQueryData(settingsQuery.queryKey, JSON.parse(embeddedSettings));
else void queryClient.prefetchQuery(settingsQuery);
const strings = await firstScreenStrings();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HadafClientProvider client={client}>
        <LanguageProvider initial={language} i18n={createWebI18n(language, strings)}>
          <BrowserRouter>
            <SessionProvider services={services}>
              <Suspense fallback={<Loader />}>
                <AppRoutes />
              </Suspense>
            </SessionProvider>
          </BrowserRouter>
        </LanguageProvider>
      </HadafClientProvider>
    </QueryClientProvider>
  </StrictMode>,
);
