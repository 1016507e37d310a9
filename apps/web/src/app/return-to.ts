/** A path of this app ("/competitions/7?joining"), never another site ("//evil.example", "https://…"). */
const isAppPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/**
 * Where signing in or up brings the fan back (issue 30): the page the authenticated wrapper or an expired session
 * kept (`from` in the route state), else the page that asked for an account (`?redirect=`: a visitor's Predict or
 * Join). The login and register pages pass it on to each other, so switching between them keeps it.
 */
export function returnPath(state: unknown, params: URLSearchParams): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (isAppPath(from)) return from;
  const redirect = params.get('redirect');
  return isAppPath(redirect) ? redirect : null;
}
