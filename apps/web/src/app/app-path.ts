/** An address with a scheme (https:, mailto:, tel:…) or protocol-relative (//host): never a path of the app. */
const absoluteUrl = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function isAbsoluteUrl(href: string): boolean {
  return absoluteUrl.test(href);
}

/**
 * The in-app path an href leads to: a path as it is; an absolute address on the app's own origin as its path, query
 * and hash; null for an address elsewhere (it leaves the app).
 */
export function appPathOf(href: string, origin: string): string | null {
  if (!isAbsoluteUrl(href)) return href;
  const url = new URL(href, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
