import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@hadaf/domain';
import { loadUiArea, uiNamespace, type LazyUiArea } from '@hadaf/ui/strings';

const loaded = new Set<string>();

/**
 * Loads a ui strings area kept out of the first load (the competition page's) into the active language, and says
 * when it is there; switching language loads that language's copy.
 */
export function useUiArea(area: LazyUiArea): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const key = `${language}:${area}`;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (loaded.has(key)) return;
    let live = true;
    void loadUiArea(area, language).then((strings) => {
      i18n.addResourceBundle(language, uiNamespace, strings, true, true);
      loaded.add(key);
      if (live) rerender();
    });
    return () => {
      live = false;
    };
  }, [area, i18n, key, language]);
  return loaded.has(key);
}
