import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOrientation } from '../../src/documents/exif-orientation.ts';
import { privateFileUrl, storePrivateFile } from '../../src/documents/private-files.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { startS3StandIn, type S3StandIn } from '../adapters/s3-stand-in.ts';
import { createHarness, multipart, type Harness, type TestUser } from '../helpers/harness.ts';
import { exifSegment, GIF, JFIF, jpeg, png, pngChunk } from './image-fixtures.ts';

const VALID_NATIONAL_ID = '29001011234567';
const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

/** The same behaviour whichever storage keeps the bytes: this machine's disk, or an S3-compatible bucket (a stand-in). */
describe.each(['local', 's3'] as const)('private documents stored on %s', (storage) => {
  let api: Harness;
  let s3: S3StandIn | undefined;
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let front: string;
  let back: string;

  const get = (url: string, token?: string) => api.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    if (storage === 's3') s3 = await startS3StandIn();
    api = await createHarness(s3 ? { adapters: { ...loadConfig({}).adapters, storage: 's3' }, providers: loadConfig(s3.env).providers } : {});
    [owner, stranger, admin] = await Promise.all([api.newUser(), api.newUser(), api.newAdmin()]);
    // A phone photo held sideways (Exif orientation 6) with the camera's make in its Exif block.
    const { payload, headers } = multipart(
      { national_id: VALID_NATIONAL_ID },
      {
        'national_id_scans[front]': { filename: 'front.jpg', content: jpeg(JFIF, exifSegment(6)), type: 'image/jpeg' },
        'national_id_scans[back]': { filename: 'back.png', content: png([pngChunk('tEXt', 'Author\0Secret')]) },
      },
    );
    const response = await api.call('updateProfile', { token: owner.token, payload, headers });
    expect(response.statusCode).toBe(200);
    ({ front, back } = { front: response.json().data.national_id_scans.front.original, back: response.json().data.national_id_scans.back.original });
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  describe('national id scans', () => {
    it('are served to their owner, never cached, under a readable name', async () => {
      const response = await get(front, owner.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'no-store',
        pragma: 'no-cache',
        'content-disposition': 'inline; filename="national-id-front.jpg"',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      expect((await get(back, owner.token)).headers['content-disposition']).toBe('inline; filename="national-id-back.png"');
    });

    it('come back without their metadata, the orientation kept', async () => {
      const jpegBody = (await get(front, owner.token)).rawPayload;
      expect(has(jpegBody, 'SecretPhoneCorp')).toBe(false);
      expect(readOrientation(jpegBody.subarray(jpegBody.indexOf(Buffer.from('Exif\0\0', 'latin1')) + 6))).toBe(6);
      const pngBody = (await get(back, owner.token)).rawPayload;
      expect(has(pngBody, 'tEXt')).toBe(false);
      expect(pngBody.equals(png())).toBe(true);
    });

    it('are served to admins, not to other users (404, as if missing) nor to visitors (401)', async () => {
      expect((await get(front, admin.token)).statusCode).toBe(200);
      expect((await get(front, stranger.token)).statusCode).toBe(404);
      expect((await get(front)).statusCode).toBe(401);
    });

    it('have the URL storePrivateFile gives (one shape for User resources and private files)', () => {
      expect(front).toBe(privateFileUrl(front.split('/').at(-1)!));
    });

    it('refuses a file that only starts like a picture', async () => {
      const { payload, headers } = multipart({}, { profile_picture: { filename: 'me.gif', content: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]), type: 'image/gif' } });
      const response = await api.call('updateProfile', { token: owner.token, payload, headers });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ profile_picture: ['invalid-file-format'] });
    });
  });

  describe('generated forms (storePrivateFile)', () => {
    let url: string;
    const pdf = Buffer.from('%PDF-1.7\n% a form\n%%EOF\n');

    beforeAll(async () => {
      const { services } = api.app;
      ({ url } = await services.database.transaction((tx) =>
        storePrivateFile(tx, services, { ownerId: owner.id, purpose: 'redemption_form', name: 'receipt', bytes: pdf, mime: 'application/pdf', extension: 'pdf' }),
      ));
    });

    it('are served to their owner as an inline PDF a browser viewer can show', async () => {
      const response = await get(url, owner.token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(pdf)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'cache-control': 'no-store',
        pragma: 'no-cache',
        'content-disposition': 'inline; filename="receipt.pdf"',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        // No sandbox: PDF viewers do not start in a sandboxed document.
        'content-security-policy': "default-src 'none'; object-src 'self'",
      });
    });

    it('are stored apart, with their size, and read by admins only besides the owner', async () => {
      const [row] = await api.app.services.database.query<{ path: string; size: number; name: string }>('SELECT path, size, name FROM files WHERE id = $1', [url.split('/').at(-1)]);
      expect(row).toMatchObject({ path: expect.stringMatching(new RegExp(`^private/${owner.id}/[0-9a-f-]{36}\\.pdf$`)), size: pdf.length, name: 'receipt.pdf' });
      expect((await get(url, admin.token)).statusCode).toBe(200);
      expect((await get(url, stranger.token)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
    });
  });

  describe('profile pictures', () => {
    it('keep their behaviour: any signed-in user, cached privately for an hour, stripped too', async () => {
      const withComment = Buffer.concat([GIF.subarray(0, 19), Buffer.from('\x21\xfe\x06Secret\x00', 'latin1'), GIF.subarray(19)]);
      const response = await api.call('updateProfile', { token: owner.token, body: { profile_picture: { data: withComment.toString('base64'), filename: 'me.gif' } } });
      expect(response.statusCode).toBe(200);
      const served = await get(response.json().data.photo.original, stranger.token);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, max-age=3600');
      expect(served.rawPayload.equals(GIF)).toBe(true);
    });
  });

  describe('where the bytes are', () => {
    it(storage === 's3' ? 'in the bucket only: nothing under the data directory, so any API process can serve them' : 'under the data directory', async () => {
      const [row] = await api.app.services.database.query<{ path: string }>('SELECT path FROM files WHERE id = $1', [front.split('/').at(-1)]);
      expect(existsSync(path.join(api.app.services.config.dataDir, 'files', row!.path))).toBe(storage === 'local');
      expect(api.app.services.adapters.storage.kind).toBe(storage);
    });

    it('a row whose bytes are gone answers 404 like a missing file, to its owner too', async () => {
      const { services } = api.app;
      const { url } = await services.database.transaction((tx) =>
        storePrivateFile(tx, services, { ownerId: owner.id, purpose: 'redemption_form', name: 'gone', bytes: Buffer.from('%PDF-1.7\n%%EOF\n'), mime: 'application/pdf', extension: 'pdf' }),
      );
      const [row] = await services.database.query<{ path: string }>('SELECT path FROM files WHERE id = $1', [url.split('/').at(-1)]);
      await services.adapters.storage.remove(row!.path);
      expect((await get(url, owner.token)).statusCode).toBe(404);
    });
  });
});
