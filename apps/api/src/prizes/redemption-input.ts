import { MAX_IMAGE_BYTES, validateEmail, validateNationalId, validatePhone } from '@hadaf/domain';
import type { FastifyRequest } from 'fastify';
import { discard, receiveImage, type ReceivedFile } from '../accounts/uploads.ts';
import type { JsonSchema } from '../platform/contract/load.ts';
import { compileSchema, type Validator } from '../platform/contract/schemas.ts';
import { ApiError, validationFailed, type FieldErrors } from '../platform/http/errors.ts';
import { domainMessage } from '../platform/http/messages.ts';
import { toFieldErrors } from '../platform/http/validation-errors.ts';
import type { HandlerContext } from '../platform/operations.ts';
import type { Services } from '../platform/services.ts';
import type { UserRow } from '../platform/sessions/user-row.ts';
import { prizeMessage } from './messages.ts';

export type ScanSide = 'front' | 'back';
/** The scans received with a request, streamed to temporary files (uploads.ts checks bytes and size). */
export type ReceivedScans = Map<ScanSide, ReceivedFile>;

const scanFields: Readonly<Record<string, ScanSide>> = { 'national_id_scans[front]': 'front', 'national_id_scans[back]': 'back' };
const textFields = [
  'user_prize_id',
  'legal_name',
  'phone_number',
  'email',
  'national_id',
  'redemption_method[name]',
  'redemption_method[options][phone_number]',
  'redemption_method[options][wallet][issuer]',
] as const;
type TextField = (typeof textFields)[number];
/**
 * The list of signed forms as multipart sends it: `forms` repeated, `forms[]`, `forms[0]` (the web client's
 * toFormData), or `forms[0][name]` when a client sends the form objects it was given.
 */
const formField = /^forms(\[\d*\])?(\[name\])?$/;

/** The personal info of redemption step 1 (platform §3), checked. */
export interface PersonalInfo {
  userPrizeId: number;
  /** Trimmed; null when not given or blank (not required, platform §5). */
  legalName: string | null;
  phoneNumber: string;
  email: string;
  nationalId: string;
}

export type RedemptionMethod = { name: 'Coins' } | { name: 'E-Wallet'; phoneNumber: string; issuer: string };

export interface SubmitInput extends PersonalInfo {
  forms: string[];
  method: RedemptionMethod;
}

/**
 * The multipart body's parts: text fields (the first of each, like the profile's) and the two scans, each streamed
 * through the profile's upload checks (jpg/jpeg/gif/png by their bytes, at most 50 MB: 422 invalid-file-format, 413
 * invalid-file-size). Anything that is not multipart at all is a 422 on `body`.
 */
export async function readRedemptionParts(request: FastifyRequest, context: HandlerContext, received: ReceivedScans): Promise<Record<string, unknown>> {
  const unreadable = () => validationFailed(context.t('malformedMultipart'), { body: [context.t('malformedMultipart')] });
  if (!request.isMultipart()) throw unreadable();
  const fields: Record<string, unknown> = {};
  const forms: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const side = scanFields[part.fieldname];
        // Only the first file of a field is used (platform §5); other files are drained and ignored.
        if (!side || received.has(side)) {
          part.file.resume();
          continue;
        }
        received.set(
          side,
          await receiveImage(context.services, {
            field: `national_id_scans.${side}`,
            filename: part.filename,
            stream: part.file,
            maxBytes: MAX_IMAGE_BYTES.scan,
            invalidMessage: context.t('invalidData'),
          }),
        );
      } else if ((textFields as readonly string[]).includes(part.fieldname)) {
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
      } else if (formField.test(part.fieldname)) {
        forms.push(String(part.value));
      }
    }
  } catch (error) {
    // Our own refusals (sizes, formats) pass; a body that is not multipart (no boundary, cut short) is the caller's.
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode) throw error;
    throw unreadable();
  }
  if (forms.length > 0) fields.forms = forms;
  // An E-Wallet option left empty (no issuer picked, no number typed) is a missing one, not a wrong choice.
  for (const name of ['redemption_method[options][phone_number]', 'redemption_method[options][wallet][issuer]']) if (fields[name] === '') delete fields[name];
  // The id arrives as text; the contract's integer check then applies to the number.
  if (typeof fields.user_prize_id === 'string' && /^\s*-?\d+\s*$/.test(fields.user_prize_id)) fields.user_prize_id = Number(fields.user_prize_id);
  return fields;
}

/** Fields the domain's validators check (they also accept Arabic digits and spaces), so the contract's pattern is left to them. */
const domainChecked = new Set<string>(['phone_number', 'email', 'national_id', 'redemption_method[options][phone_number]']);
const validators = new Map<string, Validator>();

