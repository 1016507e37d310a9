import { moveCoins } from '../../src/ledger/index.ts';
import { num } from '../../src/platform/database/rows.ts';
import { createWorld, type World } from '../football/world.ts';
import { updateUser, type TestUser } from '../helpers/harness.ts';

export interface CompetitionOptions {
  name?: string;
  entryFee?: number;
  min?: number;
  max?: number | null;
  featured?: boolean;
  status?: string | null;
  creatorId?: number | null;
  calculateReward?: boolean;
  reward?: number;
  /** Kick-offs of its matches, minutes after the clock's now. */
  matchesAt?: number[];
  type?: 1 | 2;
  eSports?: boolean;
  groupId?: number | null;
}

/** The football world plus competitions written straight to the database, and fans with coins and a verified phone. */
export interface CompetitionWorld extends World {
  addCompetition(options?: CompetitionOptions): Promise<{ id: number; matchIds: number[] }>;
  /** A signed-in fan with a verified phone and `coins` credited through the ledger. */
  fan(coins?: number): Promise<TestUser>;
  /** A group written straight to the database (for competitions that belong to one). */
  addGroup(): Promise<number>;
}

let phones = 0;
let groups = 0;

export async function createCompetitionWorld(): Promise<CompetitionWorld> {
  const world = await createWorld();
  const database = world.api.app.services.database;
  return {
    ...world,
    async addCompetition(options = {}) {
      const matchIds = [];
      for (const minutes of options.matchesAt ?? [24 * 60]) matchIds.push(await world.addMatch({ minutesFromNow: minutes }));
      const starts = await world.sql<{ first: Date; last: Date }>('SELECT min(start_at) AS first, max(start_at) AS last FROM matches WHERE id = ANY($1::bigint[])', [matchIds]);
      const [row] = await world.sql(
        `INSERT INTO competitions (name_en, name_ar, type, league_id, entry_fee, min_participants, max_participants, featured, status, creator_id,
           calculate_reward, reward, starts_at, ends_at, e_sports, group_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
        [
          options.name ?? 'Weekend challenge',
          `تحدي ${options.name ?? 'نهاية الأسبوع'}`,
          options.type ?? 1,
          world.leagueId,
          options.entryFee ?? 10,
          options.min ?? 0,
          options.max === undefined ? 30 : options.max,
          options.featured ?? false,
          options.status ?? null,
          options.creatorId ?? null,
          options.calculateReward ?? true,
          options.reward ?? 0,
          starts[0]!.first,
          starts[0]!.last,
          options.eSports ?? false,
          options.groupId ?? null,
        ],
      );
      const id = num(row!.id);
      for (const matchId of matchIds) await world.sql('INSERT INTO competition_matches (competition_id, match_id) VALUES ($1, $2)', [id, matchId]);
      return { id, matchIds };
    },
    async addGroup() {
      const [row] = await world.sql("INSERT INTO groups (name, type, code) VALUES ('Friends', 'public', $1) RETURNING id", [`G-TEST${++groups}`]);
      return num(row!.id);
    },
    async fan(coins = 0) {
      const user = await world.api.newUser();
      await updateUser(world.api, user.id, { phoneNumber: `010${String(++phones).padStart(8, '0')}`, phoneVerified: true });
      if (coins > 0) {
        await database.transaction((tx) =>
          moveCoins(tx, { idempotencyKey: `test-coins:${user.id}`, kind: 'correction', from: { kind: 'house' }, to: { kind: 'wallet', userId: user.id }, coins }),
        );
      }
      return user;
    },
  };
}
