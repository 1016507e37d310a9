/** The local key that remembers a visitor has seen onboarding (platform §2 "viewing is remembered"; our key name). */
export const ONBOARDING_SEEN_KEY = 'onboarding';
