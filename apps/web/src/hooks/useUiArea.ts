import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@hadaf/domain';
import type { LazyUiArea } from '@hadaf/ui/strings/areas';
import { addUiAreas, hasUiArea, loadUiAreas } from '../app/ui-areas.ts';

/**
 * Loads a ui strings area kept out of the first load (the competition page's) into the active language, and says
 * when it is there; switching language loads that language's copy. A page's own areas are usually there already
 * (app/ui-areas.ts loads them with the first screen).
 */
export function useUiArea(area: LazyUiArea): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const ready = hasUiArea(i18n, language, area);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadUiAreas([area], language).then((loaded) => {
      addUiAreas(i18n, loaded);
      if (live) rerender();
    });
    return () => {
      live = false;
    };
  }, [area, i18n, language, ready]);
  return ready;
}
