import type { QueryKey } from '@tanstack/react-query';
import type { DataOf, VariablesOf } from '../client/operations.ts';
import { updateProfile } from './profile-cache.ts';
import { defineInfiniteQuery, defineMutation, defineQuery } from './define.ts';
import type { EffectContext } from './define.ts';
import { languageKey } from './language.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The operations an app's first screen runs: the session (settings, login, logout, the profile and the language
 * setting), the frame's counts and the match list with its sidebar. A module of their own, so a bundle can run them
 * without the rest of the contract's table (./hooks.ts, whose `queries`, `infiniteQueries` and `mutations` hold these
 * too): import `coreQueries`… where the first screen's code needs a definition, `queries`… elsewhere.
 */

type SettingVariables = VariablesOf<'/me/settings', 'post'>;

/** Settings (platform §4): optimistic on the profile, rolled back on failure, confirmed by the server. */
const settingEffects = {
  onMutate: async ({ queryClient }: EffectContext, variables: SettingVariables) => {
    await queryClient.cancelQueries({ queryKey: queryKeys.profile.me() });
    const previous = queryClient.getQueriesData({ queryKey: queryKeys.profile.me() });
    const { key, value } = variables.body;
    updateProfile(queryClient, (user) => ({ ...user, settings: { ...user.settings, [key]: value } }));
    return { previous };
  },
  onError: ({ queryClient }: EffectContext, _error: unknown, _variables: SettingVariables, context: { previous: [QueryKey, unknown][] } | undefined) => {
    for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
  },
  onSuccess: ({ queryClient }: EffectContext, data: DataOf<'/me/settings', 'post'>) => {
    updateProfile(queryClient, (user) => ({ ...user, settings: data.data }));
  },
};

export const coreQueries = {
  /** getProfile */
  profile: defineQuery('/v2/profile/me', () => queryKeys.profile.me()),
  /** listMyNotifications (limit 5 for the recent list) */
  myNotifications: defineQuery('/v2/me/notifications', (p) => queryKeys.me.notifications.list(p?.query)),
  /** getNewPrizeCount */
  newPrizeCount: defineQuery('/v2/me/prizes/new-prize-count', () => queryKeys.me.prizes.newCount()),
  /** listJoinedCompetitionIds */
  joinedCompetitionIds: defineQuery('/me/joined-competition-ids', () => queryKeys.me.joinedCompetitionIds()),
  /** getAppSettings */
  appSettings: defineQuery('/settings', () => queryKeys.settings.app()),
  /** listPrizes */
  prizes: defineQuery('/v2/prizes', () => queryKeys.prizes.list()),
  /** listGames */
  games: defineQuery('/v2/games', (p) => queryKeys.games.list(p?.query)),
  /** getGame */
  game: defineQuery('/v2/games/{id}', (p) => queryKeys.games.detail(p!.path.id)),
  /** getGamePicks (fans' picks once predictions have closed; they do not change after, so they are kept a while) */
  gamePicks: defineQuery('/v2/games/{id}/picks', (p) => queryKeys.games.picks(p!.path.id), { staleTime: 5 * 60_000 }),
  /** getNeighbourMatchDates */
  neighbourMatchDates: defineQuery('/misc/upcoming-date-with-matches', (p) => queryKeys.games.neighbourDates(p?.query)),
  /** listCompetitions (also the fantasy leagues list with for-user-created-fantasy=1) */
  competitions: defineQuery('/v2/competitions', (p) => queryKeys.competitions.list(p?.query)),
};

export const coreInfiniteQueries = {
  games: defineInfiniteQuery('/v2/games', (p) => queryKeys.games.infinite(p?.query)),
};

type LogoutVariables = { refresh_token?: string } | void;

export const coreMutations = {
  /** issueToken: password or social grant; stores the tokens and refetches everything. */
  login: defineMutation({
    method: 'post',
    path: '/v2/oauth/token',
    after: (client, data) => client.tokenStore.setTokens(data),
    effects: {
      onSuccess: ({ queryClient, language }, data) => {
        if (data.user) queryClient.setQueryData(languageKey(queryKeys.profile.me(), language), { data: data.user });
        return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'profile' || !data.user });
      },
    },
  }),
  /** logout: revokes server-side, then clears tokens and the whole cache even if the call failed. */
  logout: defineMutation<'post', '/v2/logout', unknown, DataOf<'/v2/logout', 'post'>, LogoutVariables>({
    method: 'post',
    path: '/v2/logout',
    prepare: (client, variables) => {
      const token = (variables && variables.refresh_token) || client.tokenStore.getRefreshToken();
      return { body: token ? { refresh_token: token } : {} };
    },
    effects: {
      onSettled: ({ queryClient, client }) => {
        client.tokenStore.clear();
        queryClient.clear();
      },
    },
  }),
  /** updateMySetting: optimistic with rollback */
  updateSetting: defineMutation({ method: 'post', path: '/me/settings', effects: settingEffects }),
};

export const useProfile = coreQueries.profile.useQuery;
export const useNewPrizeCount = coreQueries.newPrizeCount.useQuery;
export const useMyNotifications = coreQueries.myNotifications.useQuery;
export const useJoinedCompetitionIds = coreQueries.joinedCompetitionIds.useQuery;
export const useAppSettings = coreQueries.appSettings.useQuery;
export const useGames = coreQueries.games.useQuery;
export const useGamesInfinite = coreInfiniteQueries.games.useInfiniteQuery;
export const useGame = coreQueries.game.useQuery;
export const useGamePicks = coreQueries.gamePicks.useQuery;
export const useNeighbourMatchDates = coreQueries.neighbourMatchDates.useQuery;
export const usePrizes = coreQueries.prizes.useQuery;
export const useCompetitions = coreQueries.competitions.useQuery;
export const useLogin = coreMutations.login.useMutation;
export const useLogout = coreMutations.logout.useMutation;
export const useUpdateSetting = coreMutations.updateSetting.useMutation;
