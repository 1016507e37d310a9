/**
 * Row readers for plain SQL results. Timestamps arrive as Date and bigint as a number from both drivers
 * (database.ts); numeric arrives as text, so numbers still go through Number().
 */
export type Row = Record<string, unknown>;

/** LIKE treats % and _ as wildcards; a search for "50%" means the text. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Arabic letters people type for one another (the hamza forms of alif, alif maqsura for ya, ta marbuta for ha):
 * a search for "الاهلي" finds "الأهلي". The same folding on both sides of a name search.
 */
const ARABIC_VARIANTS = 'أإآٱىة';
const ARABIC_FOLDED = 'اااايه';
export const foldArabic = (text: string) => [...text].map((char) => ARABIC_FOLDED[ARABIC_VARIANTS.indexOf(char)] ?? char).join('');

/** The LIKE pattern of a name search: literal (no wildcards), Arabic-folded; compare it with `nameLike`. */
export const namePattern = (text: string) => likePattern(foldArabic(text.trim()));

/** A text SQL expression folded as `foldArabic` folds, for comparing names. */
export const foldedSql = (expression: string) => `translate(${expression}, '${ARABIC_VARIANTS}', '${ARABIC_FOLDED}')`;

/** Any of `columns` (SQL expressions) contains the searched name, case- and Arabic-variant-insensitively. */
export const nameLike = (columns: readonly string[], pattern: string) => `(${columns.map((column) => `${foldedSql(column)} ILIKE ${pattern}`).join(' OR ')})`;

export const num = (value: unknown): number => Number(value);

/**
 * Whether a number from a request can be an id or an offset at all. The contract allows any integer, but beyond
 * 2^53 a JSON number is no longer exact and PostgreSQL's bigint overflows; such values match nothing (never a 500).
 */
export const usableInteger = (value: number): boolean => Number.isSafeInteger(value);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
export const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
export const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : date(value));

/** Unique violations surface from pg and PGlite as SQLSTATE 23505 (sometimes wrapped in a cause). */
export function isUniqueViolation(error: unknown, constraintHint?: string): boolean {
  for (let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return constraintHint === undefined || `${current.constraint ?? ''} ${current.message ?? ''}`.includes(constraintHint);
  }
  return false;
}
