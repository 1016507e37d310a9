/**
 * Typed API errors (platform spec §8). Views switch on the class (or `kind`) and show `message`,
 * `messages()` or the field lists; `key` names the i18n message the spec gives for the case.
 */

export type ApiErrorKind =
  | 'unauthenticated'
  | 'validation'
  | 'throttle'
  | 'invalid-credentials'
  | 'voucher-redeemed'
  | 'not-found'
  | 'server'
  | 'network'
  | 'http';

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorOptions {
  status: number;
  message: string;
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind = 'http';
  readonly status: number;
  /** The parsed response body (JSON or text), as the server sent it. */
  readonly body: unknown;

  constructor({ status, message, body, cause }: ApiErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
    this.status = status;
    this.body = body;
  }

  /** One list of messages to show; for most errors just the message. */
  messages(): string[] {
    return this.message ? [this.message] : [];
  }
}

/** 401 "Unauthenticated.": the session is gone (after the client already tried one refresh). */
export class UnauthenticatedError extends ApiError {
  override readonly kind = 'unauthenticated';
}

/** 422 {message, errors: {field: [messages]}}. */
export class ValidationError extends ApiError {
  override readonly kind = 'validation';
  readonly fieldErrors: FieldErrors;

  constructor(options: ApiErrorOptions & { fieldErrors: FieldErrors }) {
    super(options);
    this.fieldErrors = options.fieldErrors;
  }

  /** Messages of one field (dotted names such as shipping_info.phone_number work as sent). */
  field(name: string): string[] {
    return this.fieldErrors[name] ?? [];
  }

  /** All field lists flattened into one list, in field order (spec §8: the register form shows one list). */
  override messages(): string[] {
    const all = Object.values(this.fieldErrors).flat();
    return all.length > 0 ? all : super.messages();
  }
}

/** 429: spec §8 "otp-throttle", retry after 5 minutes unless the server says otherwise. */
export class ThrottleError extends ApiError {
  override readonly kind = 'throttle';
  readonly key = 'otp-throttle';
  /** Seconds to wait (Retry-After header, else 300). */
  readonly retryAfter: number;

  constructor(options: ApiErrorOptions & { retryAfter?: number }) {
    super(options);
    this.retryAfter = options.retryAfter ?? DEFAULT_RETRY_AFTER;
  }
}

/** Login 400 or 401 with message invalid_creds. */
export class InvalidCredentialsError extends ApiError {
  override readonly kind = 'invalid-credentials';
  readonly key = 'invalid_creds';
}

/** Promo code already used: response code 1002 ("redeemed-voucher"). */
export class VoucherRedeemedError extends ApiError {
  override readonly kind = 'voucher-redeemed';
  readonly key = 'redeemed-voucher';
}

export class NotFoundError extends ApiError {
  override readonly kind = 'not-found';
}

export class ServerError extends ApiError {
  override readonly kind = 'server';
}

/** The request never got a response (offline, DNS, CORS, aborted connection). */
export class NetworkError extends ApiError {
  override readonly kind = 'network';

  constructor(cause?: unknown) {
    super({ status: 0, message: cause instanceof Error ? cause.message : 'Network request failed', cause });
  }
}

export const DEFAULT_RETRY_AFTER = 300;
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const INVALID_CREDENTIALS_MESSAGE = 'invalid_creds';
export const VOUCHER_REDEEMED_CODE = 1002;

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function bodyMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  const message = record(body)?.['message'];
  return typeof message === 'string' ? message : null;
}

/** The server's {field: string | string[]} object as {field: string[]}. */
export function normalizeFieldErrors(errors: unknown): FieldErrors {
  const source = record(errors);
  const normalized: FieldErrors = {};
  if (!source) return normalized;
  for (const [field, value] of Object.entries(source)) {
    const list = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
    if (list.length > 0) normalized[field] = list;
  }
  return normalized;
}

function retryAfterSeconds(response: Response | undefined): number | undefined {
  const header = response?.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

export function isUnauthenticatedBody(body: unknown): boolean {
  return bodyMessage(body) === UNAUTHENTICATED_MESSAGE;
}

/** Turns an error response (status + parsed body) into the matching typed error. */
export function toApiError(status: number, body: unknown, response?: Response): ApiError {
  const message = bodyMessage(body) ?? (response?.statusText || `HTTP ${status}`);
  const options: ApiErrorOptions = { status, message, body };
  const code = record(body)?.['code'];
  if (code === VOUCHER_REDEEMED_CODE || code === String(VOUCHER_REDEEMED_CODE)) return new VoucherRedeemedError(options);
  if ((status === 400 || status === 401) && message === INVALID_CREDENTIALS_MESSAGE) return new InvalidCredentialsError(options);
  if (status === 401) return new UnauthenticatedError(options);
  if (status === 422) return new ValidationError({ ...options, fieldErrors: normalizeFieldErrors(record(body)?.['errors']) });
  if (status === 429) {
    const retryAfter = retryAfterSeconds(response);
    return new ThrottleError(retryAfter === undefined ? options : { ...options, retryAfter });
  }
  if (status === 404) return new NotFoundError(options);
  if (status >= 500) return new ServerError(options);
  return new ApiError(options);
}

/** Reads a Response that failed into a typed error (for code that calls fetch itself). */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  return toApiError(response.status, body, response);
}

/** A failed HTTP call as the domain's machines read it (@hadaf/domain ApiFailure / RedemptionFailure): a plain object. */
export interface ApiFailureInfo {
  status: number;
  message: string;
  code?: string | number;
  /** A 422's field lists. */
  errors?: FieldErrors;
}

/**
 * What an actor rejects with for the domain's machines: they read a plain `{status, message, code?, errors?}` and take
 * any thrown Error for a bug or a lost connection (their generic message). So an HTTP error becomes that object, while
 * a NetworkError (no response) and anything that is not an ApiError are returned as they are.
 */
export function toApiFailure(error: NetworkError): NetworkError;
export function toApiFailure(error: ApiError): ApiFailureInfo;
export function toApiFailure(error: unknown): unknown;
export function toApiFailure(error: unknown): unknown {
  if (!(error instanceof ApiError) || error instanceof NetworkError) return error;
  const code = record(error.body)?.['code'];
  return {
    status: error.status,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error instanceof ValidationError ? { errors: error.fieldErrors } : {}),
  };
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The shape every openapi-fetch call resolves to. */
export type FetchResult<D, E = unknown> =
  | { data: D; error?: never; response: Response }
  | { data?: never; error: E; response: Response };

/** Anything shaped like an openapi-fetch result. */
export interface ResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The data of the success branch of a result union. */
export type UnwrappedData<R> = R extends { data: infer D } ? D : never;

/**
 * Returns the data of an openapi-fetch result or throws the typed error. Given the promise itself it
 * also turns a failed fetch (no response) into a NetworkError.
 */
export function unwrap<R extends ResultLike>(result: Promise<R>): Promise<UnwrappedData<R>>;
export function unwrap<R extends ResultLike>(result: R): UnwrappedData<R>;
export function unwrap<R extends ResultLike>(result: R | Promise<R>): UnwrappedData<R> | Promise<UnwrappedData<R>> {
  if (result instanceof Promise) {
    return result.then(
      (settled) => unwrap(settled),
      (error: unknown) => {
        throw error instanceof ApiError ? error : new NetworkError(error);
      },
    );
  }
  if (result.error !== undefined || !result.response.ok) {
    throw toApiError(result.response.status, result.error, result.response);
  }
  return result.data as UnwrappedData<R>;
}
