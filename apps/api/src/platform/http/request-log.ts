import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify logs a request twice, when it arrives and when it is answered: two synchronous writes a request, a tenth
 * of a busy API process's time (docs/decisions/match-day.md). One line when it is answered says the same: what
 * was asked, from where, the status and how long it took. Fastify's other lines (errors, streams) are kept.
 */
export class OneLinePerRequest extends LogController {
  /** Also told of every answered request (the metrics' request counts), with no hook of its own to run. */
  observe: ((request: FastifyRequest, reply: FastifyReply) => void) | undefined;

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      req: { method: request.method, url: request.url, remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
    this.observe?.(request, reply);
  }
}
