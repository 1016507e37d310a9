import { SQUAD_SIZE } from '@hadaf/domain';
import type { Database, Queryable } from '../platform/database/database.ts';
import { date, num, textOrNull, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Bilingual, MatchNames } from './messages.ts';

/** The reminders table (migrations/0028_reminders.sql): SQL only, the job (jobs.ts) decides when and what. */

export type ReminderKind = 'prediction' | 'fantasy-squad';

/**
 * A competition whose fans get reminded: published (never approved-pending nor rejected) and not cancelled. Group
 * competitions count: their members joined them like any other.
 */
const OPEN_COMPETITION_SQL = `c.cancelled_at IS NULL AND (c.status IS NULL OR c.status = 'approved')`;

/** The fan's own language (settings.language), English unless Arabic. */
const LANGUAGE_SQL = `CASE WHEN u.settings ->> 'language' = 'ar' THEN 'ar' ELSE 'en' END`;

/** The address an e-mail goes to: the account's, unless the fan turned notifications off (settings.receive_notifications). */
const EMAIL_SQL = `CASE WHEN u.settings ->> 'receive_notifications' IS DISTINCT FROM 'false' THEN u.email END`;

const bilingual = (en: unknown, ar: unknown): Bilingual => ({ en: String(en ?? ''), ar: textOrNull(ar) });

const matchNames = (row: Row): MatchNames => ({
  home: bilingual(row.home_en, row.home_ar),
  away: bilingual(row.away_en, row.away_ar),
  startAt: date(row.start_at),
});

/** A match's sides as fans know them: the teams, and for an eSports match the gamer with his team ("Omar (Egypt)"). */
const TEAMS_FROM = `matches m JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id
  LEFT JOIN gamers hg ON hg.id = m.home_gamer_id LEFT JOIN gamers ag ON ag.id = m.away_gamer_id`;
const side = (team: string, gamer: string, language: 'en' | 'ar') =>
  `CASE WHEN ${gamer}.id IS NULL THEN ${team}.name_${language} ELSE ${gamer}.name_${language} || ' (' || coalesce(${team}.name_${language}, ${team}.name_en) || ')' END`;
const TEAM_COLUMNS = `m.id AS match_id, m.start_at, ${side('h', 'hg', 'en')} AS home_en, ${side('h', 'hg', 'ar')} AS home_ar,
  ${side('a', 'ag', 'en')} AS away_en, ${side('a', 'ag', 'ar')} AS away_ar`;

export interface PredictionCandidate {
  matchId: number;
  match: MatchNames;
}

/**
 * Matches not started whose kick-off is in (`from`, `to`]: the job passes the window in which their prediction
 * lock is still ahead and at most two hours away. Only matches of an open prediction competition someone joined.
 */
export async function predictionCandidates(database: Queryable, from: Date, to: Date): Promise<PredictionCandidate[]> {
  const rows = await database.query<Row>(
    `SELECT ${TEAM_COLUMNS} FROM ${TEAMS_FROM}
      WHERE m.state = 'NOT_STARTED' AND m.start_at > $1 AND m.start_at <= $2
        AND EXISTS (SELECT 1 FROM competition_matches cm JOIN competitions c ON c.id = cm.competition_id
                     WHERE cm.match_id = m.id AND c.type = 1 AND c.participants_count > 0 AND ${OPEN_COMPETITION_SQL})
      ORDER BY m.start_at, m.id`,
    [from, to],
  );
  return rows.map((row) => ({ matchId: num(row.match_id), match: matchNames(row) }));
}

export interface SquadCandidate {
  competitionId: number;
  competition: Bilingual;
  /** Its first kick-off: the squads' lock (competitions §4, the domain's isFantasyTeamLocked). */
  startsAt: Date;
  firstMatch: MatchNames;
}

