import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicImageUrl } from '../src/images/index.ts';
import { createHarness, type Harness } from './helpers/harness.ts';

let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
const dataUri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

describe('GET /api/emblems/{hash}', () => {
  it('serves a data URI from the catalogue at a short, content-addressed URL that browsers may keep', async () => {
    const url = await publicImageUrl(api.app.services.database, dataUri);
    expect(url).toMatch(/^\/api\/emblems\/[0-9a-f]{32}\.svg$/);
    // The same bytes always get the same URL (another server process computes the same one).
    expect(await publicImageUrl(api.app.services.database, `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`)).toBe(url);
    const response = await api.app.inject({ method: 'GET', url: url! });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(svg);
    expect(response.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    // An SVG opened on its own cannot run script.
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('leaves URLs and empty values as they are', async () => {
    expect(await publicImageUrl(api.app.services.database, 'https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(await publicImageUrl(api.app.services.database, null)).toBeNull();
  });

  it('answers 404 for unknown hashes, other extensions and malformed names', async () => {
    const url = (await publicImageUrl(api.app.services.database, dataUri))!;
    for (const path of ['/api/emblems/0123456789abcdef0123456789abcdef.svg', url.replace('.svg', '.png'), '/api/emblems/..%2Fsecret', '/api/emblems/x.svg']) {
      const response = await api.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });
});
