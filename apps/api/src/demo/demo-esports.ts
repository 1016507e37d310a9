import { createSeededRandom, hashText } from '@hadaf/domain';
import { rerankCompetition } from '../competitions/index.ts';
import { crestDataUri, DAY_MS, insertStandardBets, MINUTE_MS, simulatorTick } from '../football/index.ts';
import type { Database } from '../platform/database/database.ts';
import { date, num, type Row } from '../platform/database/rows.ts';
import { addMatchesAndPodium, demoPodium } from './demo-competitions.ts';
import { medalDataUri } from './demo-prizes.ts';

/**
 * The demo's eSports (docs/decisions/esports.md): a league of eFootball matches between eight invented gamers, each
 * playing with a real demo team, two days back to four days ahead, predicted and played by the simulator like any
 * match; and two prediction competitions on them for the lobby's eSports list. Every row is found again by its
 * external key (league by code), so seeding twice adds nothing.
 */

export const ESPORTS_LEAGUE = { code: 'demo.eleague', en: 'Hadaf eLeague', ar: 'دوري هدف الإلكتروني' } as const;

export interface DemoGamer {
  key: string;
  en: string;
  ar: string;
  /** The demo team (names.ts key) the gamer always plays with. */
  teamKey: string;
}

/** Gamer tags, spelt in Arabic letters for Arabic readers. */
export const demoGamers: readonly DemoGamer[] = [
  { key: 'falcon', en: 'Falcon', ar: 'فالكون', teamKey: 'ahly' },
  { key: 'pharaoh', en: 'Pharaoh', ar: 'فرعون', teamKey: 'zamalek' },
  { key: 'scarab', en: 'Scarab', ar: 'سكاراب', teamKey: 'realmadrid' },
  { key: 'mamba', en: 'Mamba', ar: 'مامبا', teamKey: 'barcelona' },
  { key: 'kingtut', en: 'KingTut', ar: 'الملك توت', teamKey: 'liverpool' },
  { key: 'sandstorm', en: 'Sandstorm', ar: 'العاصفة الرملية', teamKey: 'mancity' },
  { key: 'cobra', en: 'Cobra', ar: 'كوبرا', teamKey: 'inter' },
  { key: 'sphinx', en: 'Sphinx', ar: 'أبو الهول', teamKey: 'juventus' },
];

export interface EsportsFixture {
  key: string;
  homeGamer: string;
  awayGamer: string;
  startAt: Date;
  round: string;
}

/** Kick-offs of today relative to now (minutes): one finished, two live, two open. */
const TODAY_OFFSETS = [-160, -40, -20, 150, 270];
/** Kick-offs (UTC hour, minute) of the other days: evenings, when eSports leagues play. */
const DAY_SLOTS = [
  [17, 0],
  [19, 30],
] as const;
const FIRST_DAY = -2;
const LAST_DAY = 4;