/** Open fantasy competitions with participants whose first kick-off is in (`from`, `to`], with that first match. */
export async function squadCandidates(database: Queryable, from: Date, to: Date): Promise<SquadCandidate[]> {
  const rows = await database.query<Row>(
    `SELECT c.id, c.name_en, c.name_ar, c.starts_at, first.* FROM competitions c
       CROSS JOIN LATERAL (SELECT ${TEAM_COLUMNS} FROM competition_matches cm JOIN ${TEAMS_FROM} ON m.id = cm.match_id
                            WHERE cm.competition_id = c.id ORDER BY m.start_at, m.id LIMIT 1) first
      WHERE c.type = 2 AND c.participants_count > 0 AND ${OPEN_COMPETITION_SQL} AND c.starts_at > $1 AND c.starts_at <= $2
      ORDER BY c.starts_at, c.id`,
    [from, to],
  );
  return rows.map((row) => ({ competitionId: num(row.id), competition: bilingual(row.name_en, row.name_ar), startsAt: date(row.starts_at), firstMatch: matchNames(row) }));
}

/** A fan due a reminder: who, in which language, the address of the e-mail if one goes, and the competition to name. */
export interface DueFan {
  userId: number;
  locale: Locale;
  email: string | null;
  competitionId: number;
  competition: Bilingual;
}

const dueFan = (row: Row): DueFan => ({
  userId: num(row.user_id),
  locale: row.language === 'ar' ? 'ar' : 'en',
  email: textOrNull(row.email),
  competitionId: num(row.competition_id),
  competition: bilingual(row.name_en, row.name_ar),
});

/**
 * Up to `limit` fans of the match's open prediction competitions who have no prediction of it (a prediction row for
 * the match: any of its bets) and no reminder of it yet, while it is still open (not started, kick-off after
 * `lockedAfter`, the start that would already be locked). Each fan once, naming his oldest such competition.
 */
export async function duePredictionFans(tx: Queryable, matchId: number, lockedAfter: Date, limit: number): Promise<DueFan[]> {
  const rows = await tx.query<Row>(
    `SELECT DISTINCT ON (p.user_id) p.user_id, c.id AS competition_id, c.name_en, c.name_ar, ${LANGUAGE_SQL} AS language, ${EMAIL_SQL} AS email
       FROM matches m
       JOIN competition_matches cm ON cm.match_id = m.id
       JOIN competitions c ON c.id = cm.competition_id
       JOIN competition_participants p ON p.competition_id = c.id
       JOIN users u ON u.id = p.user_id
      WHERE m.id = $1 AND m.state = 'NOT_STARTED' AND m.start_at > $2 AND c.type = 1 AND ${OPEN_COMPETITION_SQL}
        AND NOT EXISTS (SELECT 1 FROM predictions pr WHERE pr.user_id = p.user_id AND pr.match_id = m.id)
        AND NOT EXISTS (SELECT 1 FROM reminders r WHERE r.kind = 'prediction' AND r.user_id = p.user_id AND r.match_id = m.id)
      ORDER BY p.user_id, c.id
      LIMIT $3`,
    [matchId, lockedAfter, limit],
  );
  return rows.map(dueFan);
}

/**
 * Up to `limit` participants of the fantasy competition without a complete squad (no saved squad of the domain's 15
 * players; a saved one always has them, the table checks it) and
 * without a reminder of it yet, while its squads are still open (first kick-off after `now`).
 */
export async function dueSquadFans(tx: Queryable, competitionId: number, now: Date, limit: number): Promise<DueFan[]> {
  const rows = await tx.query<Row>(
    `SELECT p.user_id, c.id AS competition_id, c.name_en, c.name_ar, ${LANGUAGE_SQL} AS language, ${EMAIL_SQL} AS email
       FROM competitions c
       JOIN competition_participants p ON p.competition_id = c.id
       JOIN users u ON u.id = p.user_id
      WHERE c.id = $1 AND c.type = 2 AND c.starts_at > $2 AND ${OPEN_COMPETITION_SQL}
        AND NOT EXISTS (SELECT 1 FROM fantasy_squads s WHERE s.competition_id = c.id AND s.user_id = p.user_id AND cardinality(s.player_ids) = $4)
        AND NOT EXISTS (SELECT 1 FROM reminders r WHERE r.kind = 'fantasy-squad' AND r.user_id = p.user_id AND r.competition_id = c.id)
      ORDER BY p.user_id
      LIMIT $3`,
    [competitionId, now, limit, SQUAD_SIZE],
  );
  return rows.map(dueFan);
}

