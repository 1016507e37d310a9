import { useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { TFunction, TOptions } from './light.ts';

// Hadaf's components read their strings with this hook, not react-i18next's useTranslation: that one imports
// i18next (for key selectors), which would bring all of i18next (≈15 KB gzip) into every app. It reads the instance
// react-i18next's provider gives (HadafProvider renders it): an i18next instance (createI18nFrom, createI18n) or
// createHadafI18n's, and renders again when the language changes or strings arrive, as react-i18next's does.

/** What the components use of an instance; i18next's and createHadafI18n's both have it. */
export interface UiI18n {
  language: string;
  exists(key: string, options?: object): boolean;
  hasResourceBundle(language: string, ns: string): boolean;
  addResourceBundle(language: string, ns: string, strings: Record<string, unknown>, deep?: boolean, overwrite?: boolean): unknown;
  getFixedT(language: string | null, ns?: string): (key: string, options?: TOptions) => unknown;
  on(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
  store: { on(event: string, listener: () => void): unknown; off(event: string, listener: () => void): unknown };
}

/** An instance in react-i18next's context (typed there as i18next's, whose overloads no plain signature matches). */
function isUiI18n(value: unknown): value is UiI18n {
  return typeof value === 'object' && value !== null && 'getFixedT' in value && 'store' in value && 'language' in value;
}

/** Each instance's count of changes (a language change, strings added): what a component's snapshot compares. */
const revisions = new WeakMap<UiI18n, { count: number }>();

function revisionOf(i18n: UiI18n) {
  let revision = revisions.get(i18n);
  if (!revision) {
    const counter = { count: 0 };
    const bump = () => {
      counter.count += 1;
    };
    // Registered before any component's listener, so a component re-reading its snapshot sees the new count.
    i18n.on('languageChanged', bump);
    i18n.store.on('added', bump);
    revisions.set(i18n, (revision = counter));
  }
  return revision;
}

/** The t of a namespace ('ui' by default) in the provider's language, and the instance. */
export function useTranslation(ns = 'ui'): { t: TFunction; i18n: UiI18n } {
  // Without a provider, the instance react-i18next's initReactI18next registered (createI18nFrom's), as its hook does.
  const i18n: unknown = useContext(I18nContext)?.i18n ?? getI18n();
  if (!isUiI18n(i18n)) throw new Error('Hadaf components need <HadafProvider i18n={…}> above them.');
  const revision = revisionOf(i18n);
  const [subscribe, snapshot] = useMemo(
    () =>
      [
        (onChange: () => void) => {
          i18n.on('languageChanged', onChange);
          i18n.store.on('added', onChange);
          return () => {
            i18n.off('languageChanged', onChange);
            i18n.store.off('added', onChange);
          };
        },
        () => `${i18n.language}\u0000${revision.count}`,
      ] as const,
    [i18n, revision],
  );
  const version = useSyncExternalStore(subscribe, snapshot, snapshot);
  const t = useMemo<TFunction>(() => {
    const fixed = i18n.getFixedT(i18n.language, ns);
    return (key, options) => fixed(key, options) as string;
  }, [i18n, ns, version]); // eslint-disable-line react-hooks/exhaustive-deps -- version: a new t when the language or the strings change
  return { t, i18n };
}
