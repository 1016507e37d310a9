import { intlLocale, type Language } from '@hadaf/domain';

/**
 * The browser's first use of each Intl service loads and prepares its locale data: 15-30 ms of one task on this
 * machine, four times that on a phone. Started by the start-up code in a task of its own while the app's code is still
 * downloading, so it is not added to the tasks that evaluate that code (react-aria reads the browser's locale as its
 * module runs) and render the first screen (dates, numbers and plurals of the page's language).
 */
export function warmIntl(language: Language) {
  const browserLocale = navigator.language || 'en-US';
  try {
    Intl.DateTimeFormat.supportedLocalesOf([browserLocale]);
    new Intl.Locale(browserLocale).maximize();
  } catch {
    // A locale the engine does not know: react-aria falls back to en-US, and so does nothing here.
  }
  const locale = intlLocale(language);
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(0);
  new Intl.NumberFormat(locale).format(1);
  new Intl.PluralRules(language).select(1);
}
