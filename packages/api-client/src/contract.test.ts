import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { setupServer } from 'msw/node';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureSamples } from './mocks/fixtures/index.ts';
import { handlers } from './mocks/handlers.ts';

/**
 * Mocks cannot drift from the contract: every fixture and the 2xx JSON body of every mocked operation,
 * fetched for real through MSW, must validate against openapi/openapi.yaml.
 */

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
  example?: unknown;
}

const SCHEMA_BASE = 'https://hadaf.test/schemas/';
const doc = parse(readFileSync(fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url)), 'utf8')) as Json;
const components = (doc['components'] ?? {}) as { schemas?: Record<string, Json>; parameters?: Record<string, Parameter>; responses?: Record<string, Json> };

/** Local refs (#/components/schemas/X) become registered ids; other local refs are inlined. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
      out[key] = `${SCHEMA_BASE}${value.slice('#/components/schemas/'.length)}`;
    } else {
      out[key] = rewriteRefs(value);
    }
  }
  return out;
}

function resolve<T>(node: T | { $ref: string }): T {
  let current: unknown = node;
  for (let depth = 0; depth < 10 && current && typeof current === 'object' && '$ref' in current; depth++) {
    const pointer = String((current as { $ref: string }).$ref).replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>((value, part) => (value as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current as T;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
for (const [name, schema] of Object.entries(components.schemas ?? {})) {
  ajv.addSchema(rewriteRefs({ ...schema, $id: `${SCHEMA_BASE}${name}` }) as Json);
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).slice(0, 8).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`).join('\n');
}

function validator(schema: Json): ValidateFunction {
  return ajv.compile(rewriteRefs(schema) as Json);
}

/** A value for a parameter: its example, first enum value, default, or a type-based guess. */
function sampleParameter(parameter: Parameter): string {
  const schema = resolve<Json>(parameter.schema ?? {});
  const value =
    parameter.example ??
    schema['example'] ??
    (Array.isArray(schema['examples']) ? schema['examples'][0] : undefined) ??
    (Array.isArray(schema['enum']) ? schema['enum'][0] : undefined) ??
    schema['default'];
  if (value !== undefined) return String(value);
  const type = Array.isArray(schema['type']) ? schema['type'][0] : schema['type'];
  if (type === 'integer' || type === 'number') return '1';
  if (type === 'boolean') return '1';
  if (schema['format'] === 'date') return '2026-11-21';
  return 'x';
}

interface Operation {
  method: string;
  path: string;
  url: string;
  status: string;
  /** The 2xx JSON schema; undefined for empty (204) responses. */
  schema: Json | undefined;
  /** An event stream's event schema (contentSchema of text/event-stream). */
  eventSchema?: Json | undefined;
  body?: unknown;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations: Operation[] = [];
for (const [path, item] of Object.entries((doc['paths'] ?? {}) as Record<string, Json>)) {
  const shared = ((item['parameters'] ?? []) as Parameter[]).map(resolve);
  for (const method of methods) {
    const operation = item[method] as Json | undefined;
    if (!operation) continue;
    const parameters = [...shared, ...((operation['parameters'] ?? []) as Parameter[]).map(resolve)];
    let url = path;
    const query = new URLSearchParams();
    for (const parameter of parameters) {
      if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(sampleParameter(parameter)));
      else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, sampleParameter(parameter));
    }
    const responses = (operation['responses'] ?? {}) as Record<string, Json>;
    const success = Object.entries(responses).find(([status]) => /^2/.test(status));
    const response = success ? resolve<Json>(success[1]) : undefined;
    const content = response?.['content'] as Json | undefined;
    const schema = (content?.['application/json'] as Json | undefined)?.['schema'] as Json | undefined;
    // An event stream's events: each data line is one of contentSchema (GET /v2/live).
    const eventSchema = ((content?.['text/event-stream'] as Json | undefined)?.['schema'] as Json | undefined)?.['contentSchema'] as Json | undefined;
    if (!success) throw new Error(`${method.toUpperCase()} ${path} has no 2xx response`);
    const requestContent = (resolve<Json>((operation['requestBody'] ?? {}) as Json)['content'] ?? {}) as Json;
    const jsonBody = requestContent['application/json'] as Json | undefined;
    operations.push({
      method,
      path,
      url: `http://localhost/api${url}${query.size ? `?${query}` : ''}`,
      status: success[0],
      schema,
      eventSchema,
      body: jsonBody?.['example'] ?? (jsonBody ? {} : undefined),
    });
  }
}

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('contract: openapi.yaml', () => {
  it('has operations with JSON responses', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((operation) => operation.schema).length).toBeGreaterThan(0);
  });

  it('the validators are not vacuous: broken values fail', () => {
    const matchItem = ajv.getSchema(`${SCHEMA_BASE}MatchItem`)!;
    const good = buildFixtureSamples().find((sample) => sample.schema === 'MatchItem')!.value as { match: { state: { code: string } } };
    expect(matchItem(good)).toBe(true);
    expect(matchItem({ ...good, match: { ...good.match, state: { ...good.match.state, code: 'HALF_TIME' } } })).toBe(false);
    const user = ajv.getSchema(`${SCHEMA_BASE}User`)!;
    const sample = buildFixtureSamples().find((entry) => entry.schema === 'User')!.value as Json;
    expect(user({ ...sample, phone_number: '12345' })).toBe(false);
    expect(user({ ...sample, email: 'not-an-email' })).toBe(false);
  });
});

describe('contract: fixtures', () => {
  it.each(buildFixtureSamples().map((sample) => [sample.label, sample] as const))('%s', (_label, sample) => {
    const validate = ajv.getSchema(`${SCHEMA_BASE}${sample.schema}`);
    expect(validate, `components.schemas.${sample.schema} exists`).toBeDefined();
    const valid = validate!(sample.value);
    expect(valid, describeErrors(validate!.errors)).toBe(true);
  });
});

describe.each(['en', 'ar'])('contract: every operation has a happy-path handler whose 2xx body matches its schema (X-Locale %s)', (locale) => {
  it.each(operations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
    '%s',
    async (_label, operation) => {
      const init: RequestInit = { method: operation.method.toUpperCase(), headers: { Accept: 'application/json', 'X-Locale': locale } };
      if (operation.body !== undefined) {
        init.body = JSON.stringify(operation.body);
        init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      }
      const response = await fetch(operation.url, init);
      expect(response.status, await response.clone().text()).toBe(Number(operation.status.replace(/X/g, '0')) || 200);
      if (operation.eventSchema) {
        const data = (await response.text()).split('\n').filter((line) => line.startsWith('data: '));
        expect(data.length).toBeGreaterThan(0);
        const validateEvent = validator(operation.eventSchema);
        for (const line of data) expect(validateEvent(JSON.parse(line.slice(6))), describeErrors(validateEvent.errors)).toBe(true);
        return;
      }
      if (!operation.schema) {
        expect(await response.text()).toBe('');
        return;
      }
      const body: unknown = await response.json();
      const validate = validator(operation.schema);
      expect(validate(body), describeErrors(validate.errors)).toBe(true);
    },
  );
});
