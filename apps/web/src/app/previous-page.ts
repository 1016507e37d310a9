/** The last page the user was on outside the authentication screens: the login flow's "previous page" (platform.md §4). */
const authPaths = new Set(['/login', '/login-facebook', '/register', '/register/review', '/verify-phone-number', '/forget-password', '/reset-password']);

let previous: string | null = null;

export function rememberPage(pathname: string, search: string) {
  if (!authPaths.has(pathname) && pathname !== '/') previous = `${pathname}${search}`;
}

export function previousPage(): string | null {
  return previous;
}
