import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { defaultContractPath } from '../contract/load.ts';


/** A browsable reference of the contract at /api/docs, served from local assets (no CDN). */
export async function contractDocs(app: FastifyInstance, { specification = defaultContractPath() }: { specification?: string } = {}) {
  // Swagger UI runs inline code of its own: its pages get a looser policy than the app's (still no framing).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'");
  });
  await app.register(swagger, { mode: 'static', specification: { path: specification, baseDir: path.dirname(specification) } });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true, docExpansion: 'list' } });
}