/** Round-robin pairings (circle method): every gamer meets every other once before anyone meets twice. */
function roundRobin(keys: readonly string[]): [string, string][] {
  const ring = [...keys];
  const pairs: [string, string][] = [];
  for (let round = 0; round < ring.length - 1; round++) {
    for (let index = 0; index < ring.length / 2; index++) {
      const a = ring[index]!;
      const b = ring[ring.length - 1 - index]!;
      pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    ring.splice(1, 0, ring.pop()!);
  }
  return pairs;
}

/**
 * The fixtures as plain data from "now" alone. `speed` is the simulator's: today's live matches kick off that much
 * closer to now so a fast simulator has not finished them when it starts (as demo-plan.ts does).
 */
export function esportsPlan(now: Date, speed = 1): EsportsFixture[] {
  const pairs = roundRobin(demoGamers.map((gamer) => gamer.key));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const starts: Date[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY; day++) {
    if (day === 0) starts.push(...TODAY_OFFSETS.map((offset) => new Date(now.getTime() + (offset < 0 && offset > -90 ? offset / speed : offset) * MINUTE_MS)));
    else starts.push(...DAY_SLOTS.map(([hour, minute]) => new Date(today + day * DAY_MS + (hour * 60 + minute) * MINUTE_MS)));
  }
  return starts.map((startAt, index) => {
    const [homeGamer, awayGamer] = pairs[index % pairs.length]!;
    return { key: `demo:esports:match:${index + 1}`, homeGamer, awayGamer, startAt, round: `Round ${Math.floor(index / 4) + 1}` };
  });
}

const AVATAR_COLOURS = ['#0b6e4f', '#c1121f', '#1d3557', '#6a4c93', '#2a9d8f', '#264653', '#d62828', '#118ab2'];

/** A gamer's picture: a head and shoulders with a headset on a coloured disc, the same for the same name. */
export function gamerAvatarDataUri(name: string): string {
  const random = createSeededRandom(hashText(name));
  const background = random.pick(AVATAR_COLOURS);
  let headset = random.pick(AVATAR_COLOURS);
  if (headset === background) headset = '#f4a261';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/>` +
    `<circle cx="32" cy="26" r="11" fill="#f1f5f9"/><path d="M12 58 a20 18 0 0 1 40 0 Z" fill="#f1f5f9"/>` +
    `<path d="M19 27 a13 13 0 0 1 26 0" fill="none" stroke="${headset}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<rect x="16" y="25" width="6" height="10" rx="2" fill="${headset}"/><rect x="42" y="25" width="6" height="10" rx="2" fill="${headset}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

interface EsportsCompetition {
  key: string;
  en: string;
  ar: string;
  /** Matches kicking off in [from, to) relative to now. */
  window: [number, number];
  reward: number;
  /** The demo fan and creator take part (written directly: it started before the demo). */
  played?: boolean;
}

const HOUR_MS = 60 * MINUTE_MS;
const esportsCompetitions: readonly EsportsCompetition[] = [
  { key: 'eleague-weekend', en: 'eLeague Weekend', ar: 'عطلة الدوري الإلكتروني', window: [2 * HOUR_MS, 5 * DAY_MS], reward: 200 },
  { key: 'eleague-live', en: 'eLeague Matchday', ar: 'جولة الدوري الإلكتروني', window: [-3 * DAY_MS, 2 * DAY_MS], reward: 300, played: true },
];

async function ensureLeague(database: Database): Promise<{ leagueId: number; seasonId: number }> {
  await database.query(
    `INSERT INTO leagues (code, name_en, name_ar, logo, e_sports) VALUES ($1, $2, $3, $4, true) ON CONFLICT (code) DO NOTHING`,
    [ESPORTS_LEAGUE.code, ESPORTS_LEAGUE.en, ESPORTS_LEAGUE.ar, crestDataUri(ESPORTS_LEAGUE.en, 'eHL')],
  );
  const [league] = await database.query<Row>('SELECT id FROM leagues WHERE code = $1', [ESPORTS_LEAGUE.code]);
  const leagueId = num(league!.id);
  const [season] = await database.query<Row>(
    `INSERT INTO seasons (league_id, name) VALUES ($1, 'Season 1') ON CONFLICT (league_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [leagueId],
  );
  return { leagueId, seasonId: num(season!.id) };
}

/** Inserts the fixtures not seeded yet, with their bets; answers the ids of those inserted now. */
async function insertFixtures(database: Database, seasonId: number, fixtures: readonly EsportsFixture[]): Promise<number[]> {
  const gamers = new Map(demoGamers.map((gamer) => [gamer.key, gamer]));
  return database.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO gamers (name_en, name_ar, picture, external_key) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
       ON CONFLICT (external_key) DO NOTHING`,
      [demoGamers.map((gamer) => gamer.en), demoGamers.map((gamer) => gamer.ar), demoGamers.map((gamer) => gamerAvatarDataUri(gamer.en)), demoGamers.map((gamer) => `demo:gamer:${gamer.key}`)],
    );
    const gamerIds = new Map(
      (await tx.query<Row>("SELECT id, external_key FROM gamers WHERE external_key LIKE 'demo:gamer:%'")).map((row) => [String(row.external_key).slice('demo:gamer:'.length), num(row.id)]),
    );
    const teamIds = new Map(
      (await tx.query<Row>("SELECT id, external_key FROM teams WHERE external_key LIKE 'demo:team:%'")).map((row) => [String(row.external_key).slice('demo:team:'.length), num(row.id)]),
    );
    const teamOf = (gamerKey: string) => teamIds.get(gamers.get(gamerKey)!.teamKey);
    const rows = await tx.query<Row>(
      `INSERT INTO matches (season_id, home_team_id, away_team_id, home_gamer_id, away_gamer_id, round, start_at, external_key, simulated)
       SELECT $1, h, a, hg, ag, r, t, k, true
         FROM unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::text[], $7::timestamptz[], $8::text[]) AS d(h, a, hg, ag, r, t, k)
       ON CONFLICT (external_key) DO NOTHING RETURNING id`,
      [
        seasonId,
        fixtures.map((fixture) => teamOf(fixture.homeGamer)),
        fixtures.map((fixture) => teamOf(fixture.awayGamer)),
        fixtures.map((fixture) => gamerIds.get(fixture.homeGamer)),
        fixtures.map((fixture) => gamerIds.get(fixture.awayGamer)),
        fixtures.map((fixture) => fixture.round),
        fixtures.map((fixture) => fixture.startAt.toISOString()),
        fixtures.map((fixture) => fixture.key),
      ],
    );
    const ids = rows.map((row) => num(row.id));
    await insertStandardBets(tx, ids);
    return ids;
  });
}

/**
 * The fan's predictions of every new match up to two days ahead and the creator's of every other one, written
 * directly like the demo's own (made before the lock, including on matches already over).
 */
