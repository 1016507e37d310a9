import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createHadafClient, createTokenStore, HadafClientProvider } from '@hadaf/api-client';
import { createHadafI18n, HadafProvider, type HadafI18n } from '@hadaf/ui';
import type { Language } from '@hadaf/domain';
import { App } from './App.tsx';
import { appStrings, pageLanguage } from './language.ts';

/** Starts the contract's mocks (the app has no server of its own), then renders the page in ?lang=. */
export async function boot() {
  const [{ setupWorker }, { handlers, fixtures }] = await Promise.all([import('msw/browser'), import('@hadaf/api-client/mocks')]);
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });

  const first = pageLanguage();
  // Hadaf's strings in this language only (the other arrives if the fan switches), plus the app's own namespace.
  const strings = await createHadafI18n(first, { resources: { app: appStrings[first] } });
  const queryClient = new QueryClient();
  const client = createHadafClient({ tokenStore: createTokenStore({ secure: false }), getLanguage: () => strings.language });

  function Root({ i18n }: { i18n: HadafI18n }) {
    const [language, setLanguage] = useState<Language>(first);
    const change = (next: Language) => {
      if (!i18n.hasResourceBundle(next, 'app')) i18n.addResourceBundle(next, 'app', appStrings[next]);
      const url = new URL(window.location.href);
      url.searchParams.set('lang', next);
      window.history.replaceState(null, '', url);
      setLanguage(next);
    };
    return (
      <HadafProvider language={language} i18n={i18n} brand="goal-rush">
        <QueryClientProvider client={queryClient}>
          <HadafClientProvider client={client}>
            <App language={language} onLanguageChange={change} now={fixtures.FIXTURE_NOW} />
          </HadafClientProvider>
        </QueryClientProvider>
      </HadafProvider>
    );
  }

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root i18n={strings} />
    </StrictMode>,
  );
}
