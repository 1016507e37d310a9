import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { UserRow } from './sessions/user-row.ts';
import { forbidden, notImplemented, unauthenticated } from './http/errors.ts';
import { localeOf, message, type Locale, type MessageKey } from './http/messages.ts';
import type { OperationRouteConfig } from './monitoring/metrics.ts';
import type { Services } from './services.ts';
import { authenticate, verifyingSecretIds, type Session } from './sessions/tokens.ts';
import { identify, type Identity } from './sessions/identities.ts';
import type { Contract, ContractOperation, ContractParameter, JsonSchema } from './contract/load.ts';
import { compileSchema, type HttpPart } from './contract/schemas.ts';
import type { JsonBody, OperationId, PathParams, QueryParams, SuccessBody } from './contract/types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer token's session, set before the body is even read (so visitors cannot make us buffer uploads). */
    session: Session | null;
    /** Who the bearer token speaks for (also on operations that need only that, where `session` stays null). */
    identity: Identity | null;
  }
}

export interface HandlerContext {
  services: Services;
  locale: Locale;
  /** Null for visitors of optional-auth operations; always set on operations the contract secures (not `identityOnly`). */
  session: Session | null;
  /** The caller's user id; null for visitors. */
  viewerId: number | null;
  /** The caller's user id; throws 401 for visitors. */
  requireViewerId(): number;
  /** The signed-in user; throws 401 for visitors. */
  requireUser(): UserRow;
  /** A server message in the request's language. */
  t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string;
}

export type OperationRequest<K extends OperationId> = FastifyRequest<{ Body: JsonBody<K>; Querystring: QueryParams<K>; Params: PathParams<K> }>;

/** Returns the success body, or the reply when it sent something itself (204, a stream). Errors are thrown as ApiError. */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
  context: HandlerContext,
) => Promise<SuccessBody<K> | FastifyReply>;

export interface OperationDefinition<K extends OperationId> {
  handler: OperationHandler<K>;
  /** Bytes of a JSON body, when an operation needs more than the 1 MiB default. */
  bodyLimit?: number;
  /**
   * It needs only who the caller is (`viewerId`), not their user row: the identity comes from the process's memory
   * of verified tokens (identities.ts) without a database round trip. Never on admin operations.
   */
  identityOnly?: true;
}

/** operationId to its implementation: the single registry. An operation without an entry answers 501. */
export type OperationHandlers = { [K in OperationId]?: OperationDefinition<K> };

/** Keeps each module's handlers typed by their operationId. */
export function defineOperations<const T extends OperationHandlers>(handlers: T): T {
  return handlers;
}

function parametersSchema(parameters: ContractParameter[], where: ContractParameter['in'], lowerCase = false): JsonSchema | undefined {
  const selected = parameters.filter((parameter) => parameter.in === where);
  if (selected.length === 0) return undefined;
  const name = (parameter: ContractParameter) => (lowerCase ? parameter.name.toLowerCase() : parameter.name);
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((parameter) => [name(parameter), parameter.schema])),
    required: selected.filter((parameter) => parameter.required).map(name),
  };
}

function routeSchema(operation: ContractOperation): FastifySchema {
  const schema: FastifySchema = {};
  const params = parametersSchema(operation.parameters, 'path');
  const querystring = parametersSchema(operation.parameters, 'query');
  // X-Locale is not enforced: an unsupported language falls back to English like a missing one, rather
  // than failing every call of a browser that sends, say, 'fr'.
  const headers = parametersSchema(
    operation.parameters.filter((parameter) => parameter.name.toLowerCase() !== 'x-locale'),
    'header',
    true,
  );
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  if (headers) schema.headers = headers;
  const json = operation.requestBody?.content['application/json'];
  // A JSON-only operation validates whatever arrived (a missing body becomes {} first, see below); with
  // other media types too, only JSON is validated here and multipart handlers check their parts themselves.
  if (json) schema.body = Object.keys(operation.requestBody!.content).length === 1 ? json : { content: { 'application/json': { schema: json } } };
  return schema;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * One route per contract operation under the plugin's prefix, validated by the contract's own schemas.
 * Handlers come from `handlers`; every other operation still validates its input and then answers 501.
 */
export async function contractRoutes(app: FastifyInstance, { contract, handlers, services }: { contract: Contract; handlers: OperationHandlers; services: Services }) {
  app.setValidatorCompiler(({ schema, httpPart }) => compileSchema(schema as JsonSchema, (httpPart ?? 'body') as HttpPart));
  app.decorateRequest('session', null);
  app.decorateRequest('identity', null);

  for (const operation of contract.operations) {
    const definition = handlers[operation.operationId as OperationId] as OperationDefinition<OperationId> | undefined;
    const hasJsonBody = operation.requestBody?.content['application/json'] !== undefined;
    app.route({
      method: operation.method as 'GET',
      url: operation.url,
      schema: routeSchema(operation),
      // The label its requests are counted under (monitoring/metrics.ts).
      config: { operation: operation.operationId } satisfies OperationRouteConfig,
      ...(definition?.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
      // Authorisation comes from the contract and runs before anything else (the body is not even read): a
      // handler cannot forget it, and an operation not built yet answers 401/403 before its 501.
      onRequest: async (request) => {
        if (operation.security === 'none') return;
        const token = bearerToken(request);
        if (definition?.identityOnly && operation.security !== 'admin') {
          const identity = token ? await identify(services.database, token, verifyingSecretIds(services)) : null;
          if (!identity && operation.security !== 'optional') throw unauthenticated();
          request.identity = identity;
          return;
        }
        const session = token ? await authenticate(services, token) : null;
        // Optional-auth operations (the token endpoint among them) treat a stale token as a visitor's:
        // answering 401 there would stop an expired session from ever logging in again.
        if (!session && operation.security !== 'optional') throw unauthenticated();
        request.session = session;
        request.identity = session && { userId: session.user.id, familyId: session.familyId };
        if (operation.security === 'admin' && session?.user.role !== 'admin') throw forbidden(message('forbidden', localeOf(request)));
      },
      preValidation: async (request) => {
        if (hasJsonBody && (request.body === undefined || request.body === null) && !request.isMultipart()) request.body = {};
      },
      handler: async (request, reply) => {
        const locale = localeOf(request);
        if (!definition) throw notImplemented(message('notImplemented', locale));
        const context: HandlerContext = {
          services,
          locale,
          session: request.session,
          viewerId: request.identity?.userId ?? null,
          requireViewerId: () => {
            if (!request.identity) throw unauthenticated();
            return request.identity.userId;
          },
          requireUser: () => {
            if (definition.identityOnly) throw new Error(`${operation.operationId} is identityOnly: it reads viewerId, not the user row`);
            if (!request.session) throw unauthenticated();
            return request.session.user;
          },
          t: (key, params) => message(key, locale, params),
        };
        return definition.handler(request as OperationRequest<OperationId>, reply, context);
      },
    });
  }
}
