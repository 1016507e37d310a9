import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage, pageEncoding, pageWithSettings, webApp } from '../src/platform/http/web.ts';

describe('pageWithSettings', () => {
  it('puts the settings in the head as JSON the app can read back', () => {
    const page = pageWithSettings('<html><head><title>x</title></head><body></body></html>', { share: 0.2 });
    expect(page).toContain('<script id="hadaf-settings" type="application/json">{"data":{"share":0.2}}</script></head>');
  });

  it('escapes "<" so a value cannot end the script early', () => {
    const page = pageWithSettings('<head></head>', { note: '</script><script>alert(1)</script>' });
    const json = /type="application\/json">(.*)<\/script><\/head>/.exec(page)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ data: { note: '</script><script>alert(1)</script>' } });
  });
});

describe('prerendered public pages', () => {
  const shell = '<!doctype html><html lang="en" dir="ltr"><head><title>Hadaf</title></head><body><div id="root"><div class="boot">Loading…</div></div></body></html>';
  const prerendered = (language: string, text: string) =>
    `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><title>${text}</title></head><body><div id="root" data-prerendered="${language}"><h1>${text}</h1></div></body></html>`;
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'hadaf-web-'));
    writeFileSync(path.join(root, 'index.html'), shell);
    for (const language of ['en', 'ar']) mkdirSync(path.join(root, '.prerendered', language), { recursive: true });
    writeFileSync(path.join(root, '.prerendered/en/login.html'), prerendered('en', 'Log in'));
    writeFileSync(path.join(root, '.prerendered/ar/login.html'), prerendered('ar', 'تسجيل الدخول'));
    writeFileSync(path.join(root, '.prerendered/en/index.html'), prerendered('en', 'Predict and win'));
    writeFileSync(path.join(root, '.prerendered/ar/index.html'), prerendered('ar', 'توقّع واربح'));
    writeFileSync(path.join(root, '.prerendered/en/matches.html'), prerendered('en', 'Matches'));
    writeFileSync(path.join(root, '.prerendered/ar/matches.html'), prerendered('ar', 'المباريات'));
    writeFileSync(path.join(root, '.prerendered/en/groups.html'), prerendered('en', 'Groups'));
    writeFileSync(path.join(root, '.prerendered/ar/groups.html'), prerendered('ar', 'المجموعات'));
    const pages = [
      { path: '/login', file: 'login.html' },
      { path: '/', file: 'index.html' },
      { path: '/matches', file: 'matches.html' },
      { path: '/groups', file: 'groups.html' },
    ];
    writeFileSync(path.join(root, '.prerendered/routes.json'), JSON.stringify({ languages: ['en', 'ar'], pages }));
    app = Fastify({ logger: false });
    // The day's games as the call answers them, in the visitor's language (a team name that would close the script);
    // /groups' data fails.
    const pageData = {
      '/matches': async (language: string) => ({ id: 'hadaf-games', json: JSON.stringify({ date: '2026-11-29', answer: { data: [{ name: `${language} </script><b>` }] } }) }),
      '/groups': async () => {
        throw new Error('database down');
      },
    };
    await app.register(webApp, { root, page: builtPage(root, { share: 0.2 }), policy: (nonce) => `style-src-elem 'nonce-${nonce}'`, pageData });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it("GET /login answers a visitor with the page prerendered in the browser's language, with the nonce and the settings", async () => {
    const response = await get('/login', { 'accept-language': 'fr-FR,ar-EG;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('<h1>تسجيل الدخول</h1>');
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers['content-security-policy']).toBe(`style-src-elem 'nonce-${nonce}'`);
    expect(response.body).toContain('<script id="hadaf-settings" type="application/json">{"data":{"share":0.2}}</script></head>');
    expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });

  it("GET / answers a visitor with the landing prerendered in their language, and a signed-in fan with the shell", async () => {
    expect((await get('/', { 'accept-language': 'ar-EG' })).body).toContain('<h1>توقّع واربح</h1>');
    expect((await get('/', { 'accept-language': 'en' })).body).toContain('<h1>Predict and win</h1>');
    expect((await get('/', { cookie: 'logged-in=1' })).body).toContain('<div class="boot">');
  });

  it('the locale cookie wins over the browser, as in the app', async () => {
    const response = await get('/login', { 'accept-language': 'ar', cookie: 'theme=dark; locale=en' });
    expect(response.body).toContain('<h1>Log in</h1>');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
  });

  it('English when the browser asks for neither language', async () => {
    expect((await get('/login', { 'accept-language': 'de-DE,fr;q=0.5' })).body).toContain('<h1>Log in</h1>');
    expect((await get('/login')).body).toContain('<h1>Log in</h1>');
  });

  it("writes a page's data into a visitor's prerendered page, after its markup, in their language; never into the shell", async () => {
    for (const language of ['en', 'ar']) {
      const { body } = await get('/matches', { 'accept-language': language });
      expect(body).toContain(`<h1>${language === 'en' ? 'Matches' : 'المباريات'}</h1>`);
      const script = /<script id="hadaf-games" type="application\/json">([^<]*)<\/script><\/body>/.exec(body);
      expect(body.indexOf('<div id="root"')).toBeLessThan(script?.index ?? -1);
      // "<" is escaped: no value closes the script early.
      expect(JSON.parse(script![1]!)).toEqual({ date: '2026-11-29', answer: { data: [{ name: `${language} </script><b>` }] } });
    }
    for (const response of [await get('/matches', { cookie: 'logged-in=1' }), await get('/matches?state=live')]) {
      expect(response.body).toContain('<div class="boot">');
      expect(response.body).not.toContain('hadaf-games');
    }
  });

  it("serves a visitor's prerendered page without its data when the data fails (the app makes the call itself)", async () => {
    const response = await get('/groups', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Groups</h1>');
    expect(response.body).toMatch(/<meta name="csp-nonce" content="[^"]+">/);
  });

  it('a signed-in browser, a query string and a route without a prerendered page get the shell', async () => {
    for (const response of [await get('/login', { cookie: 'logged-in=1' }), await get('/login?email-verified'), await get('/no-such-page')]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div class="boot">');
      expect(response.body).toMatch(/<meta name="csp-nonce" content="[^"]+">/);
    }
  });

  it('sends a page compressed when the browser accepts it (Brotli first, then gzip), as it is otherwise', async () => {
    const withoutNonce = (html: string) => html.replace(/content="[^"]+"/, '');
    const plain = await get('/login', { 'accept-language': 'ar' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get('/login', { 'accept-language': 'ar', 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(withoutNonce(brotliDecompressSync(brotli.rawPayload).toString())).toBe(withoutNonce(plain.body));
    const gzip = await get('/no-such-page', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div class="boot">');
  });

  it('reads which compressions a browser accepts, a refused one (q=0) included', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pageEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });

  it('does not serve the prerendered files as they are (no settings, no nonce)', async () => {
    const response = await get('/.prerendered/en/login.html');
    expect(response.body).not.toContain('<h1>Log in</h1>');
  });
});