async function insertPredictions(database: Database, accounts: { fan: number; creator: number }, matchIds: readonly number[], seed: number, until: Date) {
  const random = createSeededRandom(seed + 13);
  const bets = await database.query<Row>(
    `SELECT b.id, b.match_id, b.question_type, b.answers FROM bets b JOIN matches m ON m.id = b.match_id
     WHERE b.match_id = ANY($1::bigint[]) AND m.start_at < $2 ORDER BY m.start_at, m.id, b.position`,
    [matchIds, until],
  );
  const rows: { userId: number; betId: number; matchId: number; value: string }[] = [];
  for (const [userId, every] of [
    [accounts.fan, 1],
    [accounts.creator, 2],
  ] as const) {
    for (const bet of bets) {
      if (num(bet.match_id) % every !== 0) continue;
      const answers = (bet.answers ?? []) as { value: string }[];
      const value =
        bet.question_type === null || bet.question_type === undefined
          ? { home_goals: random.int(0, 3), away_goals: random.int(0, 2) }
          : bet.question_type === 'COUNTER'
            ? random.int(0, 5)
            : random.pick(answers).value;
      rows.push({ userId, betId: num(bet.id), matchId: num(bet.match_id), value: JSON.stringify(value) });
    }
  }
  await database.query(
    `INSERT INTO predictions (user_id, bet_id, match_id, value) SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::jsonb[])
     ON CONFLICT (user_id, bet_id) DO NOTHING`,
    [rows.map((row) => row.userId), rows.map((row) => row.betId), rows.map((row) => row.matchId), rows.map((row) => row.value)],
  );
}

/** The eSports prediction competitions (competitions.e_sports), with their matches, medals and, when played, the demo pair. */
async function insertCompetitions(database: Database, leagueId: number, accounts: { fan: number; creator: number }, now: Date): Promise<number> {
  const matches = await database.query<Row>(
    `SELECT m.id, m.start_at FROM matches m WHERE m.external_key LIKE 'demo:esports:match:%' ORDER BY m.start_at, m.id`,
  );
  const prizes = await demoPodium(database);
  let created = 0;
  for (const plan of esportsCompetitions) {
    const chosen = matches.filter((match) => {
      const at = date(match.start_at).getTime() - now.getTime();
      return at >= plan.window[0] && at < plan.window[1];
    });
    if (chosen.length === 0) continue;
    const [row] = await database.query<Row>(
      `INSERT INTO competitions (name_en, name_ar, type, league_id, e_sports, cover, entry_fee, max_participants, calculate_reward, reward,
         winning_strategy, starts_at, ends_at, external_key, participants_count)
       VALUES ($1, $2, 1, $3, true, $4, 0, NULL, false, $5, 'top-3', $6, $7, $8, $9)
       ON CONFLICT (external_key) DO NOTHING RETURNING id`,
      [plan.en, plan.ar, leagueId, medalDataUri('#6a4c93', 'star'), plan.reward, chosen[0]!.start_at, chosen.at(-1)!.start_at, `demo:esports:competition:${plan.key}`, plan.played ? 2 : 0],
    );
    if (!row) continue;
    const id = num(row.id);
    created += 1;
    await addMatchesAndPodium(database, id, chosen.map((match) => match.id), prizes);
    if (plan.played) {
      const joinedAt = new Date(date(chosen[0]!.start_at).getTime() - DAY_MS);
      await database.query('INSERT INTO competition_participants (competition_id, user_id, joined_at) SELECT $1, unnest($2::bigint[]), $3', [id, [accounts.fan, accounts.creator], joinedAt]);
    }
    // Every demo competition is ranked before the app serves it (issue 30: never 'being generated' on a fresh demo).
    await rerankCompetition(database, id, now);
  }
  return created;
}

export interface EsportsSeedReport {
  gamers: number;
  matches: number;
  competitions: number;
}

/**
 * Seeds the demo's eSports once, after the demo world (its teams) and accounts exist: league, gamers, fixtures with
 * their bets, the demo pair's predictions, a simulator tick that plays the past and live ones, and the eSports
 * competitions. Found again by key, so a second call adds nothing; without the demo teams it does nothing.
 */
export async function seedDemoEsports(
  database: Database,
  accounts: { fan: number; creator: number },
  options: { seed: number; now: Date; speed: number },
): Promise<EsportsSeedReport> {
  const [teams] = await database.query<Row>('SELECT count(*) AS total FROM teams WHERE external_key = ANY($1::text[])', [demoGamers.map((gamer) => `demo:team:${gamer.teamKey}`)]);
  if (num(teams?.total ?? 0) < demoGamers.length) return { gamers: 0, matches: 0, competitions: 0 };
  const { leagueId, seasonId } = await ensureLeague(database);
  const [before] = await database.query<Row>("SELECT count(*) AS total FROM gamers WHERE external_key LIKE 'demo:gamer:%'");
  const matchIds = await insertFixtures(database, seasonId, esportsPlan(options.now, options.speed));
  if (matchIds.length > 0) {
    await insertPredictions(database, accounts, matchIds, options.seed, new Date(options.now.getTime() + 2 * DAY_MS));
    await simulatorTick(database, { seed: options.seed, speed: options.speed }, () => options.now);
  }
  const competitions = await insertCompetitions(database, leagueId, accounts, options.now);
  return { gamers: demoGamers.length - num(before?.total ?? 0), matches: matchIds.length, competitions };
}
