import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface WebAppOptions {
  root: string;
  /** GET /settings's body, written into the page so the app starts without waiting for that call. */
  appSettings: unknown;
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
export async function webApp(app: FastifyInstance, { root, appSettings }: WebAppOptions) {
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No built web app at ${root}; run the web build to serve it.`);
    return;
  }
  const page = pageWithSettings(readFileSync(indexPath, 'utf8'), appSettings);
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
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });
}
