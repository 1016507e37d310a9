import { formatInteger, formatPointsInText, type Language, type ScoreValue } from '@hadaf/domain';
import type { Database, Queryable } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { enqueueJob } from '../platform/jobs/index.ts';
import { footballMessage } from './localized.ts';

export const NOTIFY_SCORING_JOB = 'notify-scoring';

export const formatPoints = (points: number) => String(Math.round(points * 100) / 100);

/**
 * In scoring's transaction, once it wrote totals with this round: the match's round moves on and the notify-scoring
 * job is asked for (it tells the fans of every round not yet told).
 */
export async function recordScoringRound(database: Database, tx: Queryable, matchId: number, round: number, notifiedRound: number): Promise<void> {
  await tx.query(
    `INSERT INTO prediction_scorings (match_id, scored_round, notified_round) VALUES ($1, $2, $3)
     ON CONFLICT (match_id) DO UPDATE SET scored_round = EXCLUDED.scored_round`,
    [matchId, round, notifiedRound],
  );
  await enqueueJob(database, tx, NOTIFY_SCORING_JOB, { matchId }, String(matchId));
}

interface NoticeText {
  total: number;
  corrected: boolean;
  title: Record<Language, string>;
  body: Record<Language, string>;
}

/**
 * The scoring notification in both languages, one per distinct total: "Al Ahly 2–1 Zamalek: your predictions earned
 * 5 points" / "الأهلي ٢–١ الزمالك: حصلت توقعاتك على ٥ نقاط", digits and plural forms as the reader's language writes them.
 */
function noticeText(match: Row, score: ScoreValue, corrected: boolean, total: number): NoticeText {
  const body = (locale: Language) => {
    const names = locale === 'ar' ? { home: String(match.home_ar), away: String(match.away_ar) } : { home: String(match.home_en), away: String(match.away_en) };
    return footballMessage(corrected ? 'rescoredBody' : 'scoredBody', locale, {
      ...names,
      homeGoals: formatInteger(score.home_goals, locale),
      awayGoals: formatInteger(score.away_goals, locale),
      points: footballMessage('points', locale, { count: total, n: formatPointsInText(total, locale) }),
    });
  };
  const title = (locale: Language) => footballMessage(corrected ? 'rescoredTitle' : 'scoredTitle', locale);
  return { total, corrected, title: { en: title('en'), ar: title('ar') }, body: { en: body('en'), ar: body('ar') } };
}

/**
 * The notify-scoring job: every waiting notice of the match becomes a notification in both languages (its reader's
 * at the top level), and the match's round is marked told. The match row is locked first, as scoring locks it, so
 * a notice is never written while it is being sent. Idempotent: a retry after a commit finds nothing left. Returns the notifications written.
 */
export function sendScoringNotices(database: Database, matchId: number): Promise<number> {
  return database.transaction(async (tx) => {
    const [match] = await tx.query<Row>(
      `SELECT m.home_goals, m.away_goals, m.scored_at, h.name_en AS home_en, h.name_ar AS home_ar, a.name_en AS away_en, a.name_ar AS away_ar
       FROM matches m JOIN teams h ON h.id = m.home_team_id JOIN teams a ON a.id = m.away_team_id WHERE m.id = $1 FOR UPDATE OF m`,
      [matchId],
    );
    const [rounds] = await tx.query<Row>('SELECT scored_round, notified_round FROM prediction_scorings WHERE match_id = $1', [matchId]);
    const notifiedRound = num(rounds?.notified_round ?? 0);
    const told = () => tx.query('UPDATE prediction_scorings SET notified_round = scored_round WHERE match_id = $1', [matchId]);
    const groups = await tx.query<Row>('SELECT DISTINCT points, corrected FROM prediction_totals WHERE match_id = $1 AND round > $2', [matchId, notifiedRound]);
    if (!match || match.home_goals === null || match.away_goals === null || groups.length === 0) {
      await told();
      return 0;
    }
    const score: ScoreValue = { home_goals: num(match.home_goals), away_goals: num(match.away_goals) };
    const texts = groups.map((group) => noticeText(match, score, group.corrected === true, num(group.points)));
    // One text per distinct total and wording (a handful), joined to the fans in the database.
    const [written] = await tx.query<Row>(
      `WITH written AS (
         INSERT INTO notifications (user_id, type, payload, created_at)
         SELECT u.id, 'other', jsonb_build_object(
           'title', CASE WHEN u.settings ->> 'language' = 'ar' THEN t.title_ar ELSE t.title_en END,
           'body', CASE WHEN u.settings ->> 'language' = 'ar' THEN t.body_ar ELSE t.body_en END,
           'match_id', s.match_id,
           -- Both languages (platform/notifications.ts): the list answers in the viewer's.
           'localized', jsonb_build_object(
             'en', jsonb_build_object('title', t.title_en, 'body', t.body_en),
             'ar', jsonb_build_object('title', t.title_ar, 'body', t.body_ar))), $9::timestamptz
         FROM prediction_totals s
         JOIN users u ON u.id = s.user_id
         JOIN unnest($2::numeric[], $3::boolean[], $4::text[], $5::text[], $6::text[], $7::text[]) AS t (total, corrected, title_ar, title_en, body_ar, body_en)
           ON t.total = s.points AND t.corrected = s.corrected
         WHERE s.match_id = $1 AND s.round > $8
         RETURNING 1
       ) SELECT count(*) AS notifications FROM written`,
      [
        matchId,
        texts.map((text) => formatPoints(text.total)),
        texts.map((text) => text.corrected),
        texts.map((text) => text.title.ar),
        texts.map((text) => text.title.en),
        texts.map((text) => text.body.ar),
        texts.map((text) => text.body.en),
        notifiedRound,
        match.scored_at,
      ],
    );
    await told();
    return num(written?.notifications ?? 0);
  });
}
