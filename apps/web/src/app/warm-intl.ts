import { intlLocale, type Language } from '@hadaf/domain';

/**
 * The browser's first use of each Intl service prepares its locale data: a few milliseconds each here, four times
 * that on a phone (index.html's inline script has made the first use, which loads the data, before the first paint).
 * Started by the start-up code in a task of its own while the app's code is still downloading, so it is not added to
 * the tasks that render the first screen (dates, numbers and plurals of the page's language).
 */
export function warmIntl(language: Language) {
  const locale = intlLocale(language);
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(0);
  new Intl.NumberFormat(locale).format(1);
  new Intl.PluralRules(language).select(1);
}
