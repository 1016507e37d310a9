import { defineOperations } from '../platform/operations.ts';
import { notFound } from '../platform/http/errors.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import { DAY_MS, utcDay } from './clock.ts';
import { findMatch, findMatches, neighbourMatchDays, toMatchItems, type MatchFilter } from './games-repository.ts';
import { footballMessage } from './localized.ts';
import { flagOn, stateFilter } from './match-state.ts';
import { matchPicks } from './picks.ts';
import { savePredictions } from './predictions.ts';
import { nowOf } from './runtime.ts';
import { toMatch, toMatchItem } from './serialize.ts';
import { matchPage } from './match-pages.ts';
import { matchPageJson } from './match-page-json.ts';
import type { Database } from '../platform/database/database.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Services } from '../platform/services.ts';

/** Match items per page (the spec gives no size; the lists page with Load More). */
export const GAMES_PER_PAGE = 20;
/** competitions §5/§9: at most 500 games per competition, so the wizard never needs more. */
export const MATCHES_LIMIT = 500;
/** Without from/to, the wizard sees the next 30 days. */
const DEFAULT_MATCH_WINDOW_DAYS = 30;

/** A YYYY-MM-DD (already checked by the contract) as the UTC midnight starting it. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const latest = (...dates: (Date | undefined)[]) => dates.filter((d): d is Date => d !== undefined).sort((a, b) => b.getTime() - a.getTime())[0];
const earliest = (...dates: (Date | undefined)[]) => dates.filter((d): d is Date => d !== undefined).sort((a, b) => a.getTime() - b.getTime())[0];

/** GET /v2/games' filters from its query (the page and `joined` aside). */
function gamesFilter(query: { date?: string; from?: string; to?: string; state?: string; q?: string; competition?: number }): MatchFilter {
  // Day boundaries are UTC days; `date` and `from`/`to` together narrow to their overlap.
  const from = latest(query.date ? dayStart(query.date) : undefined, query.from ? dayStart(query.from) : undefined);
  const before = earliest(
    query.date ? new Date(dayStart(query.date).getTime() + DAY_MS) : undefined,
    query.to ? new Date(dayStart(query.to).getTime() + DAY_MS) : undefined,
  );
  return {
    from,
    before,
    state: stateFilter(query.state),
    q: query.q,
    // On this list `competition` is a Hadaf competition (its Matches tab, docs/decisions/competitions.md); the
    // wizard's /v2/matches reads it as the league.
    competitionId: query.competition,
  };
}

/** A page of the list from the shared pages (match-pages.ts), the viewer's predictions spliced in, as JSON bytes. */
async function sharedGamesJson(database: Database, filter: MatchFilter, page: number, viewer: number | null, now: Date, locale: Locale): Promise<Buffer> {
  const shared = await matchPage(database, filter, { limit: GAMES_PER_PAGE, offset: offsetOf(page, GAMES_PER_PAGE) }, viewer);
  return matchPageJson(shared.page, shared.predictions, now, locale, pageMeta(page, GAMES_PER_PAGE, shared.page.total));
}

/**
 * GET /v2/games?date=<day> exactly as a visitor gets it (page 1, every state, no words), as JSON text: the server
 * writes it into a visitor's /matches (app.ts, platform/http/web.ts) so the day's list renders without that call. It
 * is the call's own answer (the same kept page, read after match_pages_version), so never older than the call's.
 */
export async function visitorGamesJson(services: Services, day: string, locale: Locale): Promise<string> {
  return (await sharedGamesJson(services.database, gamesFilter({ date: day }), 1, null, nowOf(services), locale)).toString('utf8');
}

/** GET /misc/upcoming-date-with-matches?date=<day>'s answer: the nearest days before and after it with matches. */
export function neighbourMatchDates(services: Services, day: string): Promise<{ previous: string | null; next: string | null }> {
  const start = dayStart(day);
  return neighbourMatchDays(services.database, start, new Date(start.getTime() + DAY_MS));
}

