import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, type S3Settings } from '../../src/platform/adapters/s3-storage.ts';
import type { FileStorage } from '../../src/platform/adapters/storage.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { ProviderError } from '../../src/platform/http/provider-error.ts';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.ts';

let s3: S3StandIn;
let scratch: string;
let settings: S3Settings;
let storage: FileStorage;
const warnings: string[] = [];
const log = { warn: (details: Record<string, unknown>, message: string) => void warnings.push(`${message}: ${String(details.reason)}`) };

beforeAll(async () => {
  s3 = await startS3StandIn();
  scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-s3-scratch-'));
  settings = loadConfig({ ...s3.env, HADAF_S3_PREFIX: 'test-run/' }).providers.s3!;
  storage = s3Storage(settings, scratch, log);
});
afterAll(async () => {
  await s3?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function received(content: string) {
  const file = await storage.temporaryPath(`${Math.random().toString(36).slice(2)}.upload`);
  writeFileSync(file, content);
  return file;
}

/** The bucket as another client sees it: what an API process on another machine would read. */
async function inBucket(key: string): Promise<string> {
  const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return answer.Body!.transformToString();
}

describe('files in an S3-compatible bucket', () => {
  it('puts an accepted upload in the bucket under the configured prefix, and leaves nothing on this disk', async () => {
    const file = await received('scan bytes');
    await storage.adopt(file, 'private/7/scan.jpg');
    expect(existsSync(file)).toBe(false);
    expect(await inBucket('test-run/private/7/scan.jpg')).toBe('scan bytes');
  });

  it('opens a stored file as a stream with its size, and answers null for a key it does not hold', async () => {
    await storage.adopt(await received('a picture'), 'users/7/picture.png');
    const stored = await storage.open('users/7/picture.png');
    expect(stored?.size).toBe('a picture'.length);
    expect(await text(stored!.stream)).toBe('a picture');
    expect(await storage.open('users/7/never-stored.png')).toBeNull();
  });

  it('removes a file, and removing it again is no error', async () => {
    await storage.adopt(await received('old'), 'users/8/old.png');
    await storage.remove('users/8/old.png');
    await storage.remove('users/8/old.png');
    expect(await storage.open('users/8/old.png')).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('is refused by the bucket with a wrong secret (the stand-in checks signatures): a provider fault, without the key in its message', async () => {
    const wrong = s3Storage({ ...settings, secretAccessKey: 'not-the-secret' }, scratch, log);
    const file = await received('x');
    const refusal = await wrong.adopt(file, 'private/9/secret-name.jpg').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProviderError);
    expect(refusal).toMatchObject({ service: 'storage', fault: 'provider', message: 'file storage could not store a file: SignatureDoesNotMatch (403)' });
    // The temporary file does not outlive the attempt.
    expect(existsSync(file)).toBe(false);
    await expect(wrong.open('users/7/picture.png')).rejects.toMatchObject({ fault: 'provider', message: 'file storage could not read a file: SignatureDoesNotMatch (403)' });
    // A replaced file that cannot be removed is logged, not thrown (the change that replaced it has committed).
    await wrong.remove('users/7/picture.png');
    expect(warnings).toEqual(['a replaced file stays in the bucket: file storage could not remove a file: SignatureDoesNotMatch (403)']);
  });

  it('reports a bucket it cannot reach as a provider fault', async () => {
    const away = s3Storage({ ...settings, endpoint: 'http://127.0.0.1:9' }, scratch, log);
    await expect(away.open('users/7/picture.png')).rejects.toMatchObject({ service: 'storage', fault: 'provider' });
  });
});

describe('HADAF_STORAGE=s3 configuration', () => {
  const complete = {
    HADAF_STORAGE: 's3',
    HADAF_S3_REGION: 'auto',
    HADAF_S3_BUCKET: 'hadaf-files',
    HADAF_S3_ACCESS_KEY_ID: 'id',
    HADAF_S3_SECRET_ACCESS_KEY: 'secret',
    HADAF_S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com/',
  };

  it('reads the bucket, region, endpoint, credentials and path style', () => {
    expect(loadConfig(complete).providers.s3).toEqual({
      bucket: 'hadaf-files',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      forcePathStyle: false,
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: '',
    });
    expect(loadConfig({ ...complete, HADAF_S3_PATH_STYLE: '1', HADAF_S3_ENDPOINT: '', HADAF_S3_PREFIX: '/prod/' }).providers.s3).toMatchObject({ forcePathStyle: true, endpoint: undefined, prefix: 'prod/' });
    expect(loadConfig({}).providers.s3).toBeUndefined();
  });

  it.each(['HADAF_S3_BUCKET', 'HADAF_S3_REGION', 'HADAF_S3_ACCESS_KEY_ID', 'HADAF_S3_SECRET_ACCESS_KEY'])('refuses to start without %s', (name) => {
    expect(() => loadConfig({ ...complete, [name]: '' })).toThrow(`${name} must be set when HADAF_STORAGE=s3.`);
  });

  it('refuses a bad bucket name, endpoint or path style, and plain http to another machine in production', () => {
    expect(() => loadConfig({ ...complete, HADAF_S3_BUCKET: 'Hadaf_Files' })).toThrow('HADAF_S3_BUCKET must be a bucket name');
    expect(() => loadConfig({ ...complete, HADAF_S3_ENDPOINT: 'ftp://files' })).toThrow('HADAF_S3_ENDPOINT must be an http(s) address');
    expect(() => loadConfig({ ...complete, HADAF_S3_PATH_STYLE: 'maybe' })).toThrow('HADAF_S3_PATH_STYLE must be one of');
    expect(() => loadConfig({ ...complete, NODE_ENV: 'production', HADAF_S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow('HADAF_S3_ENDPOINT must be https in production');
    // The refusal of http is storage's own; production then refuses the sandboxes still configured, as before.
    expect(() => loadConfig({ ...complete, NODE_ENV: 'production', HADAF_S3_ENDPOINT: 'http://localhost:9000' })).toThrow('Refusing to start in production with sandbox adapters');
  });
});
