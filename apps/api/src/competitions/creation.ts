import { COMPETITION_TYPE, isGroupManager, MAX_MATCHES_PER_COMPETITION, validateCompetitionForm, type CompetitionFormValues } from '@hadaf/domain';
import { nowOf } from '../football/index.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { num, type Row } from '../platform/database/rows.ts';
import { ApiError, forbidden, validationFailed } from '../platform/http/errors.ts';
import { domainMessage } from '../platform/http/messages.ts';
import type { HandlerContext } from '../platform/operations.ts';
import { enqueueRerank } from './jobs.ts';
import { joinCompetition, type Member } from './membership.ts';
import { competitionMessage } from './messages.ts';

/** Our reading of §9 "default budget 30 million when the competition has none": a fantasy budget of 0 means 30 M. */
const DEFAULT_FANTASY_BUDGET = 30;

type CreateBody = Schemas['CompetitionCreate'];

interface ChosenMatch {
  id: number;
  startAt: Date;
  leagueId: number;
  open: boolean;
}

/** The chosen matches, each with its league and whether a user competition may take it (an allowed league, not started). */
async function chosenMatches(context: HandlerContext, ids: readonly number[]): Promise<ChosenMatch[]> {
  const rows = await context.services.database.query<Row>(
    `SELECT m.id, m.start_at, m.state, s.league_id, l.allowed_for_user_competitions AS allowed
       FROM matches m JOIN seasons s ON s.id = m.season_id JOIN leagues l ON l.id = s.league_id WHERE m.id = ANY($1::bigint[])`,
    [ids],
  );
  const now = nowOf(context.services);
  return rows.map((row) => {
    const startAt = row.start_at as Date;
    return { id: num(row.id), startAt, leagueId: num(row.league_id), open: row.allowed === true && row.state === 'NOT_STARTED' && startAt > now };
  });
}

const fieldError = (context: HandlerContext, field: string, text: string) => validationFailed(text, { [field]: [text] });

/**
 * The domain's form rules (competitions §5), the matches read from the database and the server's clock (a first
 * match that leaves no day for review and joins is refused); any failure is a 422 in the caller's language.
 */
function checkForm(context: HandlerContext, body: CreateBody, matches: readonly ChosenMatch[]) {
  const matchLeagues = Object.fromEntries(matches.map((match) => [match.id, match.leagueId]));
  const matchStarts = Object.fromEntries(matches.map((match) => [match.id, match.startAt]));
  const values: CompetitionFormValues = {
    name: body.name,
    type: body.type,
    entry_fee: body.entry_fee,
    winning_strategy: body.winning_strategy,
    participants: body.participants,
    budget: body.budget ?? 0,
    // The client drops the league before submitting; the server knows it from the matches.
    fantasy_competition_id: body.type === COMPETITION_TYPE.fantasy ? (matches[0]?.leagueId ?? null) : null,
    match_ids: body.match_ids,
    group_id: body.group_id ?? null,
  };
  const errors = Object.entries(validateCompetitionForm(values, { matchLeagues, matchStarts, now: nowOf(context.services) }));
  if (errors.length === 0) return;
  const messages = Object.fromEntries(errors.map(([field, key]) => [field, [domainMessage(key, context.locale, { count: MAX_MATCHES_PER_COMPETITION })]]));
  throw validationFailed(context.t('invalidData'), messages);
}

/**
 * POST /v2/competitions (competitions §2 creation wizard, §5): any signed-in user creates; a group's competitions
 * only its managers. The new competition waits for an admin's review (pending-approval). With auto_join the creator
 * takes a seat at once when they can (their coins, their phone); a refused join never undoes the creation.
 */
export async function createUserCompetition(context: HandlerContext, body: CreateBody, member: Member): Promise<{ id: number; joined: boolean }> {
  const user = context.requireUser();
  const { database } = context.services;
  if (body.group_id !== null && body.group_id !== undefined) {
    const [membership] = await database.query<Row>('SELECT role FROM group_members WHERE group_id = $1 AND user_id = $2', [body.group_id, user.id]);
    if (!isGroupManager(membership ? (num(membership.role) === 2 ? 2 : 1) : 0)) throw forbidden(competitionMessage('groupManagersOnly', context.locale));
  }
  const ids = [...new Set(body.match_ids)];
  const matches = await chosenMatches(context, ids);
  if (matches.length < ids.length) throw fieldError(context, 'match_ids', competitionMessage('matchesUnknown', context.locale));
  if (matches.some((match) => !match.open)) throw fieldError(context, 'match_ids', competitionMessage('matchesNotAllowed', context.locale));
  checkForm(context, body, matches);

  const leagues = new Set(matches.map((match) => match.leagueId));
  const starts = matches.map((match) => match.startAt.getTime());
  const fantasy = body.type === COMPETITION_TYPE.fantasy;
  const now = nowOf(context.services);
  const name = body.name.trim();
  const id = await database.transaction(async (tx) => {
    const [row] = await tx.query<Row>(
      `INSERT INTO competitions (name_en, name_ar, type, league_id, status, creator_id, group_id, entry_fee, min_participants, max_participants,
         calculate_reward, reward, winning_strategy, budget, starts_at, ends_at, created_at)
       VALUES ($1, $1, $2, $3, 'pending-approval', $4, $5, $6, $7, $8, true, 0, $9, $10, $11, $12, $13) RETURNING id`,
      [
        name,
        body.type,
        leagues.size === 1 ? [...leagues][0] : null,
        user.id,
        body.group_id ?? null,
        body.entry_fee,
        body.participants.min,
        body.participants.max,
        body.winning_strategy,
        fantasy ? (body.budget && body.budget > 0 ? body.budget : DEFAULT_FANTASY_BUDGET) : null,
        new Date(Math.min(...starts)),
        new Date(Math.max(...starts)),
        now,
      ],
    );
    const competitionId = num(row!.id);
    await tx.query('INSERT INTO competition_matches (competition_id, match_id) SELECT $1, unnest($2::bigint[])', [competitionId, ids]);
    return competitionId;
  });
  if (!body.auto_join) return { id, joined: false };
  try {
    await joinCompetition(database, id, member, context.locale, now);
    await enqueueRerank(database, id);
    return { id, joined: true };
  } catch (error) {
    if (error instanceof ApiError) return { id, joined: false };
    throw error;
  }
}
