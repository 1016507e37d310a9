import type { Database } from '../platform/database/database.ts';
import { createUser, findUserByIdentifier, hashPassword } from '../accounts/index.ts';
import { crestDataUri, ensureSquads, insertStandardBets, MINUTE_MS, simulatorTick, SQUAD_SIZE } from '../football/index.ts';
import { num, type Row } from '../platform/database/rows.ts';
import type { Services } from '../platform/services.ts';
import { seedDemoCompetitions } from './demo-competitions.ts';
import { seedDemoGroups } from './demo-groups.ts';
import { seedDemoEsports } from './demo-esports.ts';
import { seedDemoFanPrizes, seedDemoPrizes } from './demo-prizes.ts';
import { seedDemoFanRedemption, seedDemoRedemption } from './demo-redemption.ts';
import { seedDemoReminders } from './demo-reminders.ts';
import { seedDemoOrders, seedDemoPayments, seedDemoProducts } from './demo-store.ts';
import { demoPlan, type DemoPlan } from './demo-plan.ts';
import { createSeededRandom, type SeededRandom } from '@hadaf/domain';

export interface DemoAccount {
  role: 'admin' | 'creator' | 'fan';
  name: string;
  email: string;
  password: string;
  phone: string;
}

/** Demo sign-ins, printed when seeded. Demo data is never seeded in production (see football-setup.ts). */
export const demoAccounts: readonly DemoAccount[] = [
  { role: 'admin', name: 'Hadaf Admin', email: 'admin@hadaf.example', password: 'hadaf-admin-2026', phone: '01000000001' },
  { role: 'creator', name: 'Nour Creator', email: 'creator@hadaf.example', password: 'hadaf-creator-2026', phone: '01000000002' },
  { role: 'fan', name: 'Karim Fan', email: 'fan@hadaf.example', password: 'hadaf-fan-2026', phone: '01000000003' },
];

export interface SeedReport {
  seeded: boolean;
  accounts: readonly DemoAccount[];
  teams: number;
  players: number;
  matches: number;
  /** Demo prizes added to the catalogue (also on a database seeded before the catalogue existed). */
  prizes: number;
  competitions: number;
}

async function ensureAccounts(services: Services): Promise<Map<DemoAccount['role'], number>> {
  const ids = new Map<DemoAccount['role'], number>();
  for (const account of demoAccounts) {
    const existing = await findUserByIdentifier(services, account.email);
    const user =
      existing ??
      (await createUser(services.database, {
        name: account.name,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        language: account.role === 'fan' ? 'ar' : 'en',
        referrerId: null,
      }));
    if (!existing) {
      // Verified phones so sign-in goes straight to the app (platform §4 login flow).
      await services.database.query('UPDATE users SET role = $2, creator = $3, phone_number = $4, phone_verified = true WHERE id = $1', [
        user.id,
        account.role === 'admin' ? 'admin' : 'user',
        account.role === 'creator',
        account.phone,
      ]);
    }
    ids.set(account.role, user.id);
  }
  return ids;
}

async function insertWorld(database: Database, plan: DemoPlan): Promise<number[]> {
  return database.transaction(async (tx) => {
    const leagues = await tx.query<Row>('SELECT id, code, name_en FROM leagues');
    for (const league of leagues) {
      const initials = String(league.name_en).split(' ').map((word) => word[0]).join('').slice(0, 3);
      await tx.query('UPDATE leagues SET logo = $2 WHERE id = $1 AND logo IS NULL', [league.id, crestDataUri(String(league.name_en), initials)]);
    }
    const leagueIds = new Map(leagues.map((row) => [String(row.code), num(row.id)]));
    const teamRows = await tx.query<Row>(
      `INSERT INTO teams (name_en, name_ar, code, logo, external_key)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) RETURNING id, external_key`,
      [
        plan.teams.map((team) => team.en),
        plan.teams.map((team) => team.ar),
        plan.teams.map((team) => team.code),
        plan.teams.map((team) => crestDataUri(team.en, team.code)),
        plan.teams.map((team) => `demo:team:${team.key}`),
      ],
    );
    const teamIds = new Map(teamRows.map((row) => [String(row.external_key).slice('demo:team:'.length), num(row.id)]));
    await tx.query('INSERT INTO league_teams (league_id, team_id) SELECT * FROM unnest($1::bigint[], $2::bigint[])', [
      plan.leagueTeams.map((link) => leagueIds.get(link.leagueCode)),
      plan.leagueTeams.map((link) => teamIds.get(link.teamKey)),
    ]);
    await ensureSquads(tx, plan.teams.map((team) => ({ id: teamIds.get(team.key)!, key: `demo:team:${team.key}` })));
    const seasonRows = await tx.query<Row>(
      `INSERT INTO seasons (league_id, name) SELECT * FROM unnest($1::bigint[], $2::text[])
       ON CONFLICT (league_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id, league_id`,
      [plan.seasons.map((season) => leagueIds.get(season.leagueCode)), plan.seasons.map((season) => season.name)],
    );
    const seasonOfLeague = new Map(seasonRows.map((row) => [num(row.league_id), num(row.id)]));
    const matchRows = await tx.query<Row>(
      `INSERT INTO matches (season_id, home_team_id, away_team_id, round, start_at, external_key, simulated)
       SELECT s, h, a, r, t, k, true FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::timestamptz[], $6::text[]) AS d(s, h, a, r, t, k)
       RETURNING id`,
      [
        plan.fixtures.map((fixture) => seasonOfLeague.get(leagueIds.get(fixture.leagueCode)!)),
        plan.fixtures.map((fixture) => teamIds.get(fixture.homeKey)),
        plan.fixtures.map((fixture) => teamIds.get(fixture.awayKey)),
        plan.fixtures.map((fixture) => fixture.round),
        plan.fixtures.map((fixture) => fixture.startAt.toISOString()),
        plan.fixtures.map((fixture) => fixture.key),
      ],
    );
    const matchIds = matchRows.map((row) => num(row.id));
    await insertStandardBets(tx, matchIds);
    return matchIds;
  });
}

