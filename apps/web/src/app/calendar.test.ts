import { describe, expect, it } from 'vitest';
import { intlLocale, languages } from '@hadaf/domain';

// The web build keeps only @internationalized/date's Gregorian calendar (build-plugins.ts, onlyGregorianCalendar):
// right as long as the app's locales use it by default.
describe("the app's locales", () => {
  it.each(languages)('%s dates are Gregorian', (language) => {
    expect(new Intl.DateTimeFormat(intlLocale(language)).resolvedOptions().calendar).toBe('gregory');
  });
});
