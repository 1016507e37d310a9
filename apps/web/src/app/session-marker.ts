/**
 * "Logged in" as the spec defines it: a stored refresh token (cookie refresh-token), or the readable
 * marker cookie when the server keeps the refresh token HttpOnly (see docs/decisions.md).
 */
export function hasStoredSession(cookie = document.cookie): boolean {
  return cookie.split('; ').some((entry) => entry.startsWith('refresh-token=') || entry === 'logged-in=1');
}
