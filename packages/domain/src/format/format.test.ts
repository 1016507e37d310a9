import { describe, expect, it } from 'vitest';
import { formatDate, formatMatchDay, formatTime } from './dates.ts';
import { directionOf, intlLocale, isLanguage, preferredLanguage } from './locale.ts';
import { formatCoins, formatEgp, formatInteger, formatMillions, formatPoints, formatPointsInText } from './numbers.ts';

// Arabic output carries bidi marks: U+200F RIGHT-TO-LEFT MARK and U+061C ARABIC LETTER MARK.
const RLM = '\u200f';
const ALM = '\u061c';

describe('numbers', () => {
  it('formats coins with thousands separators and no decimals', () => {
    expect(formatCoins(1234567, 'en')).toBe('1,234,567');
    expect(formatCoins(1234567, 'ar')).toBe('١٬٢٣٤٬٥٦٧');
    expect(formatCoins(10.6, 'en')).toBe('11');
  });

  it('formats EGP with two decimals', () => {
    expect(formatEgp(1234.5, 'en')).toBe('EGP\u00a01,234.50');
    expect(formatEgp(1234.5, 'ar')).toBe(`${RLM}١٬٢٣٤٫٥٠\u00a0ج.م.${RLM}`);
  });

  it('formats points with two decimals, negatives included', () => {
    expect(formatPoints(12.34, 'en')).toBe('12.34');
    expect(formatPoints(0.02, 'en')).toBe('0.02');
    expect(formatPoints(7, 'ar')).toBe('٧٫٠٠');
    expect(formatPoints(-2, 'en')).toBe('-2.00');
    expect(formatPoints(-2, 'ar')).toBe(`${ALM}-٢٫٠٠`);
  });

  it('formats points inside a sentence without trailing zeros', () => {
    expect(formatPointsInText(5, 'en')).toBe('5');
    expect(formatPointsInText(12.5, 'en')).toBe('12.5');
    expect(formatPointsInText(5, 'ar')).toBe('٥');
    expect(formatPointsInText(12.25, 'ar')).toBe('١٢٫٢٥');
  });

  it('formats fantasy prices in millions with one decimal', () => {
    expect(formatMillions(12.5, 'en')).toBe('12.5M');
    expect(formatMillions(30, 'en')).toBe('30.0M');
    expect(formatMillions(4.2, 'ar')).toBe('٤٫٢ مليون');
  });

  it('formats plain integers without grouping', () => {
    expect(formatInteger(2026, 'en')).toBe('2026');
    expect(formatInteger(2026, 'ar')).toBe('٢٠٢٦');
  });
});

describe('dates', () => {
  const kickOff = '2026-11-21T18:30:00Z';

  it('writes D MMMM YYYY', () => {
    expect(formatDate(kickOff, 'en', 'UTC')).toBe('21 November 2026');
    expect(formatDate(kickOff, 'ar', 'UTC')).toBe('٢١ نوفمبر ٢٠٢٦');
  });

  it("writes a fixture's day short, with its weekday, in the language's digits", () => {
    expect(formatMatchDay(kickOff, 'en', 'UTC')).toBe('Sat 21 Nov');
    expect(formatMatchDay(kickOff, 'ar', 'UTC')).toBe('السبت، ٢١ نوفمبر');
    // 23:30 in London is the next day in Cairo.
    expect(formatMatchDay('2026-11-21T22:30:00Z', 'en', 'Africa/Cairo')).toBe('Sun 22 Nov');
  });

  it('writes the kick-off time in the given zone', () => {
    expect(formatTime(kickOff, 'en', 'UTC')).toBe('18:30');
    expect(formatTime(kickOff, 'ar', 'UTC')).toBe('٦:٣٠ م');
    expect(formatTime(kickOff, 'en', 'Africa/Cairo')).toBe('20:30');
  });

  it('uses the runtime zone when none is given', () => {
    const date = new Date(2026, 10, 21, 9, 5);
    expect(formatDate(date, 'en')).toBe('21 November 2026');
    expect(formatTime(date, 'en')).toBe('9:05');
  });
});

describe('locale', () => {
  it('maps languages to Intl locales and directions', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('ar')).toBe('ar-EG');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('recognises only supported languages', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });

  it('picks the first supported browser language, English by default', () => {
    expect(preferredLanguage(['fr-FR', 'ar-EG', 'en-US'])).toBe('ar');
    expect(preferredLanguage(['EN-gb', 'ar'])).toBe('en');
    expect(preferredLanguage(['de'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
