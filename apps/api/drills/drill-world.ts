import { createHash, randomBytes } from 'node:crypto';
import { moveCoins } from '../src/ledger/index.ts';
import type { Database } from '../src/platform/database/database.ts';

/**
 * What the fault drill's operations act on, written straight to the database before the processes are disturbed:
 * fans with verified phones, coins and a session; competitions with few seats; promo codes worth less than the fans who
 * try them; prepaid cards two fans race for; a product; pending payments; prize requests waiting for an admin.
 */
export interface DrillWorld {
  fans: { id: number; token: string }[];
  admin: { id: number; token: string };
  /** Competitions with `seats` seats each, joined during the drill. */
  openCompetitions: number[];
  /** A competition every withdrawing fan joined before the drill. */
  joinedCompetition: number;
  /** A finished-later match, scored by the worker after the drill. */
  spareMatch: number;
  vouchers: { id: number; code: string }[];
  prepaidCards: { id: number; code: string }[];
  product: number;
  payments: { id: number; userId: number; merchantRef: string; pricePiastres: number }[];
  redemptions: { id: number; userPrizeId: number; userId: number }[];
}

export const DRILL_SHAPE = { fans: 40, coins: 100, seats: 8, entryFee: 10, voucherUses: 8, voucherCoins: 5, prepaidCards: 20, prepaidCoins: 7, price: 15, payments: 20, redemptions: 15, prizeCoins: 20 };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function session(database: Database, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await database.query("INSERT INTO access_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, gen_random_uuid(), $2, now() + interval '1 hour')", [userId, sha256(token)]);
  return token;
}

