const REFERRER_KEY = 'referrer';

/** The referrer kept locally (platform.md §9, key "referrer"), sent with a registration and a first social login. */
export function storedReferrer(): string | null {
  try {
    return localStorage.getItem(REFERRER_KEY);
  } catch {
    return null;
  }
}

/** Keeps the referral code a link brought (/register?referrer=…) until the visitor signs up, by e-mail or socially. */
export function storeReferrer(code: string): void {
  try {
    localStorage.setItem(REFERRER_KEY, code);
  } catch {
    // Storage refused (private mode, quota): the code is simply not remembered.
  }
}
