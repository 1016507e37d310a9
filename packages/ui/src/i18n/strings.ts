import type { Language } from '@hadaf/domain';

/** The i18next namespace of the ui package's strings. */
export const uiNamespace = 'ui';

/**
 * One language's ui strings, each language its own chunk, so an app can ship only the active language.
 * Also published alone as `@hadaf/ui/strings`: an app's start-up code can begin loading them before the
 * components' code has arrived.
 */
export async function loadUiStrings(language: Language): Promise<Record<string, Record<string, unknown>>> {
  const strings = language === 'ar' ? await import('./locales/ar/index.ts') : await import('./locales/en/index.ts');
  return { [uiNamespace]: strings.default };
}
