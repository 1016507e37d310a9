import { useLayoutEffect, useMemo } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { directionOf, isLanguage, type Language } from '@hadaf/domain';
import { HadafProvider } from '@hadaf/ui';
import { createI18n } from '@hadaf/ui/i18n/all';

function StoryFrame({ language, brand, children }: { language: Language; brand: string; children: React.ReactNode }) {
  const i18n = useMemo(() => createI18n(language), [language]);
  // The canvas page itself reads in the story's language and direction (story helpers read <html lang>); overlays
  // need none of it: HadafProvider keeps them inside its own themed root.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = directionOf(language);
  }, [language]);
  return (
    <HadafProvider language={language} i18n={i18n} brand={brand}>
      {children}
    </HadafProvider>
  );
}

/** Applies the toolbar's locale (en/ar) and brand to every story. */
export const withLocaleAndBrand: Decorator = (Story, context) => {
  const language: Language = isLanguage(context.globals.locale) ? context.globals.locale : 'en';
  const brand = typeof context.globals.brand === 'string' ? context.globals.brand : 'hadaf';
  return (
    <StoryFrame language={language} brand={brand}>
      <Story />
    </StoryFrame>
  );
};
