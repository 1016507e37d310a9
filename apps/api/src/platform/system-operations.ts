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
    // config.ts's appSettings, read once at start: the contract's AppSettings, community_group_url included (null hides
    // the advert). The built page embeds the same object (http/web.ts pageWithSettings).
    handler: async (_request, _reply, { services }) => ({ data: services.config.appSettings }),
  },
});
