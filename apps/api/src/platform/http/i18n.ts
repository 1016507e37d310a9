import { domainResources } from '@hadaf/domain';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';

export type Locale = 'en' | 'ar';

export type Params = Readonly<Record<string, string | number>>;

/** A catalogue kept with both languages side by side, key by key. */
export type Catalogue = Readonly<Record<string, Readonly<Record<Locale, string>>>>;

/** One language's column of a side-by-side catalogue, as an i18next namespace. */
function column(catalogue: Catalogue, locale: Locale): ResourceLanguage {
  return Object.fromEntries(Object.entries(catalogue).map(([key, texts]) => [key, texts[locale]]));
}

/**
 * The server's i18next: the same library and plural rules as the client (Arabic has zero, one, two, few, many
 * and other forms: ٥ نقاط, نقطتان, ١١ نقطة). Numbers reach it already written in the reader's digits (the domain's
 * Intl formatters), with `count` as the plain number that picks the plural form.
 */
export function createTranslator(namespaces: Readonly<Record<string, Catalogue>>) {
  const resources: Resource = { en: { ...domainResources.en }, ar: { ...domainResources.ar } };
  for (const [namespace, catalogue] of Object.entries(namespaces)) {
    resources.en![namespace] = column(catalogue, 'en');
    resources.ar![namespace] = column(catalogue, 'ar');
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(resources.en!),
    // Texts go out as JSON, never into HTML: nothing to escape.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // Texts without parameters (state names on every match item) are looked up once per language.
  const plain = new Map<string, string>();
  return (namespace: string, key: string, locale: Locale, params?: Params): string => {
    if (params) return instance.t(key, { ns: namespace, lng: locale, ...params, defaultValue: key });
    const id = `${locale}\u0000${namespace}\u0000${key}`;
    let text = plain.get(id);
    if (text === undefined) plain.set(id, (text = instance.t(key, { ns: namespace, lng: locale, defaultValue: key })));
    return text;
  };
}

/** A feature's own side-by-side catalogue as one typed function: its texts in the reader's language. */
export function catalogueTranslator<C extends Catalogue>(namespace: string, catalogue: C) {
  const translate = createTranslator({ [namespace]: catalogue });
  return (key: keyof C & string, locale: Locale, params?: Params): string => translate(namespace, key, locale, params);
}
