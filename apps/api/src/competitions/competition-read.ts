import { isWinningStrategy, placePrizes, prizeMoney } from '@hadaf/domain';
import { findMatches, leaguePrizesOf, picture, toLeaguePrizes, toMatch } from '../football/index.ts';
import { publicImageUrl } from '../images/index.ts';
import type { Schemas } from '../platform/contract/types.ts';
import type { Database } from '../platform/database/database.ts';
import { dateOrNull, num, textOrNull, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';

/** Who is looking: their joined flag, what they may see (a pending competition is its creator's), what they can afford. */
export interface Viewer {
  id: number;
  coins: number;
  admin: boolean;
}

/**
 * A competition's state, from its matches (competitions §3): upcoming until the first kick-off, running until its
 * last match is finished, past after; a cancelled or rejected one is over (past) whenever it would have started.
 * The one definition: lists filter on it and answers show it.
 */
export const STATE_SQL = `CASE
  WHEN c.cancelled_at IS NOT NULL OR c.status IN ('cancelled', 'rejected') THEN 'past'
  WHEN c.starts_at IS NULL OR c.starts_at > $1 THEN 'upcoming'
  WHEN EXISTS (SELECT 1 FROM competition_matches cm JOIN matches m ON m.id = cm.match_id
                WHERE cm.competition_id = c.id AND m.state <> 'FINISHED') THEN 'running'
  ELSE 'past' END`;

/**
 * What anyone may see: published competitions, and their own pending or rejected ones (admins see all). $2 is the
 * viewer's id (0 for a visitor), $3 whether they are an admin.
 */
export const VISIBLE_SQL = `(c.status IS NULL OR c.status IN ('approved', 'cancelled') OR c.creator_id = $2 OR $3)`;

/**
 * The columns of one competition card, with $1 = now, $2 = the viewer's id: its state, league, creator, match count and
 * whether the viewer joined.
 */
export const CARD_COLUMNS = `c.id, c.name_en, c.name_ar, c.type, c.status, c.featured, c.e_sports, c.cover, c.creator_id, c.group_id,
  c.entry_fee, c.min_participants, c.max_participants, c.participants_count, c.calculate_reward, c.reward, c.winning_strategy,
  c.budget, c.starts_at, c.ends_at, ${STATE_SQL} AS state,
  l.id AS league_id, l.name_en AS league_en, l.name_ar AS league_ar, l.logo AS league_logo, u.name AS creator_name,
  (SELECT count(*) FROM competition_matches cm WHERE cm.competition_id = c.id) AS game_count,
  EXISTS (SELECT 1 FROM competition_participants p WHERE p.competition_id = c.id AND p.user_id = $2) AS joined`;

export const CARD_FROM = 'competitions c LEFT JOIN leagues l ON l.id = c.league_id LEFT JOIN users u ON u.id = c.creator_id';

const pick = (locale: Locale, english: unknown, arabic: unknown) => String(locale === 'ar' && arabic ? arabic : english);
const day = (value: unknown) => dateOrNull(value)?.toISOString().slice(0, 10) ?? null;

/**
 * The coins a competition's winners share (competitions §9): the pool less the house's share, or its fixed reward;
 * and the most they can share (the pool at full seats, §9's "entry_fee times maximum participants"; null without a
 * seat limit).
 */
export function rewardOf(row: Row, eksabShare: number): { reward: number; rewardMax: number | null; distribution: Schemas['PrizeDistributionItem'][] } {
  const strategy = isWinningStrategy(row.winning_strategy) ? row.winning_strategy : 'top-3';
  const calculated = row.calculate_reward === true;
  // Our reading (docs/decisions/competitions.md): the pool is what was paid in, entry fee × participants now.
  const reward = calculated ? prizeMoney(num(row.entry_fee), num(row.participants_count), eksabShare).distributable : Math.floor(num(row.reward));
  const rewardMax = !calculated ? reward : row.max_participants === null || row.max_participants === undefined ? null : prizeMoney(num(row.entry_fee), num(row.max_participants), eksabShare).distributable;
  return { reward, rewardMax, distribution: placePrizes(reward, strategy).map((amount, index) => ({ ranking: index + 1, amount })) };
}

async function image(database: Database, value: unknown) {
  return picture(await publicImageUrl(database, textOrNull(value)));
}

/**
 * Competitions in the contract's shape, in the order of `rows` (CARD_COLUMNS), with their prizes, sponsors and their
 * league's season-long prizes (season.competition.prizes, as the match lists show them): three queries for any number.
 */
export async function toCompetitions(database: Database, rows: readonly Row[], locale: Locale, eksabShare: number): Promise<Schemas['Competition'][]> {
  const ids = rows.map((row) => num(row.id));
  const leagueIds = [...new Set(rows.filter((row) => row.league_id).map((row) => num(row.league_id)))];
  const [prizes, sponsors, leaguePrizes] = ids.length
    ? await Promise.all([
        database.query<Row>('SELECT competition_id, rank, prize_id, name_en, name_ar, image FROM competition_prizes WHERE competition_id = ANY($1::bigint[]) ORDER BY competition_id, rank', [ids]),
        database.query<Row>('SELECT competition_id, name, logo FROM competition_sponsors WHERE competition_id = ANY($1::bigint[]) ORDER BY competition_id, position', [ids]),
        leaguePrizesOf(database, leagueIds),
      ])
    : [[], [], new Map()];
  return Promise.all(
    rows.map(async (row) => {
      const id = num(row.id);
      const { reward, rewardMax, distribution } = rewardOf(row, eksabShare);
      return {
        id,
        name: pick(locale, row.name_en, row.name_ar),
        type: num(row.type) === 2 ? 2 : 1,
        state: row.state as Schemas['CompetitionState'],
        status: (textOrNull(row.status) as Schemas['CompetitionStatus'] | null) ?? null,
        featured: row.featured === true,
        cover: await image(database, row.cover),
        sponsors: await Promise.all(
          sponsors.filter((sponsor) => num(sponsor.competition_id) === id).map(async (sponsor) => ({ name: String(sponsor.name), logo: await image(database, sponsor.logo) })),
        ),
        creator: row.creator_id === null || row.creator_id === undefined ? null : { id: num(row.creator_id), name: String(row.creator_name ?? '') },
        season: {
          id,
          start: day(row.starts_at) ?? '',
          end: day(row.ends_at) ?? '',
          game_count: num(row.game_count),
          competition: row.league_id
            ? { id: num(row.league_id), name: pick(locale, row.league_en, row.league_ar), logo: await image(database, row.league_logo), prizes: toLeaguePrizes(leaguePrizes.get(num(row.league_id)) ?? [], locale) }
            : { name: '', logo: null, prizes: [] },
        },
        participants: { current: num(row.participants_count), min: num(row.min_participants), max: row.max_participants === null ? null : num(row.max_participants) },
        entry_fee: num(row.entry_fee),
        calculate_reward: row.calculate_reward === true,
        reward,
        reward_max: rewardMax,
        winning_strategy: (isWinningStrategy(row.winning_strategy) ? row.winning_strategy : 'top-3') as Schemas['WinningStrategy'],
        joined: row.joined === true,
        budget: row.budget === null || row.budget === undefined ? null : num(row.budget),
        prizes: await Promise.all(
          prizes.filter((prize) => num(prize.competition_id) === id).map(async (prize) => ({ id: num(prize.rank), name: pick(locale, prize.name_en, prize.name_ar), image: await image(database, prize.image) })),
        ),
        total_prize: reward,
        prize_distribution: distribution,
        group_id: row.group_id === null || row.group_id === undefined ? null : num(row.group_id),
      } satisfies Schemas['Competition'];
    }),
  );
}

/** One competition as the viewer may see it, with its matches (GET /v2/competitions/{id}); null when unknown or not theirs to see. */
export async function readCompetition(database: Database, id: number, viewer: Viewer | null, locale: Locale, now: Date, eksabShare: number): Promise<Schemas['Competition'] | null> {
  const [row] = await database.query<Row>(`SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE c.id = $4 AND ${VISIBLE_SQL}`, [now, viewer?.id ?? 0, viewer?.admin ?? false, id]);
  if (!row) return null;
  const [competition] = await toCompetitions(database, [row], locale, eksabShare);
  const matchIds = (await database.query<Row>('SELECT match_id FROM competition_matches WHERE competition_id = $1', [id])).map((match) => num(match.match_id));
  const { rows: matches } = matchIds.length ? await findMatches(database, { ids: matchIds }, { limit: matchIds.length, offset: 0 }) : { rows: [] };
  return { ...competition!, matches: matches.map((match) => toMatch(match, now, locale)) };
}
