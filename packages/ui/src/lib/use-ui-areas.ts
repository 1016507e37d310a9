import { useEffect, useReducer } from 'react';
import { useTranslation } from '../i18n/react.ts';
import type { Language } from '@hadaf/domain';
import { uiAreaMarker, type LazyUiArea } from '../i18n/area-sections.ts';

/**
 * Loads lazy ui string areas (LazyUiArea) into the active language and says when they are all there, so a page can
 * show its loading state instead of blank texts; switching language loads that language's copies. (A component
 * missing a key loads its area by itself too: this is for pages that would rather wait.)
 */
export function useUiAreas(...areas: LazyUiArea[]): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const missingKey = areas.filter((area) => !i18n.hasResourceBundle(language, uiAreaMarker(area))).join(' ');
  useEffect(() => {
    if (missingKey === '') return;
    let live = true;
    void import('../i18n/areas.ts')
      .then(({ ensureUiAreas }) => ensureUiAreas(i18n, language, missingKey.split(' ') as LazyUiArea[]))
      .then(() => live && rerender());
    return () => {
      live = false;
    };
  }, [i18n, language, missingKey]);
  return missingKey === '';
}
