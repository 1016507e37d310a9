import type { Database } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';

export const MONTHLY_RESET_JOB = 'reset-monthly-points';

export interface MonthlyReset {
  /** The month that closed ('YYYY-MM', Cairo) and the one now running. */
  closed: string;
  opened: string;
  fans: number;
}

/**
 * Points reset at the end of each month (platform §1, §9) in Cairo time: the first run in a new month keeps every
 * fan's points of the months since the last reset in monthly_points, and sets them back to 0. The new month's row
 * is inserted first, so of concurrent runs exactly one resets; later runs that month find it and do nothing.
 */
export async function resetMonthlyPoints(database: Database, now: Date): Promise<MonthlyReset | null> {
  return database.transaction(async (tx) => {
    const [opened] = await tx.query<Row>(
      `INSERT INTO points_months (month, opened_at) VALUES (to_char($1::timestamptz AT TIME ZONE 'Africa/Cairo', 'YYYY-MM'), $1)
       ON CONFLICT (month) DO NOTHING RETURNING month`,
      [now],
    );
    if (!opened) return null;
    const [previous] = await tx.query<Row>('SELECT max(month) AS month FROM points_months WHERE month < $1', [opened.month]);
    if (!previous?.month) return null;
    // One statement: the totals are locked as they are read, so points scored meanwhile wait for the reset and count
    // in the new month instead of being lost between copying and zeroing.
    const [kept] = await tx.query<Row>(
      `WITH old AS (SELECT id, points FROM users WHERE points <> 0 FOR UPDATE),
       zeroed AS (UPDATE users u SET points = 0 FROM old WHERE u.id = old.id RETURNING old.id, old.points),
       kept AS (
         INSERT INTO monthly_points (user_id, month, points) SELECT id, $1, points FROM zeroed
         ON CONFLICT (user_id, month) DO UPDATE SET points = EXCLUDED.points RETURNING user_id
       ) SELECT count(*) AS fans FROM kept`,
      [previous.month],
    );
    return { closed: String(previous.month), opened: String(opened.month), fans: num(kept?.fans ?? 0) };
  });
}
