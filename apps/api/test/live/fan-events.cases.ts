import Ajv2020 from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type JsonSchema } from '../../src/platform/contract/load.ts';
import type { TestUser } from '../helpers/harness.ts';
import type { CompetitionWorld } from '../competitions/world.ts';
import type { SseClient, SseEvent } from './sse-client.ts';

/**
 * Issue 27, a fan's own events on GET /v2/live: announced once by the transactions that make them (scoring, re-rank,
 * fantasy points, notifications), read by the API process for the fans it has connected, and sent to that fan only.
 * Registered by live.test.ts, which shares its server with them (one world per file is what these tests cost).
 */
const contract = loadContract();
const schemas = (contract.dereference(contract.document.components) as { schemas: Record<string, JsonSchema> }).schemas;
const validEvent = new Ajv2020({ strict: false, allowUnionTypes: true, validateFormats: false }).compile(schemas.LiveEvent!);

const typed = (type: string) => (event: SseEvent) => event.event === type;
const ownTypes = new Set(['points', 'rank', 'squad', 'notifications']);

/** A browser's stream: EventSource sends the HttpOnly refresh-token cookie, never an Authorization header. */
const asBrowser = (user: TestUser) => ({ cookie: `refresh-token=${encodeURIComponent(user.refreshToken)}; locale=en` });
const asApp = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

export interface LiveServer {
  world(): CompetitionWorld;
  connect(headers?: Record<string, string>, lastEventId?: string): Promise<SseClient>;
}

