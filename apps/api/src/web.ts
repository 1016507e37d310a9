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
  await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
