import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { HadafClientProvider } from '@hadaf/api-client';
import { Loader } from '@hadaf/ui';
import '@hadaf/ui/styles.css';
import { LanguageProvider } from './app/LanguageContext.tsx';
import { AppRoutes } from './app/router.tsx';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HadafClientProvider client={client}>
        <LanguageProvider>
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
