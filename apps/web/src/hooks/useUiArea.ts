import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@hadaf/domain';
import type { LazyUiArea } from '@hadaf/ui/strings/areas';
import { addUiAreas, hasUiArea, loadUiAreas } from '../app/ui-areas.ts';

/**
 * Loads ui strings areas kept out of the first load (the competition page's…) into the active language, and says when
 * they are all there; switching language loads that language's copies. A page's own areas are usually there already
 * (app/ui-areas.ts loads them with the first screen).
 */
export function useUiArea(...areas: LazyUiArea[]): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const missing = areas.filter((area) => !hasUiArea(i18n, language, area));
  const missingKey = missing.join(' ');
  useEffect(() => {
    if (missingKey === '') return;
    let live = true;
    void loadUiAreas(missingKey.split(' ') as LazyUiArea[], language).then((loaded) => {
      addUiAreas(i18n, loaded);
      if (live) rerender();
    });
    return () => {
      live = false;
    };
  }, [i18n, language, missingKey]);
  return missing.length === 0;
}
