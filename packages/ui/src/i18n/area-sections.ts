/**
 * Which lazy area holds each top-level section of the ui strings (the areas' files keep their keys under these).
 * Small and synchronous: an i18n instance reads it when a key is missing, to load the area that has it. A test
 * checks it against the areas' files.
 */
export const uiAreaSections = {
  competition: ['competition'],
  fantasy: ['squad', 'players'],
  groups: ['groups', 'CreateGroupModal'],
  // Its `lobby` section extends the first load's lobby strings (the creation wizard's); `admin` is the admin area's.
  'create-competition': ['lobby', 'competitionForm', 'createCompetition', 'admin'],
  coins: ['pricing', 'voucher', 'payment', 'cardPayment', 'savedCards', 'paymentResult'],
  store: ['wallet', 'store', 'orders'],
  prizes: ['prizes', 'prize_redemption', 'prizeRedemption', 'adminRedemptions'],
  // The visitor pages (landing, onboarding, competition types, about, download), the tutorial and the creators.
  welcome: ['welcome'],
  // The sign-in, sign-up and password forms: only their own pages show them.
  auth: ['auth'],
  // The profile pages, the notifications list and the referral link (the header's own texts are the first load's `frame`).
  profile: ['profile'],
} as const;

/** A string area kept out of the first load; loaded when a page or a missing key asks for it. */
export type LazyUiArea = keyof typeof uiAreaSections;

export const lazyUiAreas = Object.keys(uiAreaSections) as LazyUiArea[];

/** The lazy areas that may hold a key (`lobby.x` may be the first load's or the wizard's). */
export function areasOfKey(key: string): LazyUiArea[] {
  const section = key.split('.', 1)[0];
  return lazyUiAreas.filter((area) => (uiAreaSections[area] as readonly string[]).includes(section ?? ''));
}

/** An area added to an instance leaves an empty namespace of this name beside its strings (merged into "ui"). */
export const uiAreaMarker = (area: LazyUiArea) => `ui-area-${area}`;
