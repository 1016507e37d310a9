import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const contractPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi/openapi.yaml');

/** A browsable reference of the contract at /api/docs, served from local assets (no CDN). */
export async function contractDocs(app: FastifyInstance, { specification = contractPath }: { specification?: string } = {}) {
  await app.register(swagger, { mode: 'static', specification: { path: specification, baseDir: path.dirname(specification) } });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true, docExpansion: 'list' } });
}
