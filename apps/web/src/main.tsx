import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { HadafClientProvider, queries } from '@hadaf/api-client';
import { Loader } from '@hadaf/ui';
import '@hadaf/ui/styles.css';
import { createWebI18n, loadStrings } from './app/i18n.ts';
import { LanguageProvider } from './app/LanguageContext.tsx';
import { initialLanguage } from './app/locale.ts';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { createClient, createQueryClient, createTokens, type AppServices } from './app/services.ts';
import { SessionProvider, sessionExpiry } from './app/session.tsx';

const queryClient = createQueryClient();
const tokenStore = createTokens();
// A failed token refresh: forget every cached answer and go to /login, keeping the location to come back to.
const client = createClient(tokenStore, (from) => {
  queryClient.clear();
  sessionExpiry.expire(from);
});
const services: AppServices = { queryClient, tokenStore, client };
const language = initialLanguage();

// What the first screen needs starts at once and in parallel: the language's strings, the page's chunk and the
// settings the session machine loads first (its fetch finds this one in flight).
void queryClient.prefetchQuery(queries.appSettings.options(client));
preloadPage(window.location.pathname, tokenStore.isLoggedIn());
const strings = await loadStrings(language);

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
