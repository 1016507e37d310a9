import { joinCompetition, rerankCompetition } from '../competitions/index.ts';
import { moveCoins } from '../ledger/index.ts';
import type { Database } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { medalDataUri } from './demo-prizes.ts';
import { seedDemoSquad } from './demo-squads.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoMatch {
  id: number;
  startAt: number;
  league: string;
  finished: boolean;
}

interface DemoCompetition {
  key: string;
  en: string;
  ar: string;
  type?: 1 | 2;
  league?: string;
  /** Matches kicking off in [from, to) relative to now; at most `take` of them. */
  window: [number, number];
  take?: number;
  entryFee: number;
  min?: number;
  max?: number | null;
  featured?: boolean;
  fixedReward?: number;
  strategy?: 'top-1' | 'top-3' | 'top-10';
  status?: 'pending-approval';
  byCreator?: boolean;
  sponsor?: string;
  /** The demo fan and creator take part (written directly: these competitions started before the demo). */
  played?: boolean;
}

/** The lobby's demo (issue 13): every state and kind of competition, around the demo fixtures a week either side of now. */
const demoCompetitions: readonly DemoCompetition[] = [
  { key: 'weekend-featured', en: 'Premier League Weekend', ar: 'عطلة الدوري الإنجليزي', league: 'en.1', window: [HOUR * 2, DAY * 4], entryFee: 20, max: null, featured: true, fixedReward: 500, sponsor: 'Nile Telecom' },
  { key: 'free-friday', en: 'Free Predictor Challenge', ar: 'تحدي التوقعات المجاني', window: [HOUR * 2, DAY * 2], take: 6, entryFee: 0, max: 100, fixedReward: 100, strategy: 'top-1' },
  { key: 'laliga-masters', en: 'La Liga Masters', ar: 'أساتذة الليغا', league: 'es.1', window: [DAY, DAY * 6], entryFee: 50, min: 10, max: 30, strategy: 'top-3' },
  { key: 'serie-a-nearly-full', en: 'Serie A Six', ar: 'سداسي الكالتشيو', league: 'it.1', window: [DAY, DAY * 5], entryFee: 10, max: 3, strategy: 'top-1' },
  { key: 'champions-ten', en: 'Champions Top Ten', ar: 'العشرة الأوائل للأبطال', league: 'uefa.cl', window: [HOUR * 2, DAY * 6], entryFee: 100, min: 2, max: 100, strategy: 'top-10', sponsor: 'Cairo Bank' },
  { key: 'fantasy-weekend', en: 'Fantasy Premier Weekend', ar: 'فانتازي عطلة الإنجليزي', type: 2, league: 'en.1', window: [DAY, DAY * 5], entryFee: 30, max: 50 },
  { key: 'tonight-minimum', en: 'Late Night Cup', ar: 'كأس السهرة', window: [HOUR * 1.5, HOUR * 8], take: 2, entryFee: 5, min: 10, max: 20 },
  { key: 'creator-pending', en: "Nour's Friday League", ar: 'دوري نور للجمعة', window: [DAY * 2, DAY * 6], take: 5, entryFee: 10, min: 2, max: 20, status: 'pending-approval', byCreator: true },
  { key: 'fantasy-live', en: 'Fantasy Matchday', ar: 'فانتازي يوم المباريات', type: 2, window: [-HOUR * 6, HOUR * 30], take: 6, entryFee: 0, max: null, fixedReward: 200, played: true },
  { key: 'running-today', en: 'Matchday Live', ar: 'يوم المباريات مباشر', window: [-HOUR * 6, HOUR * 30], take: 10, entryFee: 0, max: null, fixedReward: 300, played: true, sponsor: 'Nile Telecom' },
  { key: 'past-week', en: "Last Week's Showdown", ar: 'مواجهة الأسبوع الماضي', window: [-DAY * 7, -DAY * 2], take: 8, entryFee: 0, max: null, fixedReward: 300, played: true },
];

/** The demo's podium prizes (gold, silver, bronze), best first. */
export async function demoPodium(database: Database): Promise<Row[]> {
  return database.query<Row>("SELECT id, name_en, name_ar, icon FROM prizes WHERE external_key IN ('demo:prize:gold', 'demo:prize:silver', 'demo:prize:bronze') ORDER BY amount DESC");
}

/** A demo competition's matches, and the podium's prizes as its ranks 1, 2 and 3. */
export async function addMatchesAndPodium(database: Database, competitionId: number, matchIds: readonly unknown[], podium: readonly Row[]): Promise<void> {
  await database.query('INSERT INTO competition_matches (competition_id, match_id) SELECT $1, unnest($2::bigint[])', [competitionId, matchIds]);
  await database.query(
    `INSERT INTO competition_prizes (competition_id, rank, prize_id, name_en, name_ar, image) SELECT $1, r, p, e, a, i
       FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS d(p, e, a, i, r)`,
    [competitionId, podium.map((prize) => prize.id), podium.map((prize) => prize.name_en), podium.map((prize) => prize.name_ar), podium.map((prize) => prize.icon)],
  );
}

