import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface WebAppOptions {
  root: string;
  /** The app's page as served (builtPage), or null when the web app is not built. */
  page: string | null;
  /** The page's Content-Security-Policy for a nonce (security.ts). */
  policy: (nonce: string) => string;
}

/** The built index.html with GET /settings's body written in (so the app starts without that call), or null. */
export function builtPage(root: string, appSettings: unknown): string | null {
  const indexPath = path.join(root, 'index.html');
  return existsSync(indexPath) ? pageWithSettings(readFileSync(indexPath, 'utf8'), appSettings) : null;
}

/** The app's index.html with the settings embedded as JSON (`<` escaped, so no value can close the script). */
export function pageWithSettings(html: string, appSettings: unknown): string {
  const json = JSON.stringify({ data: appSettings }).replace(/</g, '\\u003c');
  const script = `<script id="hadaf-settings" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : `${html}${script}`;
}

/**
 * Serves the built web app with history fallback: any GET outside /api that is not a file gets index.html,
 * so client-side routes (and the app's own 404 page) work on reload.
 */
export async function webApp(app: FastifyInstance, { root, page, policy }: WebAppOptions) {
  if (page === null) {
    app.log.warn(`No built web app at ${root}; run the web build to serve it.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // "/" is the page with the settings (below), not the file as built.
    index: false,
    // The build writes .br/.gz beside each asset (scripts/lib/precompress.mjs); send them when accepted.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Hashed asset names never change content, so browsers may keep them; index.html is always revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!readsPage || request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    // A fresh nonce per page: react-aria reads it from the meta tag for the one <style> it adds at run time.
    const nonce = randomBytes(16).toString('base64');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('content-security-policy', policy(nonce))
      .send(page.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`));
  });
}
