/**
 * Which lazy area holds each section of the ui strings (the areas' files keep their keys under these): a top-level
 * key, or a dotted one where two areas share a top-level key (`lobby.wizard` is the wizard's, the rest of `lobby` the
 * lobby's). Small and synchronous: an i18n instance reads it when a key is missing, to load the area that has it. A
 * test checks it against the areas' files.
 */
export const uiAreaSections = {
  competition: ['competition'],
  fantasy: ['squad', 'players'],
  groups: ['groups', 'CreateGroupModal'],
  // The competition lists' texts: the lobbies, the cards (the landing's too), a competition's header and overview.
  lobby: ['lobby'],
  // Its `lobby` keys are the creation wizard's and the admin review's; `admin` is the admin area's.
  'create-competition': ['lobby.wizard', 'lobby.created', 'lobby.adminReview', 'competitionForm', 'createCompetition', 'admin'],
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

/** How many of a key's leading parts a section names (0 when it is not the key's section). */
const matchLength = (key: string, section: string) => (key === section || key.startsWith(`${section}.`) ? section.split('.').length : 0);

/** The lazy area holding a key: the one whose section names most of it (`lobby.wizard.x` the wizard's, `lobby.x` the lobby's). */
export function areasOfKey(key: string): LazyUiArea[] {
  const lengths = lazyUiAreas.map((area) => Math.max(0, ...(uiAreaSections[area] as readonly string[]).map((section) => matchLength(key, section))));
  const longest = Math.max(...lengths);
  return longest === 0 ? [] : lazyUiAreas.filter((_, index) => lengths[index] === longest);
}

/** An area added to an instance leaves an empty namespace of this name beside its strings (merged into "ui"). */
export const uiAreaMarker = (area: LazyUiArea) => `ui-area-${area}`;
