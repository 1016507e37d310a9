import { formatInteger } from '@hadaf/domain';
import type { Queryable } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import { fantasyMessage } from './messages.ts';

/** The events that make news, as fans follow them. */
const newsworthy = ['goal', 'own-goal', 'red-card', 'penalty-save', 'penalty-miss'] as const;
type NewsKind = (typeof newsworthy)[number];

/**
 * Writes a news item, in both languages, for each newsworthy event of the match that has none yet (one per event:
 * running again writes nothing). Called by the fantasy-points job in its transaction.
 */
export async function writeMatchNews(tx: Queryable, matchId: number, now: Date): Promise<number> {
  const rows = await tx.query<Row>(
    `SELECT e.id, e.player_id, e.type, e.minute, p.common_name_en, p.common_name_ar,
       own.name_en AS team_en, own.name_ar AS team_ar, other.name_en AS opponent_en, other.name_ar AS opponent_ar
     FROM match_events e JOIN players p ON p.id = e.player_id JOIN matches m ON m.id = e.match_id
     JOIN teams own ON own.id = p.team_id
     JOIN teams other ON other.id = CASE WHEN p.team_id = m.home_team_id THEN m.away_team_id ELSE m.home_team_id END
     WHERE e.match_id = $1 AND e.type = ANY($2::text[]) AND NOT EXISTS (SELECT 1 FROM player_news n WHERE n.event_id = e.id)
     ORDER BY e.id`,
    [matchId, newsworthy],
  );
  if (rows.length === 0) return 0;
  const text = (row: Row, part: 'Title' | 'Body', locale: Locale) =>
    fantasyMessage(`${row.type as NewsKind}${part}`, locale, {
      player: String(locale === 'ar' ? row.common_name_ar : row.common_name_en),
      team: String(locale === 'ar' ? row.team_ar : row.team_en),
      opponent: String(locale === 'ar' ? row.opponent_ar : row.opponent_en),
      minute: formatInteger(num(row.minute), locale),
    });
  await tx.query(
    `INSERT INTO player_news (player_id, event_id, title_en, title_ar, content_en, content_ar, created_at)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
     ON CONFLICT (event_id) DO NOTHING`,
    [
      rows.map((row) => row.player_id),
      rows.map((row) => row.id),
      rows.map((row) => text(row, 'Title', 'en')),
      rows.map((row) => text(row, 'Title', 'ar')),
      rows.map((row) => text(row, 'Body', 'en')),
      rows.map((row) => text(row, 'Body', 'ar')),
      rows.map(() => now),
    ],
  );
  return rows.length;
}
