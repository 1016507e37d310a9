import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type ContractOperation, type JsonSchema } from '../src/platform/contract/load.ts';
import { startSession } from '../src/platform/sessions/tokens.ts';
import { createHarness, type Harness } from './helpers/harness.ts';

/**
 * Contract fuzzing: for every operation, seeded bad inputs (wrong types, missing and extra fields, huge and empty
 * strings, NUL, lone surrogates, right-to-left and combining marks, extreme numbers, deep nesting, invalid JSON,
 * wrong content types, bad path parameters) sent as an admin, who passes every authorisation. The server must
 * answer each with a 4xx in the contract's error shape, in the X-Locale language; a 501 (not built yet) is
 * allowed, any other 5xx is a fault. HADAF_FUZZ_RUNS raises the runs per operation for a nightly run.
 */
const RUNS = Number(process.env.HADAF_FUZZ_RUNS ?? 40);
const SEED = Number(process.env.HADAF_FUZZ_SEED ?? 2026);
const operations = loadContract().operations;

const nasty = fc.constantFrom(
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'مرحبا‏ بالعالم',
  'e\u0301\u0301\u0301',
  '\u202eevil',
  'x'.repeat(70_000),
  '1e309',
  '-1',
  '99999999999999999999',
  'NaN',
  '%ff%fe',
  '../../etc/passwd',
  "' OR 1=1 --",
);
const extremeNumber = fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER * 8, 0.5, -0);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  extremeNumber,
  fc.constantFrom(true, false, null, [], {}),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(nasty, { maxLength: 3 }),
);

/** A body shaped like the operation's schema with some properties given bad values, some dropped, some added. */
function mutatedBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {});
  return fc.record(
    Object.fromEntries([...properties, 'unexpected_field'].map((name) => [name, badValue])),
    { requiredKeys: [] },
  );
}

const deepNesting = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

interface FuzzCase {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: { payload?: string; contentType?: string };
  locale: 'en' | 'ar';
}

function caseFor(operation: ContractOperation): fc.Arbitrary<FuzzCase> {
  const jsonSchema = operation.requestBody?.content['application/json'];
  const parameters = (where: string) => operation.parameters.filter((parameter) => parameter.in === where).map((parameter) => parameter.name);
  const body = fc.oneof(
    fc.constant({}),
    mutatedBody(jsonSchema).map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
    fc.anything({ maxDepth: 3 }).map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' })),
    fc.constantFrom('{"a":', 'not json', deepNesting(5000), '"\\ud800"').map((payload) => ({ payload, contentType: 'application/json' })),
    fc.constantFrom('text/plain', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded').map((contentType) => ({
      payload: '{"name":"x"}',
      contentType,
    })),
  );
  return fc.record({
    path: fc.record(Object.fromEntries(parameters('path').map((name) => [name, fc.oneof(badValue, fc.constant(1))]))),
    query: fc.record(Object.fromEntries(parameters('query').map((name) => [name, badValue])), { requiredKeys: [] }),
    body,
    locale: fc.constantFrom('en' as const, 'ar' as const),
  });
}

/** Percent-encoding that also sends a lone surrogate, as the bytes a careless client would put on the wire. */
function percentEncode(text: string): string {
  return [...text]
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(char);
    })
    .join('');
}

function urlOf(operation: ContractOperation, fuzz: FuzzCase) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => percentEncode(String(fuzz.path[name])));
  const query = Object.entries(fuzz.query)
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
  return `/api${path}${query ? `?${query}` : ''}`;
}

/** Arabic letters, or a language-neutral code the spec itself defines (invalid_creds, otp_sent, invalid-file-size). */
const readsAsArabicOrCode = (text: string) => /[\u0600-\u06FF]/.test(text) || /^[a-z][a-z_-]*$/.test(text);

let api: Harness;
let adminId: number;
const tally = { cases: 0, status4xx: 0, status5xx: 0, notBuilt: 0, success: 0 };

beforeAll(async () => {
  api = await createHarness();
  adminId = (await api.newAdmin({ name: 'Fuzz Admin' })).id;
}, 180_000);
afterAll(async () => {
  console.info(`contract fuzzing: ${operations.length} operations, ${tally.cases} cases, ${tally.status4xx} × 4xx, ${tally.success} × 2xx/3xx, ${tally.notBuilt} × 501, ${tally.status5xx} × other 5xx`);
  await api?.close();
});

describe(`contract fuzzing (${RUNS} seeded cases per operation, seed ${SEED})`, () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))('%s never answers a fault', async (_id, operation) => {
    await fc.assert(
      fc.asyncProperty(caseFor(operation), async (fuzz) => {
        const { access_token: token } = await startSession(api.app.services, adminId);
        const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-locale': fuzz.locale };
        if (fuzz.body.contentType) headers['content-type'] = fuzz.body.contentType;
        const response = await api.app.inject({
          method: operation.method as 'GET',
          url: urlOf(operation, fuzz),
          headers,
          remoteAddress: `10.${tally.cases % 250}.${Math.floor(tally.cases / 250) % 250}.7`,
          ...(fuzz.body.payload === undefined || operation.method === 'GET' ? {} : { payload: fuzz.body.payload }),
        });
        tally.cases += 1;
        const status = response.statusCode;
        if (status === 501) tally.notBuilt += 1;
        else if (status >= 500) tally.status5xx += 1;
        else if (status >= 400) tally.status4xx += 1;
        else tally.success += 1;
        expect(status === 501 || status < 500, `${status} ${response.body.slice(0, 300)}`).toBe(true);
        if (status >= 400) {
          const body = response.json() as { message?: unknown };
          expect(typeof body.message, response.body.slice(0, 300)).toBe('string');
          if (fuzz.locale === 'ar') expect(readsAsArabicOrCode(String(body.message)), String(body.message)).toBe(true);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});
