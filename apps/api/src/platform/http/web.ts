import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, preferredLanguage, routePatterns, type Language } from '@hadaf/domain';
import { cookieOf } from './cookies.ts';

export interface WebAppOptions {
  root: string;
  /** The app's page as served (builtPage), or null when the web app is not built. */
  page: string | null;
  /** The page's Content-Security-Policy for a nonce (security.ts). */
  policy: (nonce: string) => string;
  /**
   * What a visitor's prerendered page starts with, by path: a JSON script's id and text, written into the page as it
   * is served (e.g. /matches: the first page of the day's games, so the list renders without that call).
   */
  pageData?: Record<string, (language: Language) => Promise<{ id: string; json: string }>>;
}

/** The built index.html with GET /settings's body written in (so the app starts without that call), or null. */
export function builtPage(root: string, appSettings: unknown): string | null {
  const indexPath = path.join(root, 'index.html');
  return existsSync(indexPath) ? pageWithSettings(readFileSync(indexPath, 'utf8'), appSettings) : null;
}

/** The app's index.html with the settings embedded as JSON (`<` escaped, so no value can close the script). */
export function pageWithSettings(html: string, appSettings: unknown): string {
  const script = jsonScript('hadaf-settings', JSON.stringify({ data: appSettings }));
  return html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : `${html}${script}`;
}

/** A JSON script (`<` escaped, so no value can close it), for the page to read back; the browser does not run it. */
const jsonScript = (id: string, json: string) => `<script id="${id}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;

/** Path → the page prerendered for it in each language, settings embedded, as served. */
export type PrerenderedPages = Map<string, Record<Language, string>>;

/** Where the web build puts its prerendered public routes: <language>/<file> and routes.json naming each path's file. */
const prerenderedDirectory = '.prerendered';

/**
 * The web build's prerendered pages (apps/web/scripts/prerender.mjs), each carrying the settings script of the
 * served shell (`page`, see builtPage), so every page starts the app the same way.
 */
export function prerenderedPages(root: string, page: string): PrerenderedPages {
  const pages: PrerenderedPages = new Map();
  const listPath = path.join(root, prerenderedDirectory, 'routes.json');
  if (!existsSync(listPath)) return pages;
  const settingsScript = /<script id="hadaf-settings"[^>]*>[^<]*<\/script>/.exec(page)?.[0] ?? '';
  const list = JSON.parse(readFileSync(listPath, 'utf8')) as { pages: { path: string; file: string }[] };
  const read = (language: Language, file: string) =>
    readFileSync(path.join(root, prerenderedDirectory, language, file), 'utf8').replace('</head>', () => `${settingsScript}</head>`);
  for (const { path: route, file } of list.pages) pages.set(route, { en: read('en', file), ar: read('ar', file) });
  return pages;
}

/** The browser's languages from Accept-Language, most preferred first (q=0 means "not this one"). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = Number(parameters.find((parameter) => parameter.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page is served in, by the app's own rule (apps/web locale.ts, index.html's inline script): the
 * locale cookie, else the browser's first English or Arabic preference, else English.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const saved = cookieOf(request, 'locale');
  return isLanguage(saved) ? saved : preferredLanguage(acceptedLanguages(request.headers['accept-language']));
}

/**
 * The prerendered page for a request, or null for the app's shell: only a visitor's (a signed-in user's frame
 * differs: it gets the shell and the app renders) and only at the route's own address (a query string can change
 * what the page shows, e.g. /login?email-verified).
 */
function prerenderedFor(request: FastifyRequest, pages: PrerenderedPages): { path: string; language: Language; html: string } | null {
  const [pathname = '', query] = request.url.split('?');
  const page = query === undefined ? pages.get(pathname) : undefined;
  const signedIn = cookieOf(request, 'logged-in') === '1' || cookieOf(request, 'refresh-token') !== undefined;
  const language = pageLanguage(request);
  return page && !signedIn ? { path: pathname, language, html: page[language] } : null;
}

/**
 * A prerendered page with its data written in at the end of the body (after the page's markup, so it never holds
 * back the first paint). Without it (the data failed) the page is served as it is and the app makes the call itself.
 */
async function withPageData(app: FastifyInstance, page: { path: string; language: Language; html: string }, pageData: WebAppOptions['pageData']): Promise<string> {
  const read = pageData?.[page.path];
  if (!read) return page.html;
  try {
    const { id, json } = await read(page.language);
    return page.html.replace('</body>', () => `${jsonScript(id, json)}</body>`);
  } catch (error) {
    app.log.warn({ err: error, path: page.path }, 'page data unavailable; the page is served without it');
    return page.html;
  }
}

/** The compression a browser accepts for a page, best first: Brotli, else gzip, else none ("q=0" refuses one). */
export function pageEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';').map((piece) => piece.trim()))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter)))
      .map(([coding = '']) => coding.toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * A page's bytes in the encoding the browser accepts. A page carries a fresh nonce, so it is compressed per answer:
 * Brotli at a fast quality takes well under a millisecond for a page of 15-30 KB and sends about a quarter of it, which
 * keeps a phone's first paint to one round trip of the connection's first window instead of two.
 */
function encodedPage(html: string, encoding: 'br' | 'gzip' | null): string | Buffer {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } });
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return html;
}

/**
 * Serves the built web app with history fallback: any GET outside /api that is not a file gets index.html,
 * so client-side routes (and the app's own 404 page) work on reload; a visitor's GET of a prerendered public
 * route gets that page, already painted in their language.
 */
export async function webApp(app: FastifyInstance, { root, page, policy, pageData }: WebAppOptions) {
  if (page === null) {
    app.log.warn(`No built web app at ${root}; run the web build to serve it.`);
    return;
  }
  const prerendered = prerenderedPages(root, page);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // "/" is the page with the settings (below), not the file as built.
    index: false,
    // The prerendered pages are served by route (below), with the settings and a nonce, never as files.
    allowedPath: (pathName) => !pathName.startsWith(`/${prerenderedDirectory}/`),
    // The build writes .br/.gz beside each asset (scripts/lib/precompress.mjs); send them when accepted.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Hashed asset names never change content, so browsers may keep them; index.html is always revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!readsPage || request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    // A fresh nonce per page: react-aria reads it from the meta tag for the one <style> it adds at run time.
    const nonce = randomBytes(16).toString('base64');
    const prerenderedPage = prerenderedFor(request, prerendered);
    // The same address answers in the visitor's language, or with the shell once signed in, compressed or not:
    // caches must ask.
    reply.header('Vary', prerendered.size > 0 ? 'Cookie, Accept-Language, Accept-Encoding' : 'Accept-Encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    // The card gateway's add-card frame ends on this page (platform §2): our own payment page frames it, nothing else may.
    const framedBySelf = request.url.split('?')[0] === routePatterns.addCcStatus;
    if (framedBySelf) reply.removeHeader('x-frame-options');
    const csp = policy(nonce);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('content-security-policy', framedBySelf ? csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : csp)
      .send(encodedPage((prerenderedPage ? await withPageData(app, prerenderedPage, pageData) : page).replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`), encoding));
  });
}
