/** Field name (dotted for nested fields) to its messages: the contract's 422 `errors`. */
export type FieldErrors = Record<string, string[]>;

/**
 * An answer other than success. Handlers throw it; the error handler sends `body` with `status`
 * (and `headers`). Messages are already in the request's language, or are machine keys.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: FieldErrors; [extra: string]: unknown },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

/** The exact text the web client checks before refreshing its token (platform §4). */
export const UNAUTHENTICATED = 'Unauthenticated.';
/** Login failures never say which part was wrong or whether the account exists. */
export const INVALID_CREDENTIALS = 'invalid_creds';
/** Retry-After for OTP and login throttles (platform §9: retry after 5 minutes). */
export const THROTTLE_SECONDS = 300;

export const unauthenticated = () => new ApiError(401, { message: UNAUTHENTICATED });
export const invalidCredentials = (status: 400 | 401 = 401) => new ApiError(status, { message: INVALID_CREDENTIALS });
export const validationFailed = (message: string, errors: FieldErrors) => new ApiError(422, { message, errors });
export const tooManyRequests = (message: string, retryAfterSeconds = THROTTLE_SECONDS) => new ApiError(429, { message }, { 'retry-after': String(retryAfterSeconds) });
export const notFound = (message: string) => new ApiError(404, { message });
export const forbidden = (message: string) => new ApiError(403, { message });
export const notImplemented = (message: string) => new ApiError(501, { message });