export const gamesOperations = defineOperations({
  listGames: {
    identityOnly: true,
    handler: async (request, reply, context) => {
      const query = request.query;
      const page = query.page ?? 1;
      const { database } = context.services;
      const viewer = context.viewerId;
      const joined = flagOn(query.joined);
      // A visitor joined nothing: user 0 does not exist.
      const filter: MatchFilter = { ...gamesFilter(query), ...(joined ? { joinedBy: viewer ?? 0 } : {}) };
      const now = nowOf(context.services);
      const limits = { limit: GAMES_PER_PAGE, offset: offsetOf(page, GAMES_PER_PAGE) };
      if (joined) {
        // Joining does not move match_pages_version, so a joined list is never served from the shared pages.
        const { rows, total } = await findMatches(database, filter, limits);
        return { data: await toMatchItems(database, rows, viewer, now, context.locale), meta: pageMeta(page, GAMES_PER_PAGE, total) };
      }
      return reply.type('application/json; charset=utf-8').send(await sharedGamesJson(database, filter, page, viewer, now, context.locale));
    },
  },

  getGame: {
    handler: async (request, _reply, context) => {
      const { database } = context.services;
      const match = await findMatch(database, request.params.id);
      if (!match) throw notFound(footballMessage('matchNotFound', context.locale));
      const [item] = await toMatchItems(database, [match], context.session?.user.id ?? null, nowOf(context.services), context.locale);
      return { data: item! };
    },
  },

  getGamePicks: {
    handler: async (request, _reply, context) => {
      const { database } = context.services;
      const match = await findMatch(database, request.params.id);
      if (!match) throw notFound(footballMessage('matchNotFound', context.locale));
      return { data: await matchPicks(database, match, nowOf(context.services)) };
    },
  },

  listMatches: {
    handler: async (request, _reply, context) => {
      const query = request.query;
      const now = nowOf(context.services);
      const forUserCompetitions = flagOn(query['for-user-created-competitions']);
      const from = query.from ? dayStart(query.from) : dayStart(utcDay(now));
      const before = query.to ? new Date(dayStart(query.to).getTime() + DAY_MS) : new Date(from.getTime() + DEFAULT_MATCH_WINDOW_DAYS * DAY_MS);
      const filter: MatchFilter = {
        // A user-created competition can only hold matches nobody has started yet.
        from: forUserCompetitions ? latest(from, now) : from,
        before,
        leagueId: query.competition,
        userCompetitionLeagues: forUserCompetitions,
        state: forUserCompetitions ? 'NOT_STARTED' : null,
      };
      const { rows } = await findMatches(context.services.database, filter, { limit: MATCHES_LIMIT, offset: 0 });
      return { data: { data: rows.map((row) => toMatch(row, now, context.locale)) } };
    },
  },

  getNeighbourMatchDates: {
    handler: async (request, _reply, context) => neighbourMatchDates(context.services, request.query.date),
  },

  listMyPredictions: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const page = request.query.page ?? 1;
      const { database } = context.services;
      const filter: MatchFilter = { predictedBy: user.id };
      const { rows, total } = await findMatches(database, filter, { limit: GAMES_PER_PAGE, offset: offsetOf(page, GAMES_PER_PAGE), newestFirst: true });
      return { data: await toMatchItems(database, rows, user.id, nowOf(context.services), context.locale), meta: pageMeta(page, GAMES_PER_PAGE, total) };
    },
  },

  savePredictions: {
    identityOnly: true,
    handler: async (request, _reply, context) => {
      const userId = context.requireViewerId();
      const { database } = context.services;
      const now = nowOf(context.services);
      const saved = await savePredictions(database, userId, request.body, now, context.locale);
      return { data: toMatchItem(saved.match, saved.bets, saved.predictions, now, context.locale) };
    },
  },
});
