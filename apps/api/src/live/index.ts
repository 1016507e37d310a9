import { PassThrough } from 'node:stream';
import type { Feature } from '../platform/feature.ts';
import { ApiError } from '../platform/http/errors.ts';
import { message } from '../platform/http/messages.ts';
import { defineOperations } from '../platform/operations.ts';
import type { Services } from '../platform/services.ts';
import { LiveHub } from './hub.ts';
import { listenForLiveEvents } from './listener.ts';

interface Live {
  hub: LiveHub;
  /** Resolves with what stops listening. */
  listener: Promise<(() => Promise<void>) | undefined>;
  /** Whether events are heard now (readiness). */
  listening: boolean;
}

const lives = new WeakMap<Services, Live>();

/** The process's hub, listening from its first use (an API process starts it when it opens, see routes below). */
function liveOf(services: Services): Live {
  let live = lives.get(services);
  if (!live) {
    const hub = new LiveHub();
    const state: Live = { hub, listener: Promise.resolve(undefined), listening: false };
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

export const liveOperations = defineOperations({
  subscribeLive: {
    handler: async (request, reply, { services, locale }) => {
      if (!acceptsEventStream(request.headers.accept)) throw new ApiError(406, { message: message('eventStreamOnly', locale) });
      const { hub } = liveOf(services);
      const stream = new PassThrough();
      const lastEventId = request.headers['last-event-id'];
      const unsubscribe = hub.subscribe(stream, typeof lastEventId === 'string' ? lastEventId : undefined);
      request.raw.once('close', () => {
        unsubscribe();
        stream.end();
      });
      return reply
        .type('text/event-stream; charset=utf-8')
        // no-transform: no proxy may compress or hold the stream; X-Accel-Buffering: nginx passes each event on at once.
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
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
      live.hub.close();
      await (await live.listener)?.();
    });
  },
};