export function describeFanEvents(server: LiveServer) {
  let world: CompetitionWorld;
  let admin: TestUser;
  let fan: TestUser;
  let rival: TestUser;
  const connect = (headers: Record<string, string> = {}, lastEventId?: string) => server.connect(headers, lastEventId);
  const drain = () => world.api.app.jobs.drain();

  beforeAll(async () => {
    world = server.world();
    admin = await world.admin();
    fan = await world.fan(0);
    rival = await world.fan(0);
  });

  /** A prediction competition both fans joined, its match predicted 2-1 by the fan and 1-0 by the rival. */
  async function predictedCompetition() {
    const { id: competitionId, matchIds } = await world.addCompetition({ entryFee: 0, matchesAt: [120] });
    const matchId = matchIds[0]!;
    const [score] = await world.betsOf(matchId);
    for (const [user, home, away] of [
      [fan, 2, 1],
      [rival, 1, 0],
    ] as const) {
      expect((await world.api.call('joinCompetition', { token: user.token, params: { id: competitionId } })).statusCode).toBe(200);
      const saved = await world.api.call('savePredictions', { token: user.token, body: { game_id: matchId, bets: [{ bet_id: score!.id, value: { home_goals: home, away_goals: away } }] } });
      expect(saved.statusCode).toBe(200);
    }
    await drain();
    return { competitionId, matchId, scoreBetId: score!.id };
  }

  const finish = (matchId: number) =>
    world.api.call('adminUpdateMatch', { token: admin.token, params: { id: matchId }, body: { state: 'FINISHED', home_goals: 2, away_goals: 1 } });

  describe("a fan's own events", () => {
    it('reach that fan only: points of a scored match, the rank after the re-rank, the bell; a visitor gets none', async () => {
      const { competitionId, matchId, scoreBetId } = await predictedCompetition();
      const [own, other, visitor] = [await connect(asBrowser(fan)), await connect(asApp(rival)), await connect()];
      world.clock.advance(3 * 3_600_000);
      expect((await finish(matchId)).statusCode).toBe(200);
      await drain();

      // The exact score is 7 points (platform §9): the fan's bet settled, and their points on the match.
      const points = await own.next(typed('points'));
      expect(points.data).toEqual({ type: 'points', match_id: matchId, points: 7, bets: [{ bet_id: scoreBetId, points: 7 }] });
      const rank = await own.next(typed('rank'));
      expect(rank.data).toMatchObject({ type: 'rank', competition_id: competitionId, ranking: 1, points: 7 });
      // The notify-scoring job's notification raises the bell.
      expect((await own.next(typed('notifications'))).data).toEqual({ type: 'notifications', new_count: 1 });

      // The rival hears their own figures (the right winner: 3 points, second), never the fan's.
      expect((await other.next(typed('points'))).data).toMatchObject({ match_id: matchId, points: 3 });
      expect((await other.next(typed('rank'))).data).toMatchObject({ competition_id: competitionId, ranking: 2, points: 3 });
      await other.next(typed('notifications'));
      for (const stream of [own, other]) {
        expect(stream.events.filter(typed('points'))).toHaveLength(1);
        for (const event of stream.events) expect(validEvent(event.data), JSON.stringify(validEvent.errors)).toBe(true);
      }
      expect(other.events.some((event) => JSON.stringify(event.data).includes('"points":7'))).toBe(false);
      expect(visitor.events.filter((event) => ownTypes.has(event.event ?? ''))).toEqual([]);
      // The match's final whistle itself reached everyone.
      expect(visitor.events.some((event) => (event.data as { id?: number }).id === matchId)).toBe(true);

      // Reading them brings the bell to 0 on every open screen.
      expect((await world.api.call('markNotificationsRead', { token: fan.token })).statusCode).toBe(204);
      await own.next((event) => event.event === 'notifications' && (event.data as { new_count: number }).new_count === 0);
    });

    it('are read again for a fan reconnecting with Last-Event-ID (the newest figures, as one group)', async () => {
      const { matchId } = await predictedCompetition();
      const first = await connect(asBrowser(fan));
      world.clock.advance(3 * 3_600_000);
      await world.api.call('adminUpdateMatch', { token: admin.token, params: { id: matchId }, body: { state: 'LIVE', minute: 89 } });
      const seen = await first.next((event) => (event.data as { minute?: number }).minute === 89);
      first.close();
      expect((await finish(matchId)).statusCode).toBe(200);
      await drain();
      const again = await connect(asBrowser(fan), seen.id);
      await again.next((event) => event.id !== undefined);
      // The final whistle, then the fan's figures as they stand now.
      expect(again.events[0]!.event).toBe('match');
      expect(again.events.slice(1).map((event) => event.event).sort()).toEqual(['notifications', 'points', 'rank']);
      expect(again.events.find(typed('points'))!.data).toMatchObject({ match_id: matchId, points: 7 });
      // Only the group's last frame carries an id: a drop in its middle replays all of it.
      expect(again.events.map((event) => event.id !== undefined)).toEqual([false, false, false, true]);
    });

    it("moves a fantasy squad's live points with a match event", async () => {
      const { id: competitionId, matchIds } = await world.addCompetition({ type: 2, entryFee: 0, matchesAt: [60] });
      const matchId = matchIds[0]!;
      await world.sql('UPDATE competitions SET budget = 150 WHERE id = $1', [competitionId]);
      const [H, A, C] = [world.players.home, world.players.away, world.players.other];
      const groups = [
        [H[0]!, C[0]!],
        [H[1]!, H[2]!, A[1]!, A[2]!, H[3]!],
        [H[5]!, H[6]!, A[5]!, A[6]!, C[5]!],
        [H[9]!, A[9]!, C[9]!],
      ];
      const squad = { formation: '4-4-2', players: groups.flatMap((group) => group.map((id, index) => ({ id, is_captain: id === H[9], is_substitute: index === group.length - 1 }))) };
      expect((await world.api.call('joinCompetition', { token: fan.token, params: { id: competitionId } })).statusCode).toBe(200);
      expect((await world.api.call('saveTeamSetup', { token: fan.token, params: { id: competitionId }, body: squad as never })).statusCode).toBe(200);
      const own = await connect(asBrowser(fan));
      const other = await connect(asApp(rival));
      world.clock.advance(61 * 60_000);
      expect((await world.api.call('adminAddMatchEvent', { token: admin.token, params: { id: matchId }, body: { player_id: H[9]!, type: 'goal', minute: 10 } })).statusCode).toBe(201);
      await world.api.call('adminUpdateMatch', { token: admin.token, params: { id: matchId }, body: { state: 'LIVE', minute: 10, home_goals: 1 } });
      await drain();
      const event = await own.next((candidate) => candidate.event === 'squad' && (candidate.data as { points: number }).points > 0);
      const data = event.data as { competition_id: number; points: number; players: { id: number; scored_fantasy_points: number }[] };
      expect(data.competition_id).toBe(competitionId);
      expect(data.players).toHaveLength(15);
      // The captain scored: (10 minutes + a forward's goal) doubled.
      expect(data.players.find((player) => player.id === H[9])!.scored_fantasy_points).toBe((1 + 4) * 2);
      expect(validEvent(event.data), JSON.stringify(validEvent.errors)).toBe(true);
      expect(other.events.filter(typed('squad'))).toEqual([]);
    });

    it('ends a fan\u2019s stream when their session ends (it reconnects as a visitor\u2019s)', async () => {
      const leaving = await world.fan(0);
      const stream = await connect(asBrowser(leaving));
      const bystander = await connect(asBrowser(fan));
      expect((await world.api.call('logout', { token: leaving.token })).statusCode).toBe(204);
      await stream.ended;
      expect(bystander.isEnded()).toBe(false);
      // The ended session's cookie no longer names anyone: a visitor's stream, told nothing of that fan.
      const again = await connect(asBrowser(leaving));
      expect(again.status).toBe(200);
      for (const user of [leaving, fan]) await world.sql("INSERT INTO notifications (user_id, type, payload) VALUES ($1, 'other', '{}')", [user.id]);
      await bystander.next(typed('notifications'));
      await world.api.app.services.database.query('SELECT 1');
      expect(again.events.filter(typed('notifications'))).toEqual([]);
    });
  });
}
