/** What the strings loaders need of an i18n instance: i18next's and createHadafI18n's (LightI18n) both are one. */
export interface StringsHost {
  language: string;
  hasResourceBundle(language: string, ns: string): boolean;
  addResourceBundle(language: string, ns: string, strings: Record<string, unknown>, deep?: boolean, overwrite?: boolean): unknown;
}
