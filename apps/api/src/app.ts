import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config.ts';
import { contractDocs } from './docs.ts';
import { healthRoutes } from './routes/health.ts';
import { settingsRoutes } from './routes/settings.ts';
import { webApp } from './web.ts';

/** The whole server: the API under /api (so its paths never collide with the app's routes) and the web app. */
export async function buildApp(config: Pick<ServerConfig, 'webRoot'>, options: FastifyServerOptions = {}) {
  const app = Fastify({ logger: false, ...options });
  await app.register(
    async (api) => {
      await api.register(contractDocs);
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      api.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));
    },
    { prefix: '/api' },
  );
  await app.register(webApp, { root: config.webRoot });
  return app;
}
