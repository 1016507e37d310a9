import type { FileLike } from '../../validators/image.ts';
import type { ValidationKey } from '../../validators/keys.ts';
import type { ApiFailure } from '../shared/api-failure.ts';

/** Wallet issuers in the order the radio list shows them; the first is the default (platform.md §9). */
export const defaultWalletIssuers = ['bank_wallet', 'aman', 'etisalat', 'vodafone', 'orange'] as const;

export type RedemptionMethodName = 'E-Wallet' | 'Coins';

export interface RedemptionUser {
  readonly legal_name?: string | null;
  readonly email?: string | null;
  readonly phone_number?: string | null;
  readonly national_id?: string | null;
  readonly national_id_verified?: boolean | null;
}

export interface PrizeRedemptionInput {
  /** The user prize being redeemed; the modal title shows the amount in EGP. */
  readonly userPrize: { readonly id: number; readonly amount: number };
  /** The profile, to prefill the personal info. */
  readonly user: RedemptionUser;
  readonly walletIssuers?: readonly string[];
}

export interface PersonalInfo {
  readonly legal_name: string;
  readonly email: string;
  readonly phone_number: string;
  readonly national_id: string;
}

export interface NationalIdScanFiles {
  readonly front: FileLike | null;
  readonly back: FileLike | null;
}

/** One generated form: its name and the file the Preview link opens. */
export interface RedemptionForm {
  readonly name: string;
  readonly file: string;
}

export interface RedemptionMethodChoice {
  readonly name: RedemptionMethodName | null;
  readonly issuer: string;
  readonly phone_number: string;
}

export type PrizeRedemptionField = keyof PersonalInfo | 'national_id_scans' | 'method' | 'issuer' | 'wallet_phone_number';

/** Input of the `generateForms` actor: POST /v2/prize-redemption/generate-redemption-forms (multipart). */
export interface GenerateFormsInput extends PersonalInfo {
  readonly user_prize_id: number;
  /** Absent once the national id is verified (the scan inputs are hidden then). */
  readonly national_id_scans?: { readonly front: FileLike; readonly back: FileLike };
}

/** Input of the `submitRedemption` actor: POST /v2/prize-redemption/submit-redemption-request. */
export interface RedemptionRequestPayload extends GenerateFormsInput {
  readonly forms: readonly RedemptionForm[];
  readonly redemption_method:
    | { readonly name: 'Coins' }
    | { readonly name: 'E-Wallet'; readonly options: { readonly phone_number: string; readonly wallet: { readonly issuer: string } } };
}

/**
 * What the `generateForms` and `submitRedemption` actors reject with: the shared ApiFailure (status,
 * response message) plus the response's errors object or list (platform.md §8).
 */
export interface RedemptionFailure extends ApiFailure {
  readonly errors?: Readonly<Record<string, string | readonly string[]>> | readonly string[] | null;
}

export interface PrizeRedemptionContext {
  readonly userPrize: { readonly id: number; readonly amount: number };
  readonly nationalIdVerified: boolean;
  readonly personalInfo: PersonalInfo;
  readonly scans: NationalIdScanFiles;
  readonly forms: readonly RedemptionForm[];
  readonly walletIssuers: readonly string[];
  readonly method: RedemptionMethodChoice;
  readonly fieldErrors: Partial<Record<PrizeRedemptionField, ValidationKey>>;
  /** A 422's errors, flattened into one list for the red alert list. */
  readonly serverErrors: readonly string[];
  /** Any other failure: the response's message, or the generic translation key when it has none. */
  readonly errorMessage: string | null;
}

export type PrizeRedemptionEvent =
  /** Ignored while forms are shown (fields disabled until Edit Info); national_id ignored once verified. */
  | { readonly type: 'CHANGE_PERSONAL_INFO'; readonly values: Partial<PersonalInfo> }
  /** Only the first chosen file is used. */
  | { readonly type: 'SET_SCAN'; readonly side: 'front' | 'back'; readonly files: FileLike | ArrayLike<FileLike> | null }
  | { readonly type: 'GET_FORMS' }
  | { readonly type: 'EDIT_INFO' }
  | { readonly type: 'SIGN_AND_CONTINUE' }
  | { readonly type: 'SELECT_METHOD'; readonly method: RedemptionMethodName }
  | { readonly type: 'SELECT_ISSUER'; readonly issuer: string }
  | { readonly type: 'CHANGE_WALLET_PHONE'; readonly phoneNumber: string }
  | { readonly type: 'NEXT' }
  | { readonly type: 'BACK' }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'CLOSE' };

export type PrizeRedemptionEmitted = {
  /** The app refreshes its data (prizes, profile), closes the modal and shows the toast. */
  readonly type: 'redeemed';
  readonly userPrizeId: number;
  readonly toastKey: 'redemption-request-added';
};
