import type { NavigateEmitted, NavigationIntent } from '../shared/navigation.ts';

/** The message keys the page shows (platform.md §8), or an unexpected failure of sending. */
export type PhoneVerificationNotice = 'otp_sent' | 'used_phone_number' | 'otp-throttle' | 'otp-error' | 'send-failed';

export interface PhoneVerificationInput {
  /** The page to continue to after success: the route's state, or the app's landing route. */
  readonly returnTo: string;
  /** The user's current number, to prefill the field. */
  readonly phoneNumber?: string | null;
  /** The account already has a verified number: success changes it rather than verifying a first one. */
  readonly hasVerifiedNumber?: boolean;
}

export interface PhoneVerificationContext {
  readonly phoneNumber: string;
  /** Digits typed so far, at most six. */
  readonly code: string;
  /** After the first send the button reads Resend instead of Verify. */
  readonly hasSentCode: boolean;
  readonly notice: PhoneVerificationNotice | null;
  readonly returnTo: string;
  readonly navigation: NavigationIntent | null;
  readonly hasVerifiedNumber: boolean;
}

export type PhoneVerificationEvent =
  | { readonly type: 'PHONE_NUMBER_CHANGED'; readonly phoneNumber: string }
  | { readonly type: 'SEND_CODE' }
  | { readonly type: 'CODE_CHANGED'; readonly code: string }
  | { readonly type: 'SUBMIT_CODE' };

export type PhoneVerificationEmitted =
  | NavigateEmitted
  /**
   * The number is verified: the toast says so (phone_number_verified) for the account's first verified number, and
   * phone_number_updated when it replaced one; the app also refreshes the profile.
   */
  | { readonly type: 'phoneNumberUpdated'; readonly phoneNumber: string; readonly firstVerification: boolean };

export interface SendCodeInput {
  readonly phoneNumber: string;
}

export interface VerifyCodeInput {
  readonly phoneNumber: string;
  readonly otp: string;
}
