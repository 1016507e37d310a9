import type { NavigationIntent } from '../shared/navigation.ts';
import type { AppSettings, SessionContext, SessionUser } from './types.ts';

/** The account has a phone number the API does not call unverified. */
export function hasVerifiedPhone(user: Pick<SessionUser, 'phone_number' | 'phone_verified'> | null): boolean {
  return Boolean(user?.phone_number) && user?.phone_verified !== false;
}

/**
 * Phone verification is needed when the setting is on and the user has no phone number, or the
 * API says the number is unverified (platform.md §4 names both conditions).
 */
export function needsPhoneVerification(
  settings: Pick<AppSettings, 'enable_phone_verification'> | null,
  user: Pick<SessionUser, 'phone_number' | 'phone_verified'> | null,
): boolean {
  if (!settings?.enable_phone_verification || !user) return false;
  return !hasVerifiedPhone(user);
}

/** After login: the saved redirect, else the previous page, else the default landing route. */
export function afterLoginPath(context: SessionContext): string {
  return context.redirect ?? context.previousPage ?? context.defaultLandingRoute;
}

export const continueAfterLogin = (context: SessionContext): NavigationIntent => ({ name: 'continueTo', path: afterLoginPath(context) });

export const verifyPhoneAfterLogin = (context: SessionContext): NavigationIntent => ({ name: 'phoneVerificationRequired', returnTo: afterLoginPath(context) });