/** The contract's schema of the request's text fields (files are checked while they stream), without the patterns the domain checks. */
function textValidator(services: Services, schemaName: 'RedemptionFormsRequest' | 'RedemptionSubmitRequest'): Validator {
  let validator = validators.get(schemaName);
  if (!validator) {
    const schema = (services.contract.dereference(services.contract.document.components) as { schemas: Record<string, JsonSchema> }).schemas[schemaName]!;
    const properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, JsonSchema>)
        .filter(([name]) => !(name in scanFields))
        .map(([name, property]) => {
          if (!domainChecked.has(name)) return [name, property];
          const { pattern: _pattern, format: _format, ...rest } = property;
          return [name, rest];
        }),
    );
    validator = compileSchema({ ...schema, properties }, 'body');
    validators.set(schemaName, validator);
  }
  return validator;
}

/** 422 with the contract schema's field errors, in the caller's language. */
export function checkShapes(context: HandlerContext, fields: Record<string, unknown>, schemaName: 'RedemptionFormsRequest' | 'RedemptionSubmitRequest') {
  const validate = textValidator(context.services, schemaName);
  if (!validate(fields)) throw validationFailed(context.t('invalidData'), toFieldErrors(validate.errors ?? [], context.locale));
  if (!Number.isSafeInteger(fields.user_prize_id)) throw validationFailed(context.t('invalidData'), { user_prize_id: [context.t('invalid')] });
}

/** Collects field errors, each field's messages once and in order. */
export class ErrorList {
  readonly errors: FieldErrors = {};
  add(field: string, text: string) {
    const list = (this.errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  get empty() {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(context: HandlerContext) {
    if (!this.empty) throw validationFailed(context.t('invalidData'), this.errors);
  }
}

/**
 * Step 1's rules with the domain's validators (platform §5), the same ones the client runs: e-mail and phone number
 * required and valid, the national id valid (or, once verified, the verified one: it cannot change), both scans
 * together, and required unless the national id is verified.
 */
export function checkPersonalInfo(user: UserRow, fields: Record<string, unknown>, received: ReceivedScans, context: HandlerContext, errors: ErrorList): PersonalInfo {
  const { locale } = context;
  const text = (name: TextField) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const phone = validatePhone(text('phone_number'));
  if (!phone.ok) errors.add('phone_number', domainMessage(phone.error, locale, phone.params));
  const email = validateEmail(text('email'));
  if (!email.ok) errors.add('email', domainMessage(email.error, locale, email.params));
  let nationalId = text('national_id').trim();
  if (user.nationalIdVerified) {
    if (nationalId !== user.nationalId) errors.add('national_id', context.t('nationalIdLocked'));
    nationalId = user.nationalId ?? nationalId;
  } else {
    const result = validateNationalId(nationalId);
    if (result.ok) nationalId = result.value;
    else errors.add('national_id', domainMessage(result.error, locale, result.params));
  }
  const scans = received.size;
  if (scans === 1 || (scans === 0 && !user.nationalIdVerified)) errors.add('national_id_scans', domainMessage('validation.scans.bothRequired', locale));
  return {
    userPrizeId: Number(fields.user_prize_id),
    legalName: text('legal_name').trim() || null,
    phoneNumber: phone.ok ? phone.value : '',
    email: email.ok ? email.value.toLowerCase() : '',
    nationalId,
  };
}

/** Step 2 (platform §5): E-Wallet needs the wallet's issuer and a valid wallet phone number; Coins nothing more. */
export function checkMethod(fields: Record<string, unknown>, context: HandlerContext, errors: ErrorList): RedemptionMethod {
  if (fields['redemption_method[name]'] !== 'E-Wallet') return { name: 'Coins' };
  const issuerField = 'redemption_method[options][wallet][issuer]';
  const phoneField = 'redemption_method[options][phone_number]';
  const issuer = typeof fields[issuerField] === 'string' ? (fields[issuerField] as string) : '';
  if (issuer === '') errors.add(issuerField, prizeMessage('walletIssuerRequired', context.locale));
  const phone = validatePhone(typeof fields[phoneField] === 'string' ? (fields[phoneField] as string) : '');
  if (!phone.ok) errors.add(phoneField, domainMessage(phone.error, context.locale, phone.params));
  // platform §9 spells one issuer two ways; both are the same provider, stored once.
  return { name: 'E-Wallet', phoneNumber: phone.ok ? phone.value : '', issuer: issuer === 'etsalat' ? 'etisalat' : issuer };
}

/** The signed forms' names as sent, each once. */
export function formNames(fields: Record<string, unknown>): string[] {
  return Array.isArray(fields.forms) ? [...new Set(fields.forms.map(String))] : [];
}

export { discard };
