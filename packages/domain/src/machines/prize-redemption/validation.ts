import { validateEmail } from '../../validators/email.ts';
import { validateNationalIdScans } from '../../validators/image.ts';
import { validateNationalId } from '../../validators/national-id.ts';
import { validatePhone } from '../../validators/phone.ts';
import type { ValidationKey } from '../../validators/keys.ts';
import { failureStatus } from '../shared/api-failure.ts';
import type { PrizeRedemptionContext, PrizeRedemptionField, RedemptionFailure } from './types.ts';

export type FieldErrors = Partial<Record<PrizeRedemptionField, ValidationKey>>;

/**
 * Step 1 (platform.md §5): email valid, phone 11 digits from 01, national id valid; legal name is
 * optional. A verified national id is neither checked nor re-scanned (its inputs are disabled/hidden).
 */
export function personalInfoErrors(context: Pick<PrizeRedemptionContext, 'personalInfo' | 'scans' | 'nationalIdVerified'>): FieldErrors {
  const errors: FieldErrors = {};
  const email = validateEmail(context.personalInfo.email);
  if (!email.ok) errors.email = email.error;
  const phone = validatePhone(context.personalInfo.phone_number);
  if (!phone.ok) errors.phone_number = phone.error;
  if (!context.nationalIdVerified) {
    const nationalId = validateNationalId(context.personalInfo.national_id);
    if (!nationalId.ok) errors.national_id = nationalId.error;
    const scans = validateNationalIdScans({ front: context.scans.front, back: context.scans.back });
    if (!scans.ok) errors.national_id_scans = scans.error;
  }
  return errors;
}

/** Step 2: a method is required; E-Wallet needs an issuer and a valid wallet phone number. */
export function methodErrors(context: Pick<PrizeRedemptionContext, 'method'>): FieldErrors {
  const errors: FieldErrors = {};
  if (context.method.name === null) return { method: 'validation.required' };
  if (context.method.name === 'E-Wallet') {
    if (context.method.issuer === '') errors.issuer = 'validation.required';
    const phone = validatePhone(context.method.phone_number);
    if (!phone.ok) errors.wallet_phone_number = phone.error;
  }
  return errors;
}

export const GENERIC_REDEMPTION_ERROR = 'prizeRedemption.errors.generic';

/**
 * A 422 gives its errors as one flat list; anything else gives the response message, or the generic
 * key when there is none. A thrown Error (network failure, bug) is not a response: its message is
 * not for users.
 */
export function readRedemptionFailure(error: unknown): { serverErrors: string[]; errorMessage: string | null } {
  const isResponse = typeof error === 'object' && error !== null && !(error instanceof Error);
  const failure = (isResponse ? error : {}) as Partial<RedemptionFailure>;
  if (failureStatus(error) === 422 && failure.errors) {
    const lists = Array.isArray(failure.errors) ? failure.errors : Object.values(failure.errors);
    const serverErrors = (lists as ReadonlyArray<string | readonly string[]>).flat().filter((message): message is string => typeof message === 'string');
    if (serverErrors.length > 0) return { serverErrors, errorMessage: null };
  }
  const message = typeof failure.message === 'string' && failure.message.trim() !== '' ? failure.message : GENERIC_REDEMPTION_ERROR;
  return { serverErrors: [], errorMessage: message };
}
