import type { Language } from '@hadaf/domain';
import type { LazyUiArea } from './area-sections.ts';
import { LightI18n } from './light.ts';
import { missingHandlers } from './missing.ts';
import { loadUiStrings, uiNamespace } from './strings.ts';

export { loadUiStrings, uiNamespace } from './strings.ts';
export { createI18nFrom } from './i18next.ts';
export type { TFunction, TOptions } from './light.ts';
export { useTranslation, type UiI18n } from './react.ts';

/** The instance createHadafI18n returns (i18next's API for what Hadaf and an app's own strings use). */
export type HadafI18n = LightI18n;
export type { LazyUiArea } from './area-sections.ts';

export interface HadafI18nOptions {
  /** Lazy areas the first screen shows (see LazyUiArea): loaded before the instance is returned, so nothing blinks. */
  areas?: readonly LazyUiArea[];
  /** The app's own namespaces in this language, e.g. `{ app: { title: 'Goal Rush' } }`. */
  resources?: Record<string, Record<string, unknown>>;
}

/**
 * The default way in: an i18n instance holding the ui strings of one language only (the other language's and each
 * area's arrive when first shown), for `<HadafProvider i18n={…}>`. It is i18next's API for what Hadaf and an app's
 * own strings use (t, exists, addResourceBundle, changeLanguage, react-i18next's hooks), without i18next (light.ts).
 */
export async function createHadafI18n(language: Language, { areas = [], resources = {} }: HadafI18nOptions = {}): Promise<LightI18n> {
  const instance = createHadafI18nFrom(language, { [language]: { ...(await loadUiStrings(language)), ...resources } });
  if (areas.length > 0) await (await import('./areas.ts')).ensureUiAreas(instance, language, areas);
  return instance;
}

/**
 * createI18nFrom's counterpart without i18next: an instance over strings already loaded (any languages; the ui
 * strings of the others and the lazy areas arrive on demand, as with createHadafI18n). For an app that loads its
 * first strings itself, in parallel with its code.
 */
export function createHadafI18nFrom(language: Language, resources: Record<string, Record<string, unknown>>): LightI18n {
  // The handlers read the instance they belong to (they run only once it is made).
  const instance = new LightI18n({
    lng: language,
    resources,
    defaultNS: uiNamespace,
    missingKeyHandler: (languages, namespace, key) => handlers.missingKeyHandler(languages, namespace, key),
    parseMissingKeyHandler: (key) => handlers.parseMissingKeyHandler(key),
  });
  const handlers = missingHandlers(instance);
  return instance;
}
