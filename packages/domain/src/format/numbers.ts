import { intlLocale, type Language } from './locale.ts';
import { formatter } from './formatters.ts';

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return formatter(`number|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(language), options));
}

/** Coins: whole numbers with thousands separators. */
export function formatCoins(value: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 0, minimumFractionDigits: 0, useGrouping: true }).format(value);
}

/** Egyptian pounds: two decimals with the currency. */
export function formatEgp(value: number, language: Language): string {
  return numberFormat(language, { style: 'currency', currency: 'EGP', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Points: two decimals (fantasy passes earn 0.02). */
export function formatPoints(value: number, language: Language): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Plain integers such as scores, minutes and counts, in the language's digits. */
export function formatInteger(value: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 0, useGrouping: false }).format(value);
}

/** Points inside a sentence: whole numbers without decimals ("5 points"), fractions with up to two ("12.5 points"). */
export function formatPointsInText(value: number, language: Language): string {
  return numberFormat(language, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
}

/** Fantasy prices and budgets, in millions with one decimal: "12.5M", "١٢٫٥ مليون". */
export function formatMillions(value: number, language: Language): string {
  const amount = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return language === 'ar' ? `${amount} مليون` : `${amount}M`;
}
