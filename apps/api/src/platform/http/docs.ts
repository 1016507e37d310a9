import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { defaultContractPath } from '../contract/load.ts';


/** A browsable reference of the contract at /api/docs, served from local assets (no CDN). */
export async function contractDocs(app: FastifyInstance, { specification = defaultContractPath() }: { specification?: string } = {}) {
  await app.register(swagger, { mode: 'static', specification: { path: specification, baseDir: path.dirname(specification) } });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true, docExpansion: 'list' } });
}
