import type { Language } from '../../format/locale.ts';
import type { NavigateEmitted, NavigationIntent } from '../shared/navigation.ts';

/** The parts of GET /settings the session reads. */
export interface AppSettings {
  readonly enable_phone_verification: boolean;
  readonly [key: string]: unknown;
}

/** The parts of GET /v2/profile/me the session reads. */
export interface SessionUser {
  readonly id: number;
  readonly name: string;
  readonly phone_number: string | null;
  /** Absent when the API does not say; only an explicit false counts as unverified. */
  readonly phone_verified?: boolean;
  readonly settings: { readonly language: Language; readonly [key: string]: unknown };
  readonly [key: string]: unknown;
}

export type LoginCredentials =
  | { readonly grant: 'password'; readonly username: string; readonly password: string }
  | { readonly grant: 'social'; readonly accessToken: string; readonly referrer?: string };

/** What the logIn actor reports once tokens are stored. */
export interface LoginResult {
  /** The token response's extra.type was 'register': a first social sign-in. */
  readonly isNewSocialUser: boolean;
}

export type LoginError = 'invalid_creds' | 'login_failed';

export interface SessionInput {
  /** The UI language in use when the app starts. */
  readonly language: Language;
  /** A refresh token is stored (cookie refresh-token): the user counts as logged in. */
  readonly hasStoredSession: boolean;
  /** Where a login goes when there is no redirect or previous page (the app's route table decides). */
  readonly defaultLandingRoute: string;
}

export interface SessionContext {
  readonly language: Language;
  readonly hasStoredSession: boolean;
  readonly defaultLandingRoute: string;
  readonly settings: AppSettings | null;
  readonly user: SessionUser | null;
  /** The saved `redirect` of the login page, if any. */
  readonly redirect: string | null;
  /** The page the user was on before the login page. */
  readonly previousPage: string | null;
  readonly loginError: LoginError | null;
  /** Credentials of the login under way: typed by the user, or the social token found at startup. */
  readonly credentials: LoginCredentials | null;
  /** A startup social login keeps the user on the current page unless a step is required. */
  readonly loginOrigin: 'startup' | 'interactive';
  readonly isNewSocialUser: boolean;
  /** A failed refresh asks for a login (loginRequired); a plain logout does not navigate. */
  readonly logoutReason: 'logout' | 'refreshFailed';
  readonly listsStatus: 'idle' | 'loaded' | 'failed';
  /** The last intent the machine gave the app; also emitted as `navigate`. */
  readonly navigation: NavigationIntent | null;
}

export type SessionEvent =
  | { readonly type: 'LOG_IN'; readonly credentials: LoginCredentials; readonly redirect?: string | null; readonly previousPage?: string | null }
  | { readonly type: 'REGISTRATION_REVIEWED'; readonly user: SessionUser }
  | { readonly type: 'PHONE_VERIFIED'; readonly phoneNumber: string }
  | { readonly type: 'USER_UPDATED'; readonly user: SessionUser }
  | { readonly type: 'LOG_OUT' }
  /** The api client's token refresh after a 401 'Unauthenticated.' failed. */
  | { readonly type: 'REFRESH_FAILED' }
  | { readonly type: 'RETRY' }
  /** The language the app now shows (it started in, or someone chose it). */
  | { readonly type: 'LANGUAGE_SHOWN'; readonly language: Language };

export type SessionEmitted =
  | NavigateEmitted
  | { readonly type: 'languageChanged'; readonly language: Language }
  /** Save this language to the profile: the person signed in reading it (their latest explicit choice). */
  | { readonly type: 'languageSaveRequested'; readonly language: Language }
  /** Every piece of application state must be reset (logout or refresh failure). */
  | { readonly type: 'sessionReset' };

export interface SocialLoginStatus {
  /** The social SDK's access token when the visitor is connected, else null. */
  readonly accessToken: string | null;
}

export interface LogOutInput {
  /** A plain logout also signs out of the social provider; a failed refresh only clears tokens. */
  readonly socialLogout: boolean;
}
