import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app with history fallback: any GET outside /api that is not a file gets index.html,
 * so client-side routes (and the app's own 404 page) work on reload.
 */
export async function webApp(app: FastifyInstance, { root }: { root: string }) {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`No built web app at ${root}; run the web build to serve it.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    // The build writes .br/.gz beside each asset (scripts/lib/precompress.mjs); send them when accepted.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Hashed asset names never change content, so browsers may keep them; index.html is always revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
