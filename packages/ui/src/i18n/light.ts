// The i18n instance `createHadafI18n` returns: the part of i18next's instance that Hadaf's components, react-i18next's
// provider and an app's own strings use, without i18next itself (≈15 KB gzip, one module no bundler can trim). Keys
// nest with "." and name a namespace with "ns:"; {{name}} interpolates (not escaped: React escapes); a count picks
// the plural form by Intl.PluralRules (and "_zero" for 0 when the strings have one); a missing key goes through the
// same two handlers as i18next's missingKeyHandler and parseMissingKeyHandler. light.test.ts checks every ui string
// of both languages against i18next. `createI18nFrom` (i18next.ts) still makes a full i18next instance.

type Listener = (...args: unknown[]) => void;
type Tree = { [key: string]: unknown };
export type TOptions = Record<string, unknown> & { ns?: string; lng?: string; count?: unknown; defaultValue?: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

export interface LightI18nOptions {
  lng: string;
  resources: Record<string, Record<string, unknown>>;
  defaultNS: string;
  /** Called with ([language], namespace, key) when a key is missing (i18next's missingKeyHandler with saveMissing). */
  missingKeyHandler?: (languages: readonly string[], namespace: string, key: string) => void;
  /** What a missing key reads as (i18next's parseMissingKeyHandler). */
  parseMissingKeyHandler?: (key: string) => string;
}

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(events: string, listener: Listener) {
    for (const event of events.split(' ')) {
      const set = this.listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      this.listeners.set(event, set);
    }
    return this;
  }
  off(events: string, listener?: Listener) {
    for (const event of events.split(' ')) {
      if (listener) this.listeners.get(event)?.delete(listener);
      else this.listeners.delete(event);
    }
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object' && !Array.isArray(value);

function deepMerge(target: Tree, source: Tree, overwrite: boolean) {
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (isTree(value) && isTree(target[key])) deepMerge(target[key], value, overwrite);
    else if (overwrite || !(key in target)) target[key] = isTree(value) ? deepMerge({}, value, true) : value;
  }
  return target;
}

function lookUp(tree: unknown, key: string): unknown {
  let node = tree;
  // Arrays too: "rules.items.0".
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: string, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

const placeholder = /\{\{(.+?)\}\}/g;

function interpolate(text: string, data: TOptions): string {
  return text.replace(placeholder, (match, name: string) => {
    const path = name.trim().replace(/^-\s*/, '');
    const value = path in data ? data[path] : lookUp(data, path);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(data, path) ? '' : match;
    return typeof value === 'string' ? value : String(value);
  });
}

export class LightI18n {
  language: string;
  languages: string[];
  resolvedLanguage: string;
  readonly isInitialized = true;
  readonly initializedStoreOnce = true;
  readonly options: { defaultNS: string; ns: string[]; react: { bindI18nStore: string; useSuspense: boolean }; keySeparator: string; nsSeparator: string };
  readonly store: Emitter & { data: Record<string, Record<string, Tree>> };
  readonly services = { logger: { log() {}, warn() {}, error() {}, forward() {} } };
  reportNamespaces?: unknown;
  private readonly events = new Emitter();
  private readonly handlers: Pick<LightI18nOptions, 'missingKeyHandler' | 'parseMissingKeyHandler'>;

  constructor({ lng, resources, defaultNS, missingKeyHandler, parseMissingKeyHandler }: LightI18nOptions) {
    this.language = lng;
    this.languages = [lng];
    this.resolvedLanguage = lng;
    this.options = { defaultNS, ns: Object.keys(resources[lng] ?? {}), react: { bindI18nStore: 'added', useSuspense: false }, keySeparator: '.', nsSeparator: ':' };
    this.store = Object.assign(new Emitter(), { data: {} as Record<string, Record<string, Tree>> });
    for (const [language, namespaces] of Object.entries(resources)) for (const [ns, strings] of Object.entries(namespaces)) if (isTree(strings)) this.addResources(language, ns, strings);
    this.handlers = { missingKeyHandler, parseMissingKeyHandler };
    this.t = this.t.bind(this);
  }

  private addResources(language: string, ns: string, strings: Tree, overwrite = true) {
    const namespaces = (this.store.data[language] ??= {});
    namespaces[ns] = deepMerge(namespaces[ns] ?? {}, strings, overwrite);
  }

  /** The text of a key (`ns:section.key`) in the language (or options.lng), interpolated and pluralised. */
  t(key: string, options: TOptions = {}): string {
    const { ns, path } = this.split(key, options);
    const language = options.lng ?? this.language;
    const found = this.resolve(language, ns, path, options);
    if (found !== undefined) return interpolate(found, options);
    this.handlers.missingKeyHandler?.([language], ns, path);
    return this.handlers.parseMissingKeyHandler ? this.handlers.parseMissingKeyHandler(path) : interpolate(typeof options.defaultValue === 'string' ? options.defaultValue : path, options);
  }

  /** "ns:section.key" names its namespace; a bare key is in options.ns or the default one. */
  private split(key: string, options: TOptions): { ns: string; path: string } {
    const separator = key.indexOf(':');
    if (separator > 0) return { ns: key.slice(0, separator), path: key.slice(separator + 1) };
    return { ns: options.ns ?? this.options.defaultNS, path: key };
  }

  private resolve(language: string, ns: string, path: string, options: TOptions): string | undefined {
    const strings = this.store.data[language]?.[ns];
    const candidates = [path];
    const { count } = options;
    if (count !== undefined && typeof count !== 'string') {
      candidates.unshift(`${path}_${pluralOf(language, Number(count))}`);
      if (count === 0) candidates.unshift(`${path}_zero`);
    }
    for (const candidate of candidates) {
      const value = lookUp(strings, candidate);
      if (value === undefined || value === null) continue;
      if (typeof value === 'string') return value;
      if (isTree(value) || Array.isArray(value)) return `key '${path} (${this.language})' returned an object instead of string.`;
      return String(value);
    }
    return undefined;
  }

  /** A t bound to a language (null: the current one) and a namespace. */
  getFixedT(language: string | null, ns?: string | readonly string[], keyPrefix?: string): TFunction {
    const namespace = Array.isArray(ns) ? ns[0] : (ns as string | undefined);
    return (key, options = {}) => this.t(keyPrefix ? `${keyPrefix}.${key}` : key, { ...options, lng: options.lng ?? language ?? undefined, ns: options.ns ?? namespace });
  }

  exists(key: string, options: TOptions = {}): boolean {
    const { ns, path } = this.split(key, options);
    return this.resolve(options.lng ?? this.language, ns, path, options) !== undefined;
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return this.store.data[language]?.[ns] !== undefined;
  }

  getResourceBundle(language: string, ns: string): Tree | undefined {
    return this.store.data[language]?.[ns];
  }

  /** Adds (deep: merges) a namespace's strings; components showing them render again. */
  addResourceBundle(language: string, ns: string, strings: Tree, deep = false, overwrite = false) {
    if (deep) this.addResources(language, ns, strings, overwrite);
    else (this.store.data[language] ??= {})[ns] = { ...this.store.data[language]?.[ns], ...strings };
    if (!this.options.ns.includes(ns)) this.options.ns.push(ns);
    this.store.emit('added', language, ns);
    return this;
  }

  changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      this.languages = [language];
      this.resolvedLanguage = language;
      this.events.emit('languageChanged', language);
    }
    return Promise.resolve(this.getFixedT(null));
  }

  dir(language = this.language): 'ltr' | 'rtl' {
    return language.startsWith('ar') ? 'rtl' : 'ltr';
  }

  hasLoadedNamespace(): boolean {
    return true;
  }

  loadNamespaces(_ns: unknown, done?: () => void): Promise<void> {
    done?.();
    return Promise.resolve();
  }

  loadLanguages(_languages: unknown, done?: () => void): Promise<void> {
    done?.();
    return Promise.resolve();
  }

  on(events: string, listener: Listener) {
    this.events.on(events, listener);
    return this;
  }

  off(events: string, listener?: Listener) {
    this.events.off(events, listener);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.events.emit(event, ...args);
  }
}
