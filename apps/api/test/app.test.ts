import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';

const webRoot = mkdtempSync(path.join(tmpdir(), 'hadaf-web-'));
const bootScript = "document.documentElement.lang = 'ar';";
writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><head><title>Hadaf</title><style>.boot{color:red}</style><script>${bootScript}</script></head>`);
writeFileSync(path.join(webRoot, 'app.js'), 'console.log(1)');
const source = 'export const x = 1;'.repeat(200);
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'assets', 'index-abc.js'), source);
writeFileSync(path.join(webRoot, 'assets', 'index-abc.js.gz'), gzipSync(source));
const app = await buildApp({ webRoot });

beforeAll(() => app.ready());
afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('browser-side defences (issue 11, finding 5)', () => {
  it('sends a strict CSP that allows exactly the page\'s own inline boot script and style, and no framing', async () => {
    const page = await app.inject({ method: 'GET', url: '/matches' });
    const csp = String(page.headers['content-security-policy']);
    const scriptHash = createHash('sha256').update(bootScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${scriptHash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // A fresh nonce per page for the <style> react-aria adds at run time, announced in <meta name="csp-nonce">.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    const again = String((await app.inject({ method: 'GET', url: '/matches' })).headers['content-security-policy']);
    expect(again).not.toContain(`'nonce-${nonce}'`);
    expect(page.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': expect.stringContaining('camera=()'),
      // Only a real social login's popup needs the looser same-origin-allow-popups (facebook-social.test.ts).
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(csp).not.toContain('facebook');
  });

  it("lets only our own pages frame the add-card result page, where the card gateway's frame ends", async () => {
    const page = await app.inject({ method: 'GET', url: '/payment/add-cc/status?failed=1' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBeUndefined();
    const other = await app.inject({ method: 'GET', url: '/payment/cc/status' });
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends the same defences on API answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('server shell', () => {
  it('answers /api/settings with the app settings', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { enable_phone_verification: expect.any(Boolean), eksab_share: expect.any(Number) } });
  });

  it('serves the web app for client-side routes (history fallback)', async () => {
    for (const url of ['/', '/matches?state=live', '/profile/predictions', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Hadaf</title>');
    }
  });

  it('writes the app settings into the page, the same as GET /api/settings answers', async () => {
    const settings = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
    for (const url of ['/', '/login']) {
      const page = await app.inject({ method: 'GET', url });
      const embedded = /<script id="hadaf-settings" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
      expect(embedded, url).toBeDefined();
      expect(JSON.parse(embedded!)).toEqual(settings);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('serves built assets as files', async () => {
    const response = await app.inject({ method: 'GET', url: '/app.js' });
    expect(response.body).toBe('console.log(1)');
  });

  it('answers unknown API paths with a JSON 404, never the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v2/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('contract reference', () => {
  it('serves a browsable reference at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });

  it('serves the contract itself for the reference to read', async () => {
    const contract = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(contract.statusCode).toBe(200);
    expect(contract.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1/), paths: expect.objectContaining({ '/v2/games': expect.any(Object) }) });
  });
});

describe('compressed, cacheable assets', () => {
  it('sends the precompressed file when the browser accepts it, and marks hashed assets immutable', async () => {
    const compressed = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(compressed.rawPayload.length).toBeLessThan(source.length);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });
});
