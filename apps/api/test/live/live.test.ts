import { PassThrough } from 'node:stream';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorTick } from '../../src/football/simulator/simulator.ts';
import { LiveHub, type FanEvent } from '../../src/live/hub.ts';
import { loadContract, type JsonSchema } from '../../src/platform/contract/load.ts';
import type { TestUser } from '../helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from '../competitions/world.ts';
import { describeFanEvents } from './fan-events.cases.ts';
import { connectSse, type SseClient } from './sse-client.ts';

/** Issue 27: GET /v2/live on one server (PGlite in `npm test`; DATABASE_URL runs it on PostgreSQL). */
const contract = loadContract();
const schemas = (contract.dereference(contract.document.components) as { schemas: Record<string, JsonSchema> }).schemas;
const validEvent = new Ajv2020({ strict: false, allowUnionTypes: true }).compile(schemas.LiveEvent!);

let world: CompetitionWorld;
let admin: TestUser;
let url: string;
const clients: SseClient[] = [];

async function connect(lastEventId?: string, headers: Record<string, string> = {}) {
  const client = await connectSse(url, lastEventId, headers);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  world = await createCompetitionWorld();
  admin = await world.admin();
  const address = await world.api.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address}/api/v2/live`;
}, 180_000);
afterAll(async () => {
  for (const client of clients) client.close();
  await world?.api.close();
});

const patch = (id: number, body: Record<string, unknown>) => world.api.call('adminUpdateMatch', { token: admin.token, params: { id }, body });

describe('GET /v2/live', () => {
  it('answers 406 to a caller that does not accept an event stream (any request but EventSource)', async () => {
    const response = await world.api.call('subscribeLive');
    expect(response.statusCode).toBe(406);
    expect(response.json()).toEqual({ message: 'This resource is only available as text/event-stream.' });
  });

  it('streams a match change made by an admin, with an id, as the contract describes it, unbuffered', async () => {
    const client = await connect();
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(client.headers.get('x-accel-buffering')).toBe('no');
    const id = await world.addMatch({ minutesFromNow: 30 });
    expect((await patch(id, { state: 'LIVE', minute: 12, home_goals: 1 })).statusCode).toBe(200);
    const event = await client.next((candidate) => (candidate.data as { id: number }).id === id);
    expect(event.event).toBe('match');
    expect(event.id).toMatch(/^\d+$/);
    expect(event.data).toEqual({ type: 'match', id, state: 'LIVE', minute: 12, home_goals: 1, away_goals: 0 });
    expect(validEvent(event.data), JSON.stringify(validEvent.errors)).toBe(true);
  });

  it('streams the simulator moving a match, and nothing for a write that changes no score, minute or state', async () => {
    const client = await connect();
    const id = await world.addMatch({ minutesFromNow: 0, simulated: true });
    await world.sql('UPDATE matches SET updated_at = now() WHERE id = $1', [id]);
    await simulatorTick(world.api.app.services.database, { seed: 7, speed: 1 }, () => new Date(world.clock().getTime() + 10 * 60_000));
    const event = await client.next((candidate) => (candidate.data as { id: number }).id === id);
    expect(event.data).toMatchObject({ type: 'match', id, state: 'LIVE', minute: 10 });
    expect(client.events.filter((candidate) => (candidate.data as { id: number }).id === id)).toHaveLength(1);
  });

  it('replays what a client missed from its Last-Event-ID (EventSource sends it when it reconnects)', async () => {
    const first = await connect();
    const id = await world.addMatch({ minutesFromNow: 30 });
    await patch(id, { state: 'LIVE', minute: 1 });
    const seen = await first.next((candidate) => (candidate.data as { id: number }).id === id);
    first.close();
    await patch(id, { minute: 2, away_goals: 1 });
    await patch(id, { minute: 3 });
    const again = await connect(seen.id);
    await again.next((candidate) => (candidate.data as { minute?: number }).minute === 3);
    expect(again.events.map((event) => event.data)).toEqual([
      { type: 'match', id, state: 'LIVE', minute: 2, home_goals: 0, away_goals: 1 },
      { type: 'match', id, state: 'LIVE', minute: 3, home_goals: 0, away_goals: 1 },
    ]);
  });
});

describeFanEvents({ world: () => world, connect: (headers, lastEventId) => connect(lastEventId, headers) });

describe('the live hub of one process', () => {
  const read = (stream: PassThrough) => String(stream.read() ?? '');
  const goal = (id: number, minute: number) => ({ id, event: { type: 'match' as const, id: 5, state: 'LIVE' as const, minute, home_goals: 1, away_goals: 0 } });

  it("holds a fan's later events behind the read of their figures, and nobody else's; a failed read resets them", async () => {
    let finish: (events: Map<number, FanEvent[]>) => void = () => {};
    let fail = false;
    const errors: unknown[] = [];
    const hub = new LiveHub({
      heartbeatMs: 60_000,
      onError: (error) => errors.push(error),
      fanEvents: () => (fail ? Promise.reject(new Error('database away')) : new Promise((resolve) => (finish = resolve))),
    });
    try {
      hub.listening(0);
      const [fan, visitor] = [new PassThrough(), new PassThrough()];
      hub.subscribe(fan, undefined, { userId: 7, familyId: 'f' });
      hub.subscribe(visitor, undefined);
      // The retry lines.
      read(fan);
      read(visitor);
      hub.publish({ id: 1, fans: { kind: 'scored', match: 5 } });
      hub.publish(goal(2, 61));
      // The visitor is not kept waiting by the fan's read; the fan's goal waits behind their points.
      expect(read(visitor)).toContain('id: 2\n');
      expect(read(fan)).toBe('');
      finish(new Map([[7, [{ type: 'notifications', new_count: 3 }]]]));
      await hub.idle();
      expect(read(fan)).toBe(`id: 1\nevent: notifications\ndata: {"type":"notifications","new_count":3}\n\n${'id: 2\n'}event: match\ndata: ${JSON.stringify(goal(2, 61).event)}\n\n`);
      fail = true;
      hub.publish({ id: 3, fans: { kind: 'notifications', users: [7, 8] } });
      await hub.idle();
      expect(read(fan)).toBe('id: 3\nevent: reset\ndata: {"type":"reset"}\n\n');
      expect(errors).toHaveLength(1);
      expect(read(visitor)).toBe('');
    } finally {
      hub.close();
    }
  });

  it('keeps a bounded ring: a client behind it is reset, one within it (or at its edge) replayed; idle clients get heartbeats', async () => {
    const hub = new LiveHub({ ringSize: 2, heartbeatMs: 20 });
    try {
      hub.listening(10);
      for (const id of [11, 12, 13]) hub.publish({ id, event: { type: 'match', id: 5, state: 'LIVE', minute: id, home_goals: 0, away_goals: 0 } });
      const behind = new PassThrough();
      hub.subscribe(behind, '10');
      await hub.idle();
      expect(read(behind)).toContain('event: reset');
      const atEdge = new PassThrough();
      hub.subscribe(atEdge, '11');
      await hub.idle();
      // Replayed as one group: the newest id on its last frame, so a drop in the middle replays it all again.
      expect(read(atEdge)).toBe(
        'retry: 3000\n\nevent: match\ndata: {"type":"match","id":5,"state":"LIVE","minute":12,"home_goals":0,"away_goals":0}\n\nid: 13\nevent: match\ndata: {"type":"match","id":5,"state":"LIVE","minute":13,"home_goals":0,"away_goals":0}\n\n',
      );
      const within = new PassThrough();
      hub.subscribe(within, '12');
      await hub.idle();
      expect(read(within)).toBe('retry: 3000\n\nid: 13\nevent: match\ndata: {"type":"match","id":5,"state":"LIVE","minute":13,"home_goals":0,"away_goals":0}\n\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(read(within)).toContain(': heartbeat\n\n');
      expect(hub.size).toBe(3);
    } finally {
      hub.close();
    }
  });
});