async function person(database: Database, name: string, index: number, role: 'user' | 'admin' = 'user') {
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO users (name, email, password_hash, settings, phone_number, phone_verified, role) VALUES ($1, $2, 'not-a-password', $3, $4, true, $5) RETURNING id`,
    [name, `${name.toLowerCase().replace(/\s/g, '.')}.${index}@drill.example`, JSON.stringify({ language: 'en', receive_notifications: true, auto_navigate_to_next_prediction: true, referral_code: `DRILL${index}${randomBytes(3).toString('hex')}` }), `0105${String(index).padStart(7, '0')}`, role],
  );
  const id = Number(row!.id);
  return { id, token: await session(database, id) };
}

export async function createDrillWorld(database: Database): Promise<DrillWorld> {
  const shape = DRILL_SHAPE;
  const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<Row>(text, params);
  const fans = [];
  for (let index = 0; index < shape.fans; index++) {
    const fan = await person(database, 'Drill Fan', index);
    await database.transaction((tx) =>
      moveCoins(tx, { idempotencyKey: `drill-coins:${fan.id}`, kind: 'correction', from: { kind: 'house' }, to: { kind: 'wallet', userId: fan.id }, coins: shape.coins }),
    );
    fans.push(fan);
  }
  const admin = await person(database, 'Drill Admin', 1000, 'admin');

  const [league] = await sql<{ id: number }>("SELECT id FROM leagues WHERE code = 'en.1'");
  const [season] = await sql<{ id: number }>("INSERT INTO seasons (league_id, name) VALUES ($1, 'Drill season') RETURNING id", [league!.id]);
  const teams = await sql<{ id: number }>("INSERT INTO teams (name_en, name_ar, code) VALUES ('Drill Home', 'Drill Home', 'DRH'), ('Drill Away', 'Drill Away', 'DRA') RETURNING id");
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  const match = async () =>
    Number(
      (await sql<{ id: number }>('INSERT INTO matches (season_id, home_team_id, away_team_id, start_at) VALUES ($1, $2, $3, $4) RETURNING id', [season!.id, teams[0]!.id, teams[1]!.id, tomorrow]))[0]!.id,
    );
  const competition = async (name: string, seats: number | null) => {
    const matchId = await match();
    const [row] = await sql<{ id: number }>(
      `INSERT INTO competitions (name_en, name_ar, type, league_id, entry_fee, min_participants, max_participants, calculate_reward, starts_at, ends_at)
       VALUES ($1, $1, 1, $2, $3, 0, $4, true, $5, $5) RETURNING id`,
      [name, league!.id, shape.entryFee, seats, tomorrow],
    );
    await sql('INSERT INTO competition_matches (competition_id, match_id) VALUES ($1, $2)', [row!.id, matchId]);
    return Number(row!.id);
  };
  const openCompetitions = [];
  for (let index = 0; index < 5; index++) openCompetitions.push(await competition(`Drill cup ${index}`, shape.seats));
  const joinedCompetition = await competition('Drill league', null);
  const spareMatch = await match();

  const vouchers = [];
  for (let index = 0; index < 3; index++) {
    const code = `DRILL-${index}-${randomBytes(3).toString('hex')}`;
    const [row] = await sql<{ id: number }>('INSERT INTO vouchers (code, coins, max_redemptions) VALUES ($1, $2, $3) RETURNING id', [code, shape.voucherCoins, shape.voucherUses]);
    vouchers.push({ id: Number(row!.id), code });
  }
  const [batch] = await sql<{ id: number }>('INSERT INTO prepaid_card_batches (coins, created_by) VALUES ($1, $2) RETURNING id', [shape.prepaidCoins, admin.id]);
  const prepaidCards = [];
  for (let index = 0; index < shape.prepaidCards; index++) {
    const code = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
    const [row] = await sql<{ id: number }>('INSERT INTO prepaid_cards (batch_id, code, coins) VALUES ($1, $2, $3) RETURNING id', [batch!.id, code, shape.prepaidCoins]);
    prepaidCards.push({ id: Number(row!.id), code });
  }
  const [product] = await sql<{ id: number }>("INSERT INTO products (name_en, name_ar, price, specs_en, specs_ar) VALUES ('Drill scarf', 'وشاح', $1, '[]', '[]') RETURNING id", [shape.price]);

  const [pkg] = await sql<{ id: number; coins: number; price_piastres: number }>('SELECT id, coins, coalesce(discounted_piastres, price_piastres) AS price_piastres FROM coin_packages ORDER BY id LIMIT 1');
  const payments = [];
  for (let index = 0; index < shape.payments; index++) {
    const merchantRef = `hdf_drill_${randomBytes(8).toString('hex')}`;
    const userId = fans[index]!.id;
    const [row] = await sql<{ id: number }>(
      `INSERT INTO payments (user_id, package_id, gateway, method, merchant_ref, provider_ref, coins, price_piastres, expires_at)
       VALUES ($1, $2, 'sandbox-cash', 'vodafone', $3, $4, $5, $6, now() + interval '1 day') RETURNING id`,
      [userId, pkg!.id, merchantRef, String(9_000_000_000 + index), pkg!.coins, pkg!.price_piastres],
    );
    payments.push({ id: Number(row!.id), userId, merchantRef, pricePiastres: Number(pkg!.price_piastres) });
  }

  const [prize] = await sql<{ id: number }>("INSERT INTO prizes (name_en, name_ar, amount) VALUES ('Drill prize', 'جائزة', 10) RETURNING id");
  const redemptions = [];
  for (let index = 0; index < shape.redemptions; index++) {
    const userId = fans[20 + index]!.id;
    const [won] = await sql<{ id: number }>(
      "INSERT INTO user_prizes (user_id, prize_id, amount, status, available_at) VALUES ($1, $2, 10, 'processing', now() - interval '1 hour') RETURNING id",
      [userId, prize!.id],
    );
    const [request] = await sql<{ id: number }>(
      `INSERT INTO prize_redemptions (user_prize_id, user_id, phone_number, email, national_id, method, coins)
       VALUES ($1, $2, '01012345678', 'drill@example.com', '29001011234567', 'Coins', $3) RETURNING id`,
      [won!.id, userId, shape.prizeCoins],
    );
    redemptions.push({ id: Number(request!.id), userPrizeId: Number(won!.id), userId });
  }
  return { fans, admin, openCompetitions, joinedCompetition, spareMatch, vouchers, prepaidCards, product: Number(product!.id), payments, redemptions };
}
