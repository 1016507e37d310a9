import { routeTable } from '../app/route-table.ts';

/**
 * The routes prerendered at build time: a visitor's landing (/) and every page a visitor can open without signing in
 * that is one fixed address (no ":param" segment, not a redirect), but the live ones (a search). /matches is its frame
 * (header, filters, a skeleton list): the visitor's day and its matches fill it once hydrated. Signed-in
 * routes send a visitor to /login, which is prerendered.
 */
export const prerenderedPaths: string[] = [
  '/',
  ...routeTable.filter((route) => !route.auth && !route.live && !route.redirectTo && !route.path.includes(':')).map((route) => route.path),
];
