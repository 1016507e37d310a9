import { authenticationRoutes, routePatterns } from '@hadaf/domain';

/** The last page the user was on outside the authentication screens: the login flow's "previous page" (platform.md §4). */
const authPaths = new Set(authenticationRoutes);

let previous: string | null = null;

export function rememberPage(pathname: string, search: string) {
  if (!authPaths.has(pathname) && pathname !== routePatterns.home) previous = `${pathname}${search}`;
}

export function previousPage(): string | null {
  return previous;
}
