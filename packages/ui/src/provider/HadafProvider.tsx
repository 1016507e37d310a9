import { useCallback, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { UNSAFE_PortalProvider, useUNSAFE_PortalContext } from 'react-aria/PortalProvider';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { LightI18n } from '../i18n/light.ts';
import { directionOf, intlLocale, type Language } from '@hadaf/domain';

export interface HadafProviderProps {
  language: Language;
  /**
   * The app's i18n instance holding the ui namespace: `await createHadafI18n(language)` loads the active language's
   * strings only (see the package's README), without i18next; an i18next instance works too (`createI18nFrom`, or
   * `createI18n(language)` from `@hadaf/ui/i18n/all`, which holds both languages).
   */
  i18n: LightI18n | i18n;
  /** Brand theme name: tokens under [data-brand='name'] re-skin every component (docs/brands.md). Default 'hadaf'. */
  brand?: string;
  children: ReactNode;
}

/**
 * The element overlays render into: inside the provider's themed root, so a dialog, popover or toast keeps the
 * language, direction and brand of the page that opened it (null before the provider has mounted). A component
 * portalling by itself (createPortal) renders there too.
 */
export function useOverlayContainer(): () => HTMLElement | null {
  return useUNSAFE_PortalContext().getContainer ?? (() => null);
}

/**
 * Language, direction, Intl locale and brand for everything below it, overlays included: react-aria portals its
 * modals, popovers, tooltips and toasts into an element of the provider's own root rather than <body>, so nothing
 * needs to be set on <html>.
 */
export function HadafProvider({ language, i18n: instance, brand = 'hadaf', children }: HadafProviderProps) {
  if (instance.language !== language) void instance.changeLanguage(language);
  // One element for the provider's life, there from the first render. A container that arrived once mounted would
  // change the portal context, and that update makes React drop a prerendered page it is still hydrating (a boundary
  // that has not hydrated yet and receives an update is rendered again from scratch, typing and held presses lost).
  const [overlayRoot] = useState(createOverlayRoot);
  const getContainer = useCallback(() => overlayRoot, [overlayRoot]);
  // The anchor comes before the page, so its ref runs before the page's layout effects: an overlay open from the first
  // render is in the document when react-aria looks up its heading by id. The element itself goes after the page.
  const placeOverlays = useCallback(
    (anchor: HTMLTemplateElement | null) => {
      if (overlayRoot && anchor?.parentElement && overlayRoot.parentElement !== anchor.parentElement) anchor.parentElement.append(overlayRoot);
    },
    [overlayRoot],
  );
  return (
    // react-i18next's provider (its context only: no i18next comes with it), so an app's own react-i18next hooks
    // and Hadaf's (i18n/react.ts) read the same instance.
    <I18nextProvider i18n={instance as i18n}>
      <I18nProvider locale={intlLocale(language)}>
        <div dir={directionOf(language)} lang={language} data-brand={brand} className="contents">
          <template ref={placeOverlays} />
          <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
        </div>
      </I18nProvider>
    </I18nextProvider>
  );
}

/** The overlays' element, not rendered by React (none on the server, where nothing opens). */
function createOverlayRoot(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.createElement('div');
  element.dataset.hadafOverlays = '';
  element.className = 'contents';
  return element;
}
