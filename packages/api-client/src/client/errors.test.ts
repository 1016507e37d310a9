import { describe, expect, it } from 'vitest';
import {
  ApiError,
  InvalidCredentialsError,
  NetworkError,
  NotFoundError,
  ServerError,
  ThrottleError,
  UnauthenticatedError,
  ValidationError,
  VoucherRedeemedError,
  errorFromResponse,
  toApiError,
  toApiFailure,
  unwrap,
} from './errors.ts';

describe('typed errors', () => {
  it('parses 422 field lists and flattens them into one list', () => {
    const error = toApiError(422, {
      message: 'The given data was invalid.',
      errors: { name: ['The name field is required.'], email: ['The email must be valid.', 'The email has already been taken.'] },
    });
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(ApiError);
    const validation = error as ValidationError;
    expect(validation.fieldErrors.email).toHaveLength(2);
    expect(validation.field('name')).toEqual(['The name field is required.']);
    expect(validation.messages()).toEqual([
      'The name field is required.',
      'The email must be valid.',
      'The email has already been taken.',
    ]);
    expect(validation.message).toBe('The given data was invalid.');
  });

  it('falls back to the message when a 422 has no field errors', () => {
    expect((toApiError(422, { message: 'used_phone_number' }) as ValidationError).messages()).toEqual(['used_phone_number']);
  });

  it('maps statuses and messages to classes', () => {
    expect(toApiError(401, { message: 'Unauthenticated.' })).toBeInstanceOf(UnauthenticatedError);
    expect(toApiError(401, { message: 'invalid_creds' })).toBeInstanceOf(InvalidCredentialsError);
    expect(toApiError(400, { message: 'invalid_creds' })).toBeInstanceOf(InvalidCredentialsError);
    expect(toApiError(400, { message: 'Bad', code: 1002 })).toBeInstanceOf(VoucherRedeemedError);
    expect(toApiError(404, { message: 'Not Found' })).toBeInstanceOf(NotFoundError);
    expect(toApiError(500, 'oops')).toBeInstanceOf(ServerError);
    expect(toApiError(503, undefined)).toBeInstanceOf(ServerError);
    const other = toApiError(403, { message: 'Forbidden' });
    expect(other.constructor).toBe(ApiError);
    expect(other.kind).toBe('http');
    expect(other.status).toBe(403);
  });

  it('reads Retry-After for throttling and defaults to 300 seconds', async () => {
    const withHeader = await errorFromResponse(new Response(JSON.stringify({ message: 'Too Many Attempts.' }), { status: 429, headers: { 'Retry-After': '120' } }));
    expect(withHeader).toBeInstanceOf(ThrottleError);
    expect((withHeader as ThrottleError).retryAfter).toBe(120);
    expect((toApiError(429, { message: 'Too Many Attempts.' }) as ThrottleError).retryAfter).toBe(300);
  });

  it('unwrap returns data or throws the typed error, and turns a failed fetch into NetworkError', async () => {
    const ok = { data: { id: 1 }, response: new Response('{}', { status: 200 }) };
    expect(unwrap(ok)).toEqual({ id: 1 });
    const failed = { error: { message: 'Not Found' }, response: new Response('', { status: 404 }) };
    expect(() => unwrap(failed)).toThrow(NotFoundError);
    await expect(unwrap(Promise.reject(new TypeError('fetch failed')))).rejects.toBeInstanceOf(NetworkError);
    await expect(unwrap(Promise.resolve(ok))).resolves.toEqual({ id: 1 });
  });
});

describe('toApiFailure', () => {
  it('turns an HTTP error into the plain object the domain machines read; a lost connection stays an Error', () => {
    expect(toApiFailure(toApiError(422, { message: 'The given data was invalid.', errors: { national_id: ['Invalid.'] } }))).toEqual({
      status: 422,
      message: 'The given data was invalid.',
      errors: { national_id: ['Invalid.'] },
    });
    expect(toApiFailure(toApiError(422, { message: 'This code has been redeemed before.', code: 1002 }))).toEqual({
      status: 422,
      message: 'This code has been redeemed before.',
      code: 1002,
    });
    expect(toApiFailure(toApiError(404, { message: 'Not found.' }))).toEqual({ status: 404, message: 'Not found.' });
    const offline = new NetworkError(new TypeError('Failed to fetch'));
    expect(toApiFailure(offline)).toBe(offline);
    const bug = new RangeError('bug');
    expect(toApiFailure(bug)).toBe(bug);
  });
});
