import { paths, profileTabRoutes, routePatterns, type Language } from '@hadaf/domain';
import type { HadafI18n } from '@hadaf/ui';
import type { LazyUiArea } from '@hadaf/ui/strings/areas';
import { routeOf } from './route-table.ts';

/**
 * The pages that show a lazy ui strings area as soon as they open, by area. A first visit loads a page's areas with
 * the language's strings (startup.ts) and the prerender renders with them, so such a page paints whole instead of a
 * spinner while its texts arrive.
 */
const areaPages: readonly (readonly [LazyUiArea, readonly string[]])[] = [
  // A visitor's landing is / (a signed-in fan's / is the splash; the texts are small).
  ['welcome', ['/', routePatterns.onboarding, routePatterns.competitionTypes, routePatterns.aboutUs, routePatterns.downloadApp, routePatterns.creators]],
  // The competition cards and lists: the landing's, the lobbies' and the creators'.
  ['lobby', ['/', routePatterns.lobbyPredictions, routePatterns.lobbyFantasy, routePatterns.lobbyEsports, routePatterns.creators]],
  ['groups', [routePatterns.groups, routePatterns.allGroups]],
  ['coins', [routePatterns.pricing, routePatterns.payment, routePatterns.voucher, routePatterns.ccStatus, routePatterns.addCcStatus]],
  ['store', [routePatterns.store]],
  ['profile', [routePatterns.profile, ...Object.values(profileTabRoutes)]],
  ['auth', [routePatterns.login, routePatterns.loginFacebook, routePatterns.register, routePatterns.registerReview, routePatterns.verifyPhone, routePatterns.forgetPassword, routePatterns.resetPassword]],
];

/**
 * The lazy areas the page at a path needs on its first paint. `tutorial`: a first visit's /matches, whose first paint
 * has the tutorial's card (the welcome texts). Added before the page renders, they never make the page render again
 * once it shows: strings added later re-render every component that reads strings (on /matches, the whole page).
 */
export function uiAreasOf(pathname: string, tutorial = false): LazyUiArea[] {
  const path = pathname === '/' ? '/' : routeOf(pathname)?.path;
  const areas = path ? areaPages.filter(([, pages]) => pages.includes(path)).map(([area]) => area) : [];
  return tutorial && path === paths.matches ? [...areas, 'welcome'] : areas;
}

export type UiAreaStrings = { language: Language; area: LazyUiArea; strings: Record<string, unknown> }[];

/** Loads areas' strings in a language (not yet added to any i18n instance); the loader itself comes with the first area. */
export async function loadUiAreas(areas: LazyUiArea[], language: Language): Promise<UiAreaStrings> {
  if (areas.length === 0) return [];
  const { loadUiArea } = await import('@hadaf/ui/strings/areas');
  return Promise.all(areas.map(async (area) => ({ language, area, strings: await loadUiArea(area, language) })));
}

/** Adds loaded areas to an i18n instance (the prerender's instance per page and language, the browser's one). */
export async function addUiAreas(instance: HadafI18n, loaded: UiAreaStrings) {
  if (loaded.length === 0) return;
  const { addUiArea } = await import('@hadaf/ui/strings/areas');
  for (const { language, area, strings } of loaded) addUiArea(instance, language, area, strings);
}
