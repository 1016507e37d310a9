import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from './competitions/world.ts';

/**
 * Issue 30, defect 10: a fan types "Ahly" and expects the team's matches, the competitions and the groups. GET /v2/search
 * finds competitions, groups and players (the matches stay paged on GET /v2/games with the same q); names are matched
 * in both languages, Arabic spelling variants alike.
 */
let world: CompetitionWorld;
let fan: TestUser;
let creator: TestUser;
const DAY = 24 * 60;

type Named = { name?: string; common_name?: string };
const names = (list: Named[]) => list.map((item) => item.name ?? item.common_name);
const search = (q: string, options: { token?: string; locale?: 'en' | 'ar' } = {}) => world.api.call('search', { query: { q }, ...options });

beforeAll(async () => {
  world = await createCompetitionWorld();
  fan = await world.fan();
  creator = await world.fan();
  // Every competition of the world holds Liverpool v Arsenal matches; only one is named after Chelsea.
  await world.addCompetition({ name: 'Chelsea nights', matchesAt: [DAY] });
  await world.addCompetition({ name: 'Under way', matchesAt: [-30, 120] });
  await world.addCompetition({ name: 'Group only', groupId: await world.addGroup(), matchesAt: [DAY] });
  await world.addCompetition({ name: 'Waiting for review', status: 'pending-approval', creatorId: creator.id, matchesAt: [DAY] });
  const group = (name: string, description: string) => world.api.call('createGroup', { token: creator.token, body: { name, type: 'public', description } });
  await group('Kop End', 'Liverpool fans predicting every weekend');
  await group('Liverpool Lovers', 'The reds');
  await group('Gunners', 'Arsenal only');
  await group('مدفعجية مصر', 'مشجعو آرسنال في القاهرة');
}, 180_000);
afterAll(() => world?.api.close());

describe('GET /v2/search', () => {
  it('finds competitions named like the text or holding a match of its team, a visitor the upcoming ones only', async () => {
    const visitor = (await search('Chelsea')).json().data;
    expect(names(visitor.competitions)).toEqual(['Chelsea nights']);
    // آرسنال typed without its madda: the team's competitions, but never a group's or one waiting for review.
    expect(names((await search('ارسنال')).json().data.competitions)).toEqual(['Chelsea nights']);
    const signedIn = (await search('Arsenal', { token: fan.token })).json().data;
    expect(names(signedIn.competitions)).toEqual(['Under way', 'Chelsea nights']);
    expect(names((await search('Arsenal', { token: creator.token })).json().data.competitions)).toContain('Waiting for review');
    expect(names((await search('تحدي Chelsea', { locale: 'ar' })).json().data.competitions)).toEqual(['تحدي Chelsea nights']);
  });

  it('finds groups by name or description, named ones first', async () => {
    expect(names((await search('liverpool')).json().data.groups)).toEqual(['Liverpool Lovers', 'Kop End']);
    expect(names((await search('arsenal', { token: fan.token })).json().data.groups)).toEqual(['مدفعجية مصر', 'Gunners']);
  });

  it('finds a group written in the other language through the team it names', async () => {
    // "arsenal" finds the Arabic group about آرسنال, and ارسنال (typed without its madda) the English one.
    expect(names((await search('arsenal')).json().data.groups)).toContain('مدفعجية مصر');
    expect(names((await search('ارسنال', { locale: 'ar' })).json().data.groups)).toEqual(['مدفعجية مصر', 'Gunners']);
    expect(names((await search('liverpool')).json().data.groups)).not.toContain('مدفعجية مصر');
  });

  it('finds players by name in either language, or by their team, the stars first; at most six of each kind', async () => {
    expect(names((await search('LIV Player 3')).json().data.players)).toEqual(['LIV Player 3']);
    expect(names((await search('لاعب CHE 12', { locale: 'ar' })).json().data.players)).toEqual(['لاعب CHE 12']);
    const team = (await search('Liverpool')).json().data.players as { common_name: string; team: { name: string } }[];
    expect(team).toHaveLength(6);
    expect(team[0]).toMatchObject({ common_name: 'LIV Player 12', team: { name: 'Liverpool' } });
    expect((await search('Player')).json().data.players).toHaveLength(6);
  });

  it('answers empty sections for blank text and refuses missing or overlong text', async () => {
    expect((await search('   ')).json().data).toEqual({ competitions: [], groups: [], players: [] });
    expect((await search('%')).json().data).toEqual({ competitions: [], groups: [], players: [] });
    expect((await world.api.call('search', {})).statusCode).toBe(422);
    expect((await search('x'.repeat(101))).statusCode).toBe(422);
  });
});

describe('GET /v2/games?q=', () => {
  it('finds a team’s matches by its Arabic name typed with or without hamza and madda', async () => {
    const spelled = (await world.api.call('listGames', { query: { q: 'آرسنال' } })).json().data;
    const folded = (await world.api.call('listGames', { query: { q: 'ارسنال' } })).json().data;
    expect(spelled.length).toBeGreaterThan(0);
    expect(folded.map((item: { id: number }) => item.id)).toEqual(spelled.map((item: { id: number }) => item.id));
  });
});
