import type { FastifyInstance } from 'fastify';

/**
 * Fastify logs a request twice, when it arrives and when it is answered: two synchronous writes a request, a tenth
 * of a busy API process's time (docs/decisions/match-day.md). One line when it is answered says the same: what
 * was asked, by whom, the status and how long it took. (Errors are logged where they are handled.)
 */
export function logEachRequestOnce(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: { method: request.method, url: request.url, remoteAddress: request.ip }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
}
