import { searchCompetitions, SEARCH_LIMIT, viewerOf } from '../competitions/index.ts';
import { nowOf, searchPlayers } from '../football/index.ts';
import { searchGroups } from '../groups/index.ts';
import type { Feature } from '../platform/feature.ts';
import { defineOperations } from '../platform/operations.ts';

/**
 * GET /v2/search (issue 30): what the search page finds beside the matches (GET /v2/games with the same q pages those):
 * competitions, groups and players, at most SEARCH_LIMIT of each, names matched in both languages.
 */
const searchOperations = defineOperations({
  search: {
    handler: async (request, _reply, context) => {
      const q = request.query.q.trim();
      if (q === '') return { data: { competitions: [], groups: [], players: [] } };
      const { database } = context.services;
      const [competitions, groups, players] = await Promise.all([
        searchCompetitions(database, q, viewerOf(context), context.locale, nowOf(context.services), context.services.config.appSettings.eksab_share),
        searchGroups(database, q, context.session?.user.id ?? null, SEARCH_LIMIT),
        searchPlayers(database, q, context.locale, SEARCH_LIMIT),
      ]);
      return { data: { competitions, groups, players } };
    },
  },
});

export const searchFeature: Feature = { name: 'search', operations: searchOperations };
