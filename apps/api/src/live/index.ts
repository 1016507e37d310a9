import type { FastifyRequest } from 'fastify';
import type { Feature } from '../platform/feature.ts';
import { cookieOf } from '../platform/http/cookies.ts';
import { ApiError } from '../platform/http/errors.ts';
import { message } from '../platform/http/messages.ts';
import { defineOperations, type HandlerContext } from '../platform/operations.ts';
import type { Services } from '../platform/services.ts';
import { onRevocation } from '../platform/sessions/identities.ts';
import { identifyByRefreshToken, REFRESH_COOKIE } from '../platform/sessions/tokens.ts';
import { fanEventSource } from './fan-events.ts';
import { LiveHub, type Viewer } from './hub.ts';
import { listenForLiveEvents } from './listener.ts';

interface Live {
  hub: LiveHub;
  /** Resolves with what stops listening. */
  listener: Promise<(() => Promise<void>) | undefined>;
  /** Whether events are heard now (readiness). */
  listening: boolean;
  stopHearingRevocations: () => void;
}

const lives = new WeakMap<Services, Live>();

/** The process's hub, listening from its first use (an API process starts it when it opens, see routes below). */
function liveOf(services: Services): Live {
  let live = lives.get(services);
  if (!live) {
    const hub = new LiveHub({
      fanEvents: fanEventSource(services.database),
      onError: (error) => services.log.warn({ err: error }, 'live events: could not read fans\u2019 figures; they refetch'),
    });
    // A logout or a password reset on any process ends that session's streams here (they reconnect as a visitor's).
    const stopHearingRevocations = onRevocation(services.database, (scope) => hub.revoke(scope));
    const state: Live = { hub, listener: Promise.resolve(undefined), listening: false, stopHearingRevocations };
    state.listener = listenForLiveEvents(services.database, {
      listening: (lastId) => {
        state.listening = true;
        hub.listening(lastId);
      },
      notice: (notice) => hub.publish(notice),
      error: (error) => {
        state.listening = false;
        services.log.warn({ err: error }, 'live events: not listening for a moment; reconnecting');
      },
    }).catch((error: unknown) => {
      services.log.error({ err: error }, 'live events: could not listen; clients get no live events');
      return undefined;
    });
    live = state;
    lives.set(services, live);
  }
  return live;
}

/** EventSource always asks for text/event-stream; anything else would wait forever on an endless answer. */
const acceptsEventStream = (accept: string | undefined) => accept !== undefined && /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept);

/**
 * Whose stream it is: a bearer token's session (apps), else the browser's HttpOnly refresh-token cookie, read
 * without spending it (EventSource sends cookies, never an Authorization header; docs/decisions/live.md).
 */
async function viewerOf(request: FastifyRequest, { services, session }: HandlerContext): Promise<Viewer | null> {
  if (session) return { userId: session.user.id, familyId: session.familyId };
  const refreshToken = cookieOf(request, REFRESH_COOKIE);
  return refreshToken ? identifyByRefreshToken(services, refreshToken) : null;
}

export const liveOperations = defineOperations({
  subscribeLive: {
    handler: async (request, reply, context) => {
      const { services, locale } = context;
      if (!acceptsEventStream(request.headers.accept)) throw new ApiError(406, { message: message('eventStreamOnly', locale) });
      const { hub } = liveOf(services);
      const viewer = await viewerOf(request, context);
      const header = request.headers['last-event-id'];
      // The header (EventSource's own reconnect) wins; the query serves a new EventSource taking over from another.
      const lastEventId = typeof header === 'string' ? header : request.query['last-event-id'];
      // The stream is written straight into the connection: a stream piped through Fastify would keep its request,
      // reply and a PassThrough alive per open stream, 10 000 of them on a match day (docs/decisions/live.md).
      reply.hijack();
      const response = reply.raw;
      // What the hooks set so far (the security headers), as every answer carries them.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value);
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: no proxy may compress or hold the stream; X-Accel-Buffering: nginx passes each event on at once.
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const unsubscribe = hub.subscribe(response, lastEventId, viewer);
      response.once('close', unsubscribe);
      return reply;
    },
  },
});

/** Live events (issue 27, docs/decisions/live.md): GET /v2/live, fed by the database's notifications. */
export const liveFeature: Feature = {
  name: 'live',
  operations: liveOperations,
  monitoring: (services) => {
    if (services.config.role === 'worker') return;
    // Not once the streams have ended (preClose): a process shutting down is not ready anyway.
    services.readiness.addListener('live', () => lives.get(services)?.listening ?? false);
    services.metrics.gauge({
      name: 'hadaf_live_streams',
      help: 'Open live event streams (GET /api/v2/live) of this API process.',
      collect: (set) => set(lives.get(services)?.hub.size ?? 0),
    });
  },
  routes: async (api, services) => {
    // An API process listens from the start, so a fan reconnecting to it can be replayed what it missed.
    if (services.config.role !== 'worker') api.addHook('onReady', async () => void liveOf(services));
    // Before the server waits for its connections to end: live streams never would.
    api.addHook('preClose', async () => {
      const live = lives.get(services);
      if (!live) return;
      lives.delete(services);
      live.stopHearingRevocations();
      live.hub.close();
      await (await live.listener)?.();
    });
  },
};