function randomValue(questionType: string | null, answers: readonly { value: string }[], random: SeededRandom): unknown {
  if (questionType === null) return { home_goals: random.int(0, 3), away_goals: random.int(0, 2) };
  if (questionType === 'COUNTER') return random.int(0, 5);
  return random.pick(answers).value;
}

/**
 * Demo predictions of the fan (every match until two days ahead) and the creator (every other one), written
 * directly: they stand for predictions made before the lock, including on matches that are already over.
 */
async function insertDemoPredictions(database: Database, accounts: Map<DemoAccount['role'], number>, seed: number, until: Date) {
  const random = createSeededRandom(seed + 1);
  const bets = await database.query<Row>(
    `SELECT b.id, b.match_id, b.question_type, b.answers FROM bets b JOIN matches m ON m.id = b.match_id
     WHERE m.simulated AND m.start_at < $1 ORDER BY m.start_at, m.id, b.position`,
    [until],
  );
  const rows: { userId: number; betId: number; matchId: number; value: string }[] = [];
  for (const [role, every] of [
    ['fan', 1],
    ['creator', 2],
  ] as const) {
    const userId = accounts.get(role)!;
    for (const bet of bets) {
      if (num(bet.match_id) % every !== 0) continue;
      const value = randomValue((bet.question_type ?? null) as string | null, (bet.answers ?? []) as { value: string }[], random);
      rows.push({ userId, betId: num(bet.id), matchId: num(bet.match_id), value: JSON.stringify(value) });
    }
  }
  await database.query(
    `INSERT INTO predictions (user_id, bet_id, match_id, value) SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::jsonb[])
     ON CONFLICT (user_id, bet_id) DO NOTHING`,
    [rows.map((row) => row.userId), rows.map((row) => row.betId), rows.map((row) => row.matchId), rows.map((row) => row.value)],
  );
}

/**
 * Seeds the demo world into a fresh database: accounts, teams with crests, players, fixtures a week either side
 * of `now` (so every day has matches and today has finished, live and upcoming ones), their bets and demo
 * predictions; then one simulator tick plays the past matches and scores them. Skips all that when any team
 * exists (the database is not fresh), so it is idempotent; only the prize catalogue and an empty store are completed every time.
 */
export async function seedDemo(services: Services, options: { seed: number; now: Date; speed: number }): Promise<SeedReport> {
  const { database } = services;
  // The prize catalogue is keyed, so it is completed even on a database whose football world exists already.
  const prizes = await seedDemoPrizes(database);
  await seedDemoProducts(database);
  const [teams] = await database.query<Row>('SELECT count(*) AS total FROM teams');
  if (num(teams?.total ?? 0) > 0) return { seeded: false, accounts: demoAccounts, teams: 0, players: 0, matches: 0, prizes, competitions: 0 };
  const plan = demoPlan(options.seed, options.now, options.speed);
  const accounts = await ensureAccounts(services);
  const matchIds = await insertWorld(database, plan);
  await insertDemoPredictions(database, accounts, options.seed, new Date(options.now.getTime() + 2 * 24 * 60 * MINUTE_MS));
  await simulatorTick(database, { seed: options.seed, speed: options.speed }, () => options.now);
  const competitions = await seedDemoCompetitions(database, { fan: accounts.get('fan')!, creator: accounts.get('creator')! }, options.now);
  await seedDemoEsports(database, { fan: accounts.get('fan')!, creator: accounts.get('creator')! }, options);
  await seedDemoGroups(database, { fan: accounts.get('fan')!, creator: accounts.get('creator')!, admin: accounts.get('admin')! }, options.now);
  // One unpredicted match each for the creator and the fan, so reminders happen on their own (demo-reminders.ts).
  await seedDemoReminders(database, { fan: accounts.get('fan')!, creator: accounts.get('creator')! }, options.now);
  await seedDemoPayments(database, accounts.get('fan')!, options.now);
  await seedDemoOrders(database, accounts.get('fan')!);
  await seedDemoFanPrizes(database, accounts.get('fan')!, options.now);
  // The admins' review queue: the creator's and the fan's pending redemption requests (forms and scans generated).
  await seedDemoRedemption(services, accounts.get('creator')!, options.now);
  await seedDemoFanRedemption(services, accounts.get('fan')!);
  return { seeded: true, accounts: demoAccounts, teams: plan.teams.length, players: plan.teams.length * SQUAD_SIZE, matches: matchIds.length, prizes, competitions };
}