/**
 * Seeds the demo competitions once (found again by external_key), with their matches, the catalogue's medals as
 * prizes, sponsors, the demo fan's coins (through the ledger) and his joins. Every one is ranked before the app
 * serves it: a ranking opened on a fresh demo is there, never 'being generated' (issue 30).
 */
export async function seedDemoCompetitions(database: Database, accounts: { fan: number; creator: number }, now: Date): Promise<number> {
  const [seeded] = await database.query<Row>("SELECT count(*) AS total FROM competitions WHERE external_key LIKE 'demo:competition:%'");
  if (num(seeded?.total ?? 0) > 0) return 0;
  const matches = (
    await database.query<Row>(
      `SELECT m.id, m.start_at, m.state, l.code FROM matches m JOIN seasons s ON s.id = m.season_id JOIN leagues l ON l.id = s.league_id
        WHERE m.simulated ORDER BY m.start_at, m.id`,
    )
  ).map((row): DemoMatch => ({ id: num(row.id), startAt: new Date(row.start_at as Date).getTime(), league: String(row.code), finished: row.state === 'FINISHED' }));
  const prizes = await demoPodium(database);

  for (const [role, coins] of [
    ['fan', 500],
    ['creator', 200],
  ] as const) {
    await database.transaction((tx) =>
      moveCoins(tx, { idempotencyKey: `demo-coins:${accounts[role]}`, kind: 'welcome-coins', from: { kind: 'promotions' }, to: { kind: 'wallet', userId: accounts[role] }, coins }),
    );
  }

  let created = 0;
  const seededIds: number[] = [];
  for (const plan of demoCompetitions) {
    const inWindow = matches.filter((match) => match.startAt >= now.getTime() + plan.window[0] && match.startAt < now.getTime() + plan.window[1]);
    // A fantasy competition plays one league: without one named, the league of the window's first match.
    const league = plan.league ?? (plan.type === 2 ? inWindow[0]?.league : undefined);
    const chosen = inWindow.filter((match) => !league || match.league === league).slice(0, plan.take ?? 10);
    if (chosen.length === 0) continue;
    const [row] = await database.query<Row>(
      `INSERT INTO competitions (name_en, name_ar, type, league_id, status, featured, cover, creator_id, entry_fee, min_participants, max_participants,
         calculate_reward, reward, winning_strategy, budget, starts_at, ends_at, external_key)
       VALUES ($1, $2, $3, (SELECT id FROM leagues WHERE code = $4), $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       ON CONFLICT (external_key) DO NOTHING RETURNING id`,
      [
        plan.en,
        plan.ar,
        plan.type ?? 1,
        league ?? null,
        plan.status ?? null,
        plan.featured ?? false,
        medalDataUri(plan.featured ? '#0b6e4f' : '#1d3557', 'star'),
        plan.byCreator ? accounts.creator : null,
        plan.entryFee,
        plan.min ?? 0,
        plan.max === undefined ? 50 : plan.max,
        plan.fixedReward === undefined,
        plan.fixedReward ?? 0,
        plan.strategy ?? 'top-3',
        plan.type === 2 ? 30 : null,
        new Date(chosen[0]!.startAt),
        new Date(chosen.at(-1)!.startAt),
        `demo:competition:${plan.key}`,
      ],
    );
    if (!row) continue;
    const id = num(row.id);
    created += 1;
    seededIds.push(id);
    await addMatchesAndPodium(database, id, chosen.map((match) => match.id), prizes);
    if (plan.sponsor) await database.query('INSERT INTO competition_sponsors (competition_id, position, name, logo) VALUES ($1, 1, $2, $3)', [id, plan.sponsor, medalDataUri('#c1121f', 'star')]);
    if (plan.played) {
      await database.query('INSERT INTO competition_participants (competition_id, user_id, joined_at) SELECT $1, unnest($2::bigint[]), $3', [id, [accounts.fan, accounts.creator], new Date(chosen[0]!.startAt - DAY)]);
      await database.query('UPDATE competitions SET participants_count = 2 WHERE id = $1', [id]);
      // Their squads, so the fantasy ranking and breakdowns have something to show.
      if (plan.type === 2) {
        await seedDemoSquad(database, id, accounts.fan, '4-4-2', 14, now);
        await seedDemoSquad(database, id, accounts.creator, '4-3-3', 15, now);
      }
    }
  }
  // The fan has joined the featured one, through the same path as the app (his coins go to its pool).
  const [featured] = await database.query<Row>("SELECT id FROM competitions WHERE external_key = 'demo:competition:weekend-featured'");
  if (featured) await joinCompetition(database, num(featured.id), { id: accounts.fan, admin: false, needsPhoneVerification: false }, 'en', now);
  // Joined directly or through the join (which leaves its re-rank to a job the seed does not run): ranked now.
  for (const id of seededIds) await rerankCompetition(database, id, now);
  return created;
}
