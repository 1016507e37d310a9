import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type JsonSchema = Record<string, unknown>;

/** openapi/openapi.yaml at the repository root, the nearest one above this file (source or the bundled dist/main.js). */
export function defaultContractPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let folder = here; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'openapi/openapi.yaml');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(folder) === folder) throw new Error(`openapi/openapi.yaml not found above ${here}`);
  }
}

/**
 * Who may call an operation, from its security requirement: 'none' (public, `security: []`), 'optional' (a
 * token is read if sent, `{}` among the alternatives), 'user' (a bearer token) or 'admin' (a bearer token with
 * the admin role, OpenAPI 3.1's role names: `bearerAuth: [admin]`).
 */
export type Security = 'none' | 'optional' | 'user' | 'admin';

function securityOf(requirements: Record<string, unknown>[]): Security {
  if (requirements.length === 0) return 'none';
  if (requirements.some((entry) => Object.keys(entry).length === 0)) return 'optional';
  const roles = requirements.flatMap((entry) => Object.values(entry).flatMap((value) => (Array.isArray(value) ? value : [])));
  return roles.includes('admin') ? 'admin' : 'user';
}

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** As written in the contract: /v2/games/{id}. */
  path: string;
  /** Fastify form: /v2/games/:id. */
  url: string;
  tags: string[];
  security: Security;
  parameters: ContractParameter[];
  /** Media type to its (dereferenced) schema. */
  requestBody: { required: boolean; content: Record<string, JsonSchema> } | undefined;
  /** Status to media type to schema (dereferenced). */
  responses: Record<string, { content: Record<string, JsonSchema> }>;
}

export interface Contract {
  document: JsonSchema;
  operations: ContractOperation[];
  /** Resolves every $ref of a fragment (the contract has no recursive schemas; a cycle is reported). */
  dereference(value: unknown): unknown;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

function pointer(document: JsonSchema, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  return node;
}

export function loadContract(file: string = defaultContractPath()): Contract {
  const document = parse(readFileSync(file, 'utf8')) as JsonSchema;

  function dereference(value: unknown, seen: readonly string[] = []): unknown {
    if (Array.isArray(value)) return value.map((item) => dereference(item, seen));
    if (value === null || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    if (typeof object.$ref === 'string') {
      const ref = object.$ref;
      if (seen.includes(ref)) throw new Error(`Recursive $ref ${ref}`);
      const { $ref: _ref, ...siblings } = object;
      const target = dereference(pointer(document, ref), [...seen, ref]) as Record<string, unknown>;
      // OpenAPI 3.1 allows keywords beside $ref (x-max-bytes, description); they refine the target.
      return { ...target, ...(dereference(siblings, seen) as Record<string, unknown>) };
    }
    return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, dereference(item, seen)]));
  }

  const globalSecurity = document.security as unknown[] | undefined;
  const operations: ContractOperation[] = [];
  for (const [pathName, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const method of httpMethods) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const security = (operation.security ?? globalSecurity ?? []) as Record<string, unknown>[];
      const requestBody = dereference(operation.requestBody) as { required?: boolean; content: Record<string, { schema: JsonSchema }> } | undefined;
      const responses = dereference(operation.responses) as Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
      operations.push({
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path: pathName,
        url: pathName.replace(/\{([^}]+)\}/g, ':$1'),
        tags: (operation.tags as string[] | undefined) ?? [],
        security: securityOf(security),
        parameters: (dereference([...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])]) as ContractParameter[]).map(
          (parameter) => ({ ...parameter, required: parameter.required === true }),
        ),
        requestBody: requestBody && {
          required: requestBody.required === true,
          content: Object.fromEntries(Object.entries(requestBody.content).map(([type, media]) => [type, media.schema])),
        },
        responses: Object.fromEntries(
          Object.entries(responses).map(([status, response]) => [
            status,
            { content: Object.fromEntries(Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema])) },
          ]),
        ),
      });
    }
  }
  return { document, operations, dereference: (value) => dereference(value) };
}
