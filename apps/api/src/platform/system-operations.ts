import { defineOperations } from './operations.ts';

export const systemOperations = defineOperations({
  getHealth: {
    // Contract: {status: ok|degraded, database: up|down}; engine and ok are extra fields for operators.
    handler: async (_request, reply, { services }) => {
      const up = await services.database.ping();
      const body = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', engine: services.database.kind, ok: up } as const;
      return reply.code(up ? 200 : 503).send(body);
    },
  },
  getAppSettings: {
    handler: async (_request, _reply, { services }) => ({ data: services.config.appSettings }),
  },
});
