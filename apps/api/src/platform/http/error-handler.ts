import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/unavailable.ts';
import { toFieldErrors } from './validation-errors.ts';
import { ApiError } from './errors.ts';
import { ProviderError } from './provider-error.ts';
import { localeOf, message } from './messages.ts';

/** Multipart limits tripped while streaming: the spec's own key, whatever the language. */
const uploadTooLarge = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Every failure as JSON {message[, errors]}: bad input is 4xx with a readable message in the request's
 * language, and only real faults are 5xx (logged, never described to the client).
 */
export function installErrorHandler(app: FastifyInstance, { databaseUp }: { databaseUp: () => Promise<boolean> }) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const locale = localeOf(request);
    if (error instanceof ApiError) return reply.code(error.status).headers(error.headers).send(error.body);
    if (error instanceof ProviderError) return answerProviderError(error, request, reply);
    if (error.validation) {
      return reply.code(422).send({ message: message('invalidData', locale), errors: toFieldErrors(error.validation, locale) });
    }
    if (uploadTooLarge.has(error.code)) return reply.code(413).send({ message: 'invalid-file-size' });
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      // 422 in the validation shape (every JSON operation declares it; 400 means invalid_creds on the token endpoint).
      const text = message('malformedJson', locale);
      return reply.code(422).send({ message: text, errors: { body: [text] } });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send({ message: message('unsupportedMediaType', locale) });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: message('payloadTooLarge', locale) });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: message('badRequest', locale) });
    // A connection lost mid-request (the database restarting) is "come back shortly" even if a ping now succeeds.
    if (isDatabaseUnavailable(error) || !(await databaseUp())) {
      request.log.error({ err: loggable(error) }, 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: message('serviceUnavailable', locale) });
    }
    request.log.error({ err: loggable(error) }, 'request failed');
    return reply.code(500).send({ message: message('serverError', locale) });
  });
}

/** The field a refused recipient is reported on: the number or address the fan gave. */
const recipientField = { sms: 'phone_number', email: 'email', captcha: 'recaptcha', social: 'access_token', payments: 'phone_number', storage: 'file' } as const;

/**
 * A provider refusing the fan's own number or address is their input (422, in their language); a provider down or
 * refusing us is ours: 503 with Retry-After, logged with the provider's code only.
 */
function answerProviderError(error: ProviderError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(request);
  if (error.fault === 'recipient') {
    const text = message(error.service === 'sms' ? 'smsUndeliverable' : 'emailUndeliverable', locale);
    return reply.code(422).send({ message: message('invalidData', locale), errors: { [recipientField[error.service]]: [text] } });
  }
  request.log.warn({ provider: error.service, reason: error.message }, 'provider unavailable');
  return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: message('serviceUnavailable', locale) });
}

/** While the database is down, clients are asked to come back shortly rather than told something broke. */
const RETRY_AFTER_SECONDS = 5;

/**
 * An error as it is safe to log. A database error keeps what identifies the failure (SQLSTATE, table,
 * constraint, routine, stack) but not its message, detail or parameters, which quote the values: names,
 * e-mail addresses, token hashes.
 */
export function loggable(error: Error): unknown {
  const database = error as Error & { severity?: unknown; code?: string; table?: string; constraint?: string; routine?: string };
  if (typeof database.severity !== 'string') return error;
  const { code, table, constraint, routine } = database;
  return { type: 'DatabaseError', code, table, constraint, routine, stack: error.stack?.split('\n').slice(1).join('\n') };
}

/** JSON bodies through Fastify's safe parser, except that an empty body counts as no body (logout sends none). */
export function installJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}

/** Errors before routing (an undecodable URL, an over-long id): their status, the contract's shape, no echo of the URL. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void reply.code(error.statusCode ?? 400).send({ message: message('badRequest', localeOf(request)) });
}
