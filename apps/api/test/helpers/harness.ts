import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { testConfig, type ServerConfig } from '../../src/platform/config.ts';
import { jobsSchemaOf } from '../../src/platform/jobs/index.ts';
import { loadContract, type ContractOperation, type JsonSchema } from '../../src/platform/contract/load.ts';
import type { OperationId } from '../../src/platform/contract/types.ts';
import type { UserRow } from '../../src/platform/sessions/user-row.ts';

const contract = loadContract();
const ajv = new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true });
addFormats(ajv);
ajv.addFormat('binary', true);
const components = contract.dereference(contract.document.components) as { schemas: Record<string, JsonSchema> };
const genericResponses: Record<string, { content: Record<string, JsonSchema> }> = {
  '422': { content: { 'application/json': components.schemas.ValidationError! } },
  '501': { content: { 'application/json': components.schemas.ErrorMessage! } },
};
const responseValidators = new Map<string, ReturnType<typeof ajv.compile>>();

export interface CallOptions {
  token?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | (string | number)[]>;
  body?: unknown;
  /** A raw payload (multipart, malformed JSON) with its own headers. */
  payload?: string | Buffer;
  headers?: Record<string, string>;
  locale?: 'en' | 'ar';
  /** Client address; by default every call gets its own, so per-address throttles only bite tests that aim for them. */
  ip?: string;
}

export interface Harness {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** Calls an operation by id and checks the answer against the contract: a declared status and a body of its schema. */
  call(operationId: OperationId, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Registers and logs in a new user; e-mails are unique per call. */
  newUser(overrides?: { name?: string; email?: string; password?: string }): Promise<TestUser>;
  /** A new user with the admin role (set in the database: no operation grants it). */
  newAdmin(overrides?: { name?: string }): Promise<TestUser>;
  /** The newest sandbox message sent to a phone number or e-mail address. */
  lastMessage(to: string): Promise<string>;
  /** A 6-digit code in the newest message to `to`. */
  lastCode(to: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

export const PASSWORD = 'secret123';
let emailCounter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${++emailCounter}@example.com`;

function operation(operationId: string): ContractOperation {
  const found = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId} in the contract`);
  return found;
}

function urlOf(op: ContractOperation, options: CallOptions) {
  let url = `/api${op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(String(options.params?.[name])))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  if ([...search].length > 0) url += `?${search}`;
  return url;
}

/** Checks an answer against the contract (status declared, JSON body valid against its schema). */
export function checkAgainstContract(op: ContractOperation, response: LightMyRequestResponse) {
  const status = String(response.statusCode);
  // Any operation may refuse bad input (422) or not exist yet (501), with the contract's shared bodies.
  const declared = op.responses[status] ?? genericResponses[status];
  if (!declared) throw new Error(`${op.operationId} answered ${status}, which the contract does not declare: ${response.body}`);
  const schema = declared.content['application/json'];
  if (!schema) return;
  const key = `${op.operationId} ${status}`;
  let validate = responseValidators.get(key);
  if (!validate) {
    validate = ajv.compile(schema as JsonSchema);
    responseValidators.set(key, validate);
  }
  if (!validate(response.json())) {
    throw new Error(`${key} body does not match the contract: ${ajv.errorsText(validate.errors)}\n${response.body}`);
  }
}

/**
 * A server on a fresh database: in-memory PGlite, or with DATABASE_URL a new schema on that PostgreSQL server
 * (dropped again on close), so every test file starts empty. `overrides` change its configuration (another storage).
 */
/** `overrides`: configuration beyond the test defaults (a real provider pointed at its stand-in). */
export async function createHarness(overrides: Partial<ServerConfig> = {}): Promise<Harness> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-api-test-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = testConfig({
    webRoot: path.join(scratch, 'web'),
    dataDir: path.join(scratch, 'data'),
    databaseUrl,
    databaseSchema: schema,
    inMemoryDatabase: !databaseUrl,
    ...overrides,
  });
  const app = await buildApp({ ...config, ...overrides });
  await app.ready();

  const harness: Harness = {
    app,
    async call(operationId, options = {}) {
      const op = operation(operationId);
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.locale) headers['x-locale'] = options.locale;
      let payload = options.payload;
      if (payload === undefined && options.body !== undefined) {
        payload = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const remoteAddress = options.ip ?? `10.${randomBytes(3).join('.')}`;
      const response = await app.inject({ method: op.method as 'GET', url: urlOf(op, options), headers, remoteAddress, ...(payload === undefined ? {} : { payload }) });
      checkAgainstContract(op, response);
      return response;
    },
    async newAdmin(overrides = {}) {
      const admin = await harness.newUser({ name: 'Admin', ...overrides });
      await updateUser(harness, admin.id, { role: 'admin' });
      return admin;
    },
    async newUser(overrides = {}) {
      const email = overrides.email ?? uniqueEmail();
      const password = overrides.password ?? PASSWORD;
      const registered = await harness.call('registerEmail', { body: { name: overrides.name ?? 'Test User', email, password, recaptcha: 'sandbox' } });
      if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
      const login = await harness.call('issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*', username: email, password } });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
      const tokens = login.json() as { access_token: string; refresh_token: string };
      return { id: (registered.json() as { data: { id: number } }).data.id, email, password, token: tokens.access_token, refreshToken: tokens.refresh_token };
    },
    async lastMessage(to) {
      const [row] = await app.services.database.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [to]);
      if (!row) throw new Error(`No message to ${to}`);
      return row.body;
    },
    async lastCode(to) {
      const body = await harness.lastMessage(to);
      const code = /\b(\d{6})\b/.exec(body)?.[1];
      if (!code) throw new Error(`No code in: ${body}`);
      return code;
    },
    async close() {
      await app.close();
      if (databaseUrl && schema) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.query(`DROP SCHEMA IF EXISTS "${jobsSchemaOf({ databaseSchema: schema })}" CASCADE`);
        await client.end();
      }
      rmSync(scratch, { recursive: true, force: true });
    },
  };
  return harness;
}

/** Sets columns the API cannot (admin flags, verification) straight in the database. */
export async function updateUser(harness: Harness, id: number, values: Partial<Omit<UserRow, 'id'>>) {
  const entries = Object.entries(values);
  const columns = entries.map(([field], index) => `${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)} = $${index + 2}`);
  const params = entries.map(([, value]) => (value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value));
  await harness.app.services.database.query(`UPDATE users SET ${columns.join(', ')} WHERE id = $1`, [id, ...params]);
}

/** A multipart/form-data payload for inject. */
export function multipart(fields: Record<string, string>, files: Record<string, { filename: string; content: Buffer; type?: string }> = {}) {
  const boundary = `----hadaf${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`));
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small real pictures: uploads are rewritten without their metadata, so they must follow their format. */
export { GIF, JPEG, PNG } from '../documents/image-fixtures.ts';

/** Makes two users friends (both directions, as the app stores a friendship): a friend is added to a group at once. */
export async function befriend(harness: Harness, a: { id: number }, b: { id: number }) {
  await harness.app.services.database.query('INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING', [a.id, b.id]);
}