/** One reminder to record, with its notification's payload and, when an e-mail goes, the e-mail. */
export interface NewReminder {
  userId: number;
  kind: ReminderKind;
  matchId: number | null;
  competitionId: number;
  deadline: Date;
  payload: Record<string, unknown>;
  email: { to: string; subject: string; body: string } | null;
}

/**
 * Records the reminders and writes a notification for each one this call recorded, in the caller's transaction.
 * The insert skips a fan already reminded of the same thing (the unique keys), also when another run inserted it
 * meanwhile and has not committed yet (the insert waits for it), so only one run ever notifies. Returns how many
 * were recorded.
 */
export async function recordReminders(tx: Queryable, reminders: readonly NewReminder[], now: Date): Promise<number> {
  if (reminders.length === 0) return 0;
  const inserted = await tx.query<Row>(
    `INSERT INTO reminders (user_id, kind, match_id, competition_id, deadline, sent_at, email_to, email_subject, email_body)
     SELECT d.user_id, d.kind, d.match_id, d.competition_id, d.deadline, $9, d.email_to, d.email_subject, d.email_body
       FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::timestamptz[], $6::text[], $7::text[], $8::text[])
            AS d(user_id, kind, match_id, competition_id, deadline, email_to, email_subject, email_body)
     ON CONFLICT DO NOTHING
     RETURNING user_id`,
    [
      reminders.map((reminder) => reminder.userId),
      reminders.map((reminder) => reminder.kind),
      reminders.map((reminder) => reminder.matchId),
      reminders.map((reminder) => reminder.competitionId),
      reminders.map((reminder) => reminder.deadline.toISOString()),
      reminders.map((reminder) => reminder.email?.to ?? null),
      reminders.map((reminder) => reminder.email?.subject ?? null),
      reminders.map((reminder) => reminder.email?.body ?? null),
      now,
    ],
  );
  const recorded = new Set(inserted.map((row) => num(row.user_id)));
  const notified = reminders.filter((reminder) => recorded.has(reminder.userId));
  if (notified.length === 0) return 0;
  await tx.query(
    `INSERT INTO notifications (user_id, type, payload, created_at)
     SELECT d.user_id, 'other', d.payload, $3 FROM unnest($1::bigint[], $2::jsonb[]) AS d(user_id, payload)`,
    [notified.map((reminder) => reminder.userId), notified.map((reminder) => JSON.stringify(reminder.payload)), now],
  );
  return notified.length;
}

export interface DueEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
}

/**
 * Claims up to `limit` e-mails still to hand over whose deadline is ahead (a reminder after its lock is no use):
 * marks them handed over and returns them. A claimed row is nobody else's, so an e-mail is sent at most once even by
 * overlapping runs; one that fails is released again (releaseEmail) for the next run.
 */
export async function claimDueEmails(database: Database, now: Date, limit: number): Promise<DueEmail[]> {
  const rows = await database.query<Row>(
    `UPDATE reminders SET emailed_at = $1
      WHERE id IN (SELECT id FROM reminders WHERE email_to IS NOT NULL AND emailed_at IS NULL AND deadline > $1
                    ORDER BY deadline, id LIMIT $2 FOR UPDATE SKIP LOCKED)
        AND emailed_at IS NULL
      RETURNING id, email_to, email_subject, email_body`,
    [now, limit],
  );
  return rows.map((row) => ({ id: num(row.id), to: String(row.email_to), subject: String(row.email_subject), body: String(row.email_body) }));
}

/** An e-mail the adapter refused: handed back for the next run. */
export async function releaseEmail(database: Database, id: number): Promise<void> {
  await database.query('UPDATE reminders SET emailed_at = NULL WHERE id = $1', [id]);
}
