import type { Database } from '../platform/database/database.ts';
import type { Row } from '../platform/database/rows.ts';

export interface DemoPrize {
  key: string;
  en: string;
  ar: string;
  /** EGP. */
  amount: number;
  /** Medal colour and what it shows: a place (1–3) or a star. */
  colour: string;
  mark: '1' | '2' | '3' | 'star';
}

/**
 * The demo prize catalogue: the gold, silver and bronze prizes of a competition's top 3 (competitions §9's tie
 * example pays 6000/3000/1000) and two recurring ones. Amounts are EGP.
 */
export const demoPrizes: readonly DemoPrize[] = [
  { key: 'gold', en: 'Gold prize: 1st place', ar: 'الجائزة الذهبية: المركز الأول', amount: 6000, colour: '#d4a017', mark: '1' },
  { key: 'silver', en: 'Silver prize: 2nd place', ar: 'الجائزة الفضية: المركز الثاني', amount: 3000, colour: '#a8a9ad', mark: '2' },
  { key: 'bronze', en: 'Bronze prize: 3rd place', ar: 'الجائزة البرونزية: المركز الثالث', amount: 1000, colour: '#b0703c', mark: '3' },
  { key: 'monthly', en: 'Monthly champion', ar: 'بطل الشهر', amount: 2000, colour: '#0b6e4f', mark: 'star' },
  { key: 'weekly', en: 'Weekly winner', ar: 'الفائز الأسبوعي', amount: 500, colour: '#1d3557', mark: 'star' },
];

const STAR = 'M32 28 L35.5 35.2 L43.4 36.3 L37.7 41.8 L39.1 49.7 L32 46 L24.9 49.7 L26.3 41.8 L20.6 36.3 L28.5 35.2 Z';

/** A medal on a ribbon as an SVG data URI, like the generated team crests: no image files to ship. */
export function medalDataUri(colour: string, mark: DemoPrize['mark']): string {
  const face =
    mark === 'star'
      ? `<path d="${STAR}" fill="#fff"/>`
      : `<text x="32" y="46" font-family="Arial,sans-serif" font-size="17" font-weight="700" text-anchor="middle" fill="#fff">${mark}</text>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<path d="M18 2 H30 L36 22 H24 Z" fill="#c1121f"/><path d="M34 2 H46 L40 22 H28 Z" fill="#1d3557"/>` +
    `<circle cx="32" cy="40" r="20" fill="${colour}" stroke="#111" stroke-width="2"/>` +
    `<circle cx="32" cy="40" r="15" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="1.5"/>${face}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Adds the demo prizes missing from the catalogue (keyed `demo:prize:{key}`), so a demo database seeded before the
 * catalogue existed gets them too, and a second run adds nothing. Returns how many were added.
 */
export async function seedDemoPrizes(database: Database): Promise<number> {
  const added = await database.query<Row>(
    `INSERT INTO prizes (name_en, name_ar, icon, amount, position, external_key)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::int[], $6::text[])
     ON CONFLICT (external_key) DO NOTHING RETURNING id`,
    [
      demoPrizes.map((prize) => prize.en),
      demoPrizes.map((prize) => prize.ar),
      demoPrizes.map((prize) => medalDataUri(prize.colour, prize.mark)),
      demoPrizes.map((prize) => prize.amount),
      demoPrizes.map((_prize, index) => index + 1),
      demoPrizes.map((prize) => `demo:prize:${prize.key}`),
    ],
  );
  // Every league without prizes gets gold, silver and bronze for its season-long competition's top 3.
  await database.query(
    `INSERT INTO league_prizes (league_id, rank, prize_id)
     SELECT l.id, podium.rank, p.id FROM leagues l
     CROSS JOIN unnest($1::text[]) WITH ORDINALITY AS podium (key, rank)
     JOIN prizes p ON p.external_key = podium.key
     WHERE NOT EXISTS (SELECT 1 FROM league_prizes lp WHERE lp.league_id = l.id)`,
    [['gold', 'silver', 'bronze'].map((key) => `demo:prize:${key}`)],
  );
  return added.length;
}

/** The statuses a won prize goes through (platform §4), each once in the demo fan's prizes, with its history. */
const demoFanPrizes: readonly { key: string; status: string; history: readonly (readonly [string, string | null])[]; daysAgo: number }[] = [
  { key: 'weekly', status: 'pending', history: [['pending', null]], daysAgo: 3 },
  { key: 'bronze', status: 'rejected', history: [['pending', null], ['processing', null], ['rejected', 'unclear_pictures']], daysAgo: 12 },
  { key: 'monthly', status: 'processing', history: [['pending', null], ['processing', null]], daysAgo: 20 },
  { key: 'silver', status: 'received', history: [['pending', null], ['processing', null], ['approved', null], ['received', null]], daysAgo: 40 },
];

/**
 * The demo fan's won prizes in several statuses (issue 17), so the prizes tab shows each state: written directly
 * with their logs, as if past competitions had paid them; seeded once with the world.
 */
export async function seedDemoFanPrizes(database: Database, fanId: number, now: Date): Promise<void> {
  const day = 24 * 3600_000;
  for (const prize of demoFanPrizes) {
    const wonAt = new Date(now.getTime() - prize.daysAgo * day);
    const [row] = await database.query<Row>(
      `INSERT INTO user_prizes (user_id, prize_id, amount, status, available_at, created_at)
       SELECT $1, id, amount, $3, $4, $4 FROM prizes WHERE external_key = $2 RETURNING id`,
      [fanId, `demo:prize:${prize.key}`, prize.status, wonAt],
    );
    if (!row) continue;
    for (const [index, [status, reason]] of prize.history.entries()) {
      await database.query('INSERT INTO user_prize_logs (user_prize_id, status, reason, created_at) VALUES ($1, $2, $3, $4)', [
        row.id,
        status,
        reason,
        new Date(wonAt.getTime() + index * day),
      ]);
    }
  }
}
