/**
 * Platform spec §5: "Empty, null or blank filter values are removed before any request."
 * Blank means an empty or whitespace-only string; 0 and false are real values and are kept.
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** A copy of a query object without blank values; arrays lose their blank items and disappear when emptied. */
export function cleanQuery<T extends Record<string, unknown>>(query: T | null | undefined): Partial<T> {
  const clean: Record<string, unknown> = {};
  if (!query) return clean as Partial<T>;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const items = value.filter((item) => !isBlank(item));
      if (items.length > 0) clean[key] = items;
    } else if (!isBlank(value)) {
      clean[key] = value;
    }
  }
  return clean as Partial<T>;
}

/**
 * Removes empty and whitespace-only query parameters from a URL already built: the last guard before a
 * request leaves, for callers that put a query string in the path themselves. Null and undefined never
 * reach this point (the query serializer drops them), and the text "null" is a legitimate search.
 */
export function stripBlankSearchParams(url: URL): URL {
  const next = new URL(url);
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (value.trim() !== '') kept.append(key, value);
  }
  next.search = kept.toString();
  return next;
}
