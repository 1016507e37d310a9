import type { components } from '../generated/schema.ts';
import type { BodyOf, DataOf, VariablesOf } from '../client/operations.ts';
import type { UploadProgressOptions } from '../client/upload.ts';
import { findCachedCompetition, updateDetail, updateJoinedIds, updateListItems, updateProfile } from './cache.ts';
import { defineInfiniteQuery, defineMutation, defineQuery } from './define.ts';
import type { EffectContext } from './define.ts';
import { languageKey } from './language.ts';
import { queryKeys } from './query-keys.ts';
import { coreInfiniteQueries, coreMutations, coreQueries } from './core.ts';

export * from './core.ts';

/**
 * One definition per operation of the contract (operationId in comments). Each gives `options` (usable
 * without React) and a named hook; paged lists also get an infinite variant. The operations an app's first screen
 * runs (the session, the frame's counts, the match list) are defined in ./core.ts and are part of these tables.
 */

type Schemas = components['schemas'];

/** Multipart bodies: binary fields (typed string by the generator) also take a File or Blob. */
export type MultipartBody<T> = { [K in keyof T]: NonNullable<T[K]> extends string ? T[K] | Blob : T[K] };

/** The multipart profile update's body (files as File/Blob). */
export type ProfileUpdateBody = MultipartBody<Schemas['ProfileUpdateMultipart']>;

/**
 * Variables of the multipart mutations: the body and, for a progress bar, `onUploadProgress(percent)` (0–100).
 * With it the upload goes through XMLHttpRequest (same headers, refresh and typed errors as any call).
 */
export type UploadVariables<B> = { body: B } & UploadProgressOptions;

const invalidate = (...keys: (readonly unknown[])[]) => (ctx: EffectContext) =>
  Promise.all(keys.map((queryKey) => ctx.queryClient.invalidateQueries({ queryKey })));

// ---------------------------------------------------------------- queries

export const queries = {
  ...coreQueries,
  /** listMyPredictions */
  myPredictions: defineQuery('/v2/me/predictions', (p) => queryKeys.me.predictions.list(p?.query)),
  /** listMyFriends */
  myFriends: defineQuery('/v2/me/friends', (p) => queryKeys.me.friends.list(p?.query)),
  /** listMyOrders */
  myOrders: defineQuery('/v2/me/orders', (p) => queryKeys.me.orders.list(p?.query)),
  /** listMyPrizes (the server marks them read: the new-prize count drops to 0) */
  myPrizes: defineQuery('/v2/me/prizes', (p) => queryKeys.me.prizes.list(p?.query)),
  /** listMatches */
  matches: defineQuery('/v2/matches', (p) => queryKeys.matches.list(p?.query)),
  /** getMatchScoreBreakdown */
  matchScoreBreakdown: defineQuery('/v2/matches/{id}/score-breakdown', (p) => queryKeys.matches.scoreBreakdown(p!.path.id, p!.query)),
  /** listPackages (platform §4: fetched once and cached) */
  packages: defineQuery('/v2/packages', () => queryKeys.packages.list(), { staleTime: Number.POSITIVE_INFINITY }),
  /** listTransactions */
  transactions: defineQuery('/v2/transactions', (p) => queryKeys.transactions.list(p?.query)),
  /** listPaymentCards */
  paymentCards: defineQuery('/v2/payments/{provider}/user-payment-cards', (p) => queryKeys.paymentCards.list({ provider: p!.path.provider })),
  /** listPlayers */
  players: defineQuery('/v2/players', (p) => queryKeys.players.list(p?.query)),
  /** listTeams */
  teams: defineQuery('/v2/teams', (p) => queryKeys.teams.list(p?.query)),
  /** listUsers */
  users: defineQuery('/v2/users', (p) => queryKeys.users.list(p?.query)),
  /** search: competitions, groups and players (the matches come paged from listGames with the same q) */
  search: defineQuery('/v2/search', (p) => queryKeys.search.list(p?.query)),
  /** listProducts (fetched once) */
  products: defineQuery('/v2/store/products', () => queryKeys.products.list(), { staleTime: Number.POSITIVE_INFINITY }),
  /** getCompetition */
  competition: defineQuery('/v2/competitions/{id}', (p) => queryKeys.competitions.detail(p!.path.id)),
  /** getTeamSetup */
  teamSetup: defineQuery('/v2/competitions/{id}/team-setup', (p) => queryKeys.competitions.teamSetup(p!.path.id, p!.query)),
  /** getSquadBreakdown */
  squadBreakdown: defineQuery('/v2/competitions/{id}/team-setup/breakdown', (p) => queryKeys.competitions.breakdown(p!.path.id, p!.query)),
  /** listRankings */
  rankings: defineQuery('/rankings', (p) => queryKeys.rankings.list(p?.query)),
  /** getMyRanking (cached until cache_until) */
  myRanking: defineQuery('/rankings/mine', (p) => queryKeys.rankings.mine(p?.query), {
    staleTime: (data) => (data?.cache_until ? Math.max(0, Date.parse(data.cache_until) - Date.now()) : 0),
  }),
  /** listGroups */
  groups: defineQuery('/v2/groups', (p) => queryKeys.groups.list(p?.query)),
  /** getGroup */
  group: defineQuery('/v2/groups/{id}', (p) => queryKeys.groups.detail(p!.path.id)),
  /** listGroupMembers */
  groupMembers: defineQuery('/v2/groups/{id}/members', (p) => queryKeys.groups.members(p!.path.id, p!.query)),
  /** getGroupMember */
  groupMember: defineQuery('/v2/groups/{id}/members/{userId}', (p) => queryKeys.groups.member(p!.path.id, p!.path.userId)),
  /** listGroupNonMembers */
  groupNonMembers: defineQuery('/v2/groups/{id}/non-members', (p) => queryKeys.groups.nonMembers(p!.path.id, p!.query)),
  /** listGroupRanking */
  groupRanking: defineQuery('/v2/groups/{id}/ranking', (p) => queryKeys.groups.ranking(p!.path.id, p!.query)),
  /** getHealth */
  health: defineQuery('/health', () => queryKeys.system.health()),
  /** adminListOrders */
  adminOrders: defineQuery('/admin/orders', (p) => queryKeys.adminOrders.list(p?.query)),
  /** adminListRedemptions (status filter, default pending; oldest first) */
  adminRedemptions: defineQuery('/admin/prize-redemptions', (p) => queryKeys.adminRedemptions.list(p?.query)),
  /** adminListCompetitions (status filter, default pending-approval; search q) */
  adminCompetitions: defineQuery('/admin/competitions', (p) => queryKeys.adminCompetitions.list(p?.query)),
  /** getDevOutbox */
  devOutbox: defineQuery('/dev/outbox', (p) => queryKeys.system.outbox(p?.query)),
};

/** Every paged list ({data, meta: {current_page, last_page}}) as an infinite query. */
export const infiniteQueries = {
  ...coreInfiniteQueries,
  myPredictions: defineInfiniteQuery('/v2/me/predictions', (p) => queryKeys.me.predictions.infinite(p?.query)),
  myFriends: defineInfiniteQuery('/v2/me/friends', (p) => queryKeys.me.friends.infinite(p?.query)),
  myOrders: defineInfiniteQuery('/v2/me/orders', (p) => queryKeys.me.orders.infinite(p?.query)),
  myPrizes: defineInfiniteQuery('/v2/me/prizes', (p) => queryKeys.me.prizes.infinite(p?.query)),
  myNotifications: defineInfiniteQuery('/v2/me/notifications', (p) => queryKeys.me.notifications.infinite(p?.query)),
  transactions: defineInfiniteQuery('/v2/transactions', (p) => queryKeys.transactions.infinite(p?.query)),
  players: defineInfiniteQuery('/v2/players', (p) => queryKeys.players.infinite(p?.query)),
  users: defineInfiniteQuery('/v2/users', (p) => queryKeys.users.infinite(p?.query)),
  competitions: defineInfiniteQuery('/v2/competitions', (p) => queryKeys.competitions.infinite(p?.query)),
  rankings: defineInfiniteQuery('/rankings', (p) => queryKeys.rankings.infinite(p?.query)),
  groups: defineInfiniteQuery('/v2/groups', (p) => queryKeys.groups.infinite(p?.query)),
  groupMembers: defineInfiniteQuery('/v2/groups/{id}/members', (p) => queryKeys.groups.membersInfinite(p!.path.id, p!.query)),
  groupNonMembers: defineInfiniteQuery('/v2/groups/{id}/non-members', (p) => queryKeys.groups.nonMembersInfinite(p!.path.id, p!.query)),
  groupRanking: defineInfiniteQuery('/v2/groups/{id}/ranking', (p) => queryKeys.groups.rankingInfinite(p!.path.id)),
  adminOrders: defineInfiniteQuery('/admin/orders', (p) => queryKeys.adminOrders.infinite(p?.query)),
  adminRedemptions: defineInfiniteQuery('/admin/prize-redemptions', (p) => queryKeys.adminRedemptions.infinite(p?.query)),
  adminCompetitions: defineInfiniteQuery('/admin/competitions', (p) => queryKeys.adminCompetitions.infinite(p?.query)),
};

// ---------------------------------------------------------------- mutation effects

type CompetitionVariables = VariablesOf<'/v2/competitions/{id}/join', 'post'>;
type JoinResult = DataOf<'/v2/competitions/{id}/join', 'post'>;

/**
 * Join/leave (competitions §4): detail and list items get joined and participants from the server
 * (±1), the profile coins move by the entry fee (the server's balance when given), the joined ids list
 * gains or loses the id.
 */
function competitionMembership(joined: boolean) {
  return {
    onSuccess: ({ queryClient, language }: EffectContext, data: JoinResult, variables: CompetitionVariables) => {
      const id = variables.params.path.id;
      const before = findCachedCompetition(queryClient, id, language);
      const server = data.data;
      const wasJoined = before?.joined ?? !joined;
      const delta = wasJoined === joined ? 0 : joined ? 1 : -1;
      const participants = server?.participants ?? (before ? { ...before.participants, current: Math.max(0, before.participants.current + delta) } : undefined);
      const apply = (item: Schemas['Competition']): Schemas['Competition'] => ({
        ...item,
        ...(server ?? {}),
        matches: server?.matches ?? item.matches,
        joined,
        ...(participants ? { participants } : {}),
      });
      updateDetail<Schemas['Competition']>(queryClient, queryKeys.competitions.detail(id), apply, language);
      updateListItems<Schemas['Competition']>(queryClient, queryKeys.competitions.lists(), id, apply, language);
      const fee = server?.entry_fee ?? before?.entry_fee ?? 0;
      updateProfile(
        queryClient,
        (user) => ({
          ...user,
          coins: typeof data.coins === 'number' ? data.coins : Math.max(0, user.coins + (joined ? -fee : fee) * Math.abs(delta)),
        }),
      );
      updateJoinedIds(queryClient, id, joined, language);
      // The ranking lists who is in after the re-rank the join asks for (pending meanwhile); the wallet lists the fee or refund.
      void queryClient.invalidateQueries({ queryKey: queryKeys.rankings.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.transactions.all });
    },
  };
}

type PredictionVariables = VariablesOf<'/v2/predictions/multiple', 'post'>;

/** Saving predictions: the returned match replaces the cached one (detail and lists), then lists refetch. */
const predictionEffects = {
  onSuccess: async ({ queryClient, language }: EffectContext, data: DataOf<'/v2/predictions/multiple', 'post'>, variables: PredictionVariables) => {
    const id = data.data?.id ?? variables.body.game_id;
    queryClient.setQueryData(languageKey(queryKeys.games.detail(id), language), { data: data.data });
    updateListItems<Schemas['MatchItem']>(queryClient, queryKeys.games.lists(), id, () => data.data, language);
    updateListItems<Schemas['MatchItem']>(queryClient, queryKeys.me.predictions.lists(), id, () => data.data, language);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.games.lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.me.predictions.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.matches.all }),
    ]);
  },
};

function setBalance({ queryClient }: EffectContext, balance: number) {
  updateProfile(queryClient, (user) => ({ ...user, coins: balance }));
}

const profileFromResponse = {
  onSuccess: ({ queryClient, language }: EffectContext, data: { data: Schemas['User'] }) => {
    queryClient.setQueryData(languageKey(queryKeys.profile.me(), language), { data: data.data });
  },
};

// Typed loosely on purpose: each mutation names its own path so its variables come from the contract, not from here.
type GroupPathVariables = { params: { path: { id: number } } };
const groupChanged = {
  onSuccess: ({ queryClient }: EffectContext, _data: unknown, variables: GroupPathVariables) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.groups.detail(variables.params.path.id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.groups.lists() }),
    ]),
};

/** An invitation answered: the group, the group lists and the fan's notices about it (marked read) refetch. */
const invitationAnswered = {
  onSuccess: (ctx: EffectContext, data: unknown, variables: GroupPathVariables) =>
    Promise.all([groupChanged.onSuccess(ctx, data, variables), ctx.queryClient.invalidateQueries({ queryKey: queryKeys.me.notifications.all })]),
};

/** A redemption request decided or completed: the admins' queue (every status and page) and the user's prizes refetch. */
const redemptionDecided = invalidate(queryKeys.adminRedemptions.all, queryKeys.me.prizes.all);

// ---------------------------------------------------------------- mutations

export const mutations = {
  ...coreMutations,
  /** registerEmail (the app then logs in with the same credentials). */
  register: defineMutation({ method: 'post', path: '/v2/register/email' }),
  /** forgetPassword */
  forgetPassword: defineMutation({ method: 'post', path: '/v2/forget-password' }),
  /** resetPassword */
  resetPassword: defineMutation({ method: 'post', path: '/v2/reset-password' }),
  /** sendVerificationEmail */
  sendVerificationEmail: defineMutation({ method: 'post', path: '/v2/send-verification-email' }),
  /** updateProfile, multipart (files as File/Blob; onUploadProgress for a progress bar) */
  updateProfile: defineMutation<'post', '/v2/profile', unknown, DataOf<'/v2/profile', 'post'>, UploadVariables<ProfileUpdateBody>>({
    method: 'post',
    path: '/v2/profile',
    encoding: 'multipart',
    effects: profileFromResponse,
  }),
  /** updateProfile, JSON variant with base64 files */
  updateProfileJson: defineMutation({ method: 'post', path: '/v2/profile', effects: profileFromResponse }),
  /** sendPhoneOtp */
  sendPhoneOtp: defineMutation({ method: 'post', path: '/v2/profile/phone-number/send-otp' }),
  /** changePhoneNumber: updates the profile */
  changePhoneNumber: defineMutation({ method: 'post', path: '/v2/profile/phone-number/change', effects: profileFromResponse }),
  /** markPrizesRead: new-prize count to 0 */
  markPrizesRead: defineMutation({
    method: 'post',
    path: '/v2/me/prizes/mark-as-read',
    effects: { onSuccess: ({ queryClient, language }) => queryClient.setQueryData(languageKey(queryKeys.me.prizes.newCount(), language), { count: 0 }) },
  }),
  /** markNotificationsRead: count to 0, cached notifications read */
  markNotificationsRead: defineMutation({
    method: 'post',
    path: '/v2/me/notifications/mark-as-read',
    effects: {
      onSuccess: ({ queryClient }) => {
        const now = new Date().toISOString();
        type NotificationPage = DataOf<'/v2/me/notifications', 'get'>;
        const markPage = (page: NotificationPage): NotificationPage => ({
          ...page,
          new_count: 0,
          data: page.data.map((item) => (item.read_at ? item : { ...item, read_at: now })),
        });
        queryClient.setQueriesData<unknown>({ queryKey: queryKeys.me.notifications.all }, (old: unknown) => {
          if (!old || typeof old !== 'object') return old;
          if ('pages' in old) {
            const infinite = old as { pages: NotificationPage[] };
            return { ...infinite, pages: infinite.pages.map(markPage) };
          }
          return 'data' in old ? markPage(old as NotificationPage) : old;
        });
      },
    },
  }),
  /** savePredictions */
  savePredictions: defineMutation({ method: 'post', path: '/v2/predictions/multiple', effects: predictionEffects }),
  /** chargePrepaidCard: coins balance */
  chargePrepaidCard: defineMutation({
    method: 'post',
    path: '/prepaid-cards/charge',
    effects: { onSuccess: (ctx, data) => (setBalance(ctx, data.balance), invalidate(queryKeys.transactions.all)(ctx)) },
  }),
  /** redeemVoucher: coins balance (VoucherRedeemedError for code 1002) */
  redeemVoucher: defineMutation({
    method: 'post',
    path: '/v2/vouchers/redeem',
    effects: { onSuccess: (ctx, data) => (setBalance(ctx, data.balance), invalidate(queryKeys.transactions.all)(ctx)) },
  }),
  /** generateRedemptionForms, multipart (the two scans; onUploadProgress for a progress bar) */
  generateRedemptionForms: defineMutation<
    'post',
    '/v2/prize-redemption/generate-redemption-forms',
    unknown,
    DataOf<'/v2/prize-redemption/generate-redemption-forms', 'post'>,
    UploadVariables<MultipartBody<BodyOf<'/v2/prize-redemption/generate-redemption-forms', 'post'>>>
  >({
    method: 'post',
    path: '/v2/prize-redemption/generate-redemption-forms',
    encoding: 'multipart',
  }),
  /** submitRedemptionRequest, multipart (onUploadProgress for a progress bar): prizes and profile refetch */
  submitRedemptionRequest: defineMutation<
    'post',
    '/v2/prize-redemption/submit-redemption-request',
    unknown,
    DataOf<'/v2/prize-redemption/submit-redemption-request', 'post'>,
    UploadVariables<MultipartBody<BodyOf<'/v2/prize-redemption/submit-redemption-request', 'post'>>>
  >({
    method: 'post',
    path: '/v2/prize-redemption/submit-redemption-request',
    encoding: 'multipart',
    effects: {
      onSuccess: (ctx, data) => {
        updateListItems<Schemas['UserPrize']>(ctx.queryClient, queryKeys.me.prizes.lists(), data.data.id, () => data.data, ctx.language);
        return invalidate(queryKeys.me.prizes.all, queryKeys.profile.all)(ctx);
      },
    },
  }),
  /** generateReferenceCode */
  generateReferenceCode: defineMutation({
    method: 'post',
    path: '/v2/payments/{provider}/generate-reference-code',
    effects: { onSuccess: invalidate(queryKeys.transactions.all) },
  }),
  /** generatePaymentLink (the app then redirects to data.link) */
  generatePaymentLink: defineMutation({ method: 'post', path: '/v2/payments/{provider}/generate-payment-link' }),
  /** deletePaymentCard: removed from the cached list */
  deletePaymentCard: defineMutation({
    method: 'delete',
    path: '/v2/payments/{provider}/user-payment-cards',
    effects: {
      onSuccess: ({ queryClient }, _data, variables) => {
        queryClient.setQueriesData<{ data: Schemas['PaymentCard'][] }>({ queryKey: queryKeys.paymentCards.all }, (old) =>
          old ? { ...old, data: old.data.filter((card) => card.token !== variables.body.token) } : old,
        );
      },
    },
  }),
  /** placeOrder: coins reduced by the price (server balance), orders and the wallet's lines refetch */
  placeOrder: defineMutation({
    method: 'post',
    path: '/v2/store/place-order',
    effects: { onSuccess: (ctx, data) => (setBalance(ctx, data.coins), invalidate(queryKeys.me.orders.all, queryKeys.transactions.all)(ctx)) },
  }),
  /** createCompetition */
  createCompetition: defineMutation({
    method: 'post',
    path: '/v2/competitions',
    effects: {
      onSuccess: (ctx, data) => {
        ctx.queryClient.setQueryData(languageKey(queryKeys.competitions.detail(data.data.id), ctx.language), { data: data.data });
        if (data.data.joined) updateJoinedIds(ctx.queryClient, data.data.id, true, ctx.language);
        return invalidate(queryKeys.competitions.lists(), ...(data.data.joined ? [queryKeys.profile.all] : []))(ctx);
      },
    },
  }),
  /** joinCompetition */
  joinCompetition: defineMutation({ method: 'post', path: '/v2/competitions/{id}/join', effects: competitionMembership(true) }),
  /** leaveCompetition */
  leaveCompetition: defineMutation({ method: 'post', path: '/v2/competitions/{id}/leave', effects: competitionMembership(false) }),
  /** saveTeamSetup: the saved squad replaces the cached one */
  saveTeamSetup: defineMutation({
    method: 'post',
    path: '/v2/competitions/{id}/team-setup',
    effects: {
      onSuccess: ({ queryClient, language }, data, variables) => {
        queryClient.setQueryData(languageKey(queryKeys.competitions.teamSetup(variables.params.path.id), language), { data: data.data });
      },
    },
  }),
  /** createGroup: then add members with addGroupMembersBulk */
  createGroup: defineMutation({
    method: 'post',
    path: '/v2/groups',
    effects: {
      onSuccess: (ctx, data) => {
        ctx.queryClient.setQueryData(languageKey(queryKeys.groups.detail(data.data.data.id), ctx.language), { data: data.data.data });
        return invalidate(queryKeys.groups.lists())(ctx);
      },
    },
  }),
  /** joinGroup */
  joinGroup: defineMutation({
    method: 'post',
    path: '/v2/groups/{id}/join',
    effects: {
      onSuccess: (ctx, data, variables) => {
        ctx.queryClient.setQueryData(languageKey(queryKeys.groups.detail(variables.params.path.id), ctx.language), { data: data.data });
        updateListItems<Schemas['Group']>(ctx.queryClient, queryKeys.groups.lists(), variables.params.path.id, () => data.data, ctx.language);
        return invalidate(queryKeys.groups.lists(), queryKeys.groups.detail(variables.params.path.id))(ctx);
      },
    },
  }),
  /** addGroupMember */
  addGroupMember: defineMutation<'post', '/v2/groups/{id}/members'>({ method: 'post', path: '/v2/groups/{id}/members', effects: groupChanged }),
  /** addGroupMembersBulk */
  addGroupMembersBulk: defineMutation<'post', '/v2/groups/{id}/members/bulk'>({ method: 'post', path: '/v2/groups/{id}/members/bulk', effects: groupChanged }),
  /** acceptGroupInvitation: the invited fan joins */
  acceptGroupInvitation: defineMutation<'post', '/v2/groups/{id}/invitation'>({ method: 'post', path: '/v2/groups/{id}/invitation', effects: invitationAnswered }),
  /** declineGroupInvitation: the invitation is dropped */
  declineGroupInvitation: defineMutation<'delete', '/v2/groups/{id}/invitation'>({ method: 'delete', path: '/v2/groups/{id}/invitation', effects: invitationAnswered }),
  /** updateGroupMember (role 1 or 2) */
  updateGroupMember: defineMutation<'patch', '/v2/groups/{id}/members/{userId}'>({ method: 'patch', path: '/v2/groups/{id}/members/{userId}', effects: groupChanged }),
  /** removeGroupMember (also leaving a group) */
  removeGroupMember: defineMutation<'delete', '/v2/groups/{id}/members/{userId}'>({ method: 'delete', path: '/v2/groups/{id}/members/{userId}', effects: groupChanged }),
  /** adminUpdateMatch */
  adminUpdateMatch: defineMutation({ method: 'patch', path: '/admin/matches/{id}', effects: { onSuccess: invalidate(queryKeys.matches.all, queryKeys.games.all) } }),
  /** adminAddMatchEvent */
  adminAddMatchEvent: defineMutation({ method: 'post', path: '/admin/matches/{id}/events', effects: { onSuccess: invalidate(queryKeys.matches.all) } }),
  /** adminCorrectResult */
  adminCorrectResult: defineMutation({
    method: 'post',
    path: '/admin/matches/{id}/correct-result',
    effects: { onSuccess: invalidate(queryKeys.matches.all, queryKeys.games.all, queryKeys.rankings.all) },
  }),
  /** adminApproveCompetition */
  adminApproveCompetition: defineMutation({ method: 'post', path: '/admin/competitions/{id}/approve', effects: { onSuccess: invalidate(queryKeys.competitions.all, queryKeys.adminCompetitions.all) } }),
  /** adminRejectCompetition */
  adminRejectCompetition: defineMutation({ method: 'post', path: '/admin/competitions/{id}/reject', effects: { onSuccess: invalidate(queryKeys.competitions.all, queryKeys.adminCompetitions.all) } }),
  /** adminApproveRedemption: the review queue and the user's prizes refetch */
  adminApproveRedemption: defineMutation({ method: 'post', path: '/admin/prize-redemptions/{id}/approve', effects: { onSuccess: redemptionDecided } }),
  /** adminRejectRedemption: the review queue and the user's prizes refetch */
  adminRejectRedemption: defineMutation({ method: 'post', path: '/admin/prize-redemptions/{id}/reject', effects: { onSuccess: redemptionDecided } }),
  /** adminCompleteRedemption: an approved E-Wallet transfer recorded as sent (the review queue and the user's prizes refetch) */
  adminCompleteRedemption: defineMutation({ method: 'post', path: '/admin/prize-redemptions/{id}/complete', effects: { onSuccess: redemptionDecided } }),
  /** adminImportOpenfootball */
  adminImportOpenfootball: defineMutation({
    method: 'post',
    path: '/admin/imports/openfootball',
    effects: { onSuccess: invalidate(queryKeys.matches.all, queryKeys.games.all, queryKeys.teams.all) },
  }),
  /** createVoucher: a promo code (admin) */
  createVoucher: defineMutation({ method: 'post', path: '/admin/vouchers' }),
  /** createPrepaidCards: a batch of prepaid card codes (admin) */
  createPrepaidCards: defineMutation({ method: 'post', path: '/admin/prepaid-cards' }),
  /** adminUpdateOrder: a cancelled order refunds its coins (the fan's orders and balance refetch) */
  adminUpdateOrder: defineMutation({ method: 'patch', path: '/admin/orders/{id}', effects: { onSuccess: invalidate(queryKeys.adminOrders.all, queryKeys.me.orders.all) } }),
  /** devPayReference: the sandbox provider pays a reference code (development only) */
  devPayReference: defineMutation({ method: 'post', path: '/dev/payments/{gateway}/{reference}/pay', effects: { onSuccess: invalidate(queryKeys.transactions.all, queryKeys.profile.all) } }),
};

// ---------------------------------------------------------------- named hooks

export const useMyPredictions = queries.myPredictions.useQuery;
export const useMyPredictionsInfinite = infiniteQueries.myPredictions.useInfiniteQuery;
export const useMyFriends = queries.myFriends.useQuery;
export const useMyFriendsInfinite = infiniteQueries.myFriends.useInfiniteQuery;
export const useMyOrders = queries.myOrders.useQuery;
export const useMyOrdersInfinite = infiniteQueries.myOrders.useInfiniteQuery;
export const useMyPrizes = queries.myPrizes.useQuery;
export const useMyPrizesInfinite = infiniteQueries.myPrizes.useInfiniteQuery;
export const useMyNotificationsInfinite = infiniteQueries.myNotifications.useInfiniteQuery;
export const useMatches = queries.matches.useQuery;
export const useMatchScoreBreakdown = queries.matchScoreBreakdown.useQuery;
export const usePackages = queries.packages.useQuery;
export const useTransactions = queries.transactions.useQuery;
export const useTransactionsInfinite = infiniteQueries.transactions.useInfiniteQuery;
export const usePaymentCards = queries.paymentCards.useQuery;
export const usePlayers = queries.players.useQuery;
export const usePlayersInfinite = infiniteQueries.players.useInfiniteQuery;
export const useTeams = queries.teams.useQuery;
export const useUsers = queries.users.useQuery;
export const useUsersInfinite = infiniteQueries.users.useInfiniteQuery;
export const useSearch = queries.search.useQuery;
export const useProducts = queries.products.useQuery;
export const useCompetitionsInfinite = infiniteQueries.competitions.useInfiniteQuery;
export const useCompetition = queries.competition.useQuery;
export const useTeamSetup = queries.teamSetup.useQuery;
export const useSquadBreakdown = queries.squadBreakdown.useQuery;
export const useRankings = queries.rankings.useQuery;
export const useRankingsInfinite = infiniteQueries.rankings.useInfiniteQuery;
export const useMyRanking = queries.myRanking.useQuery;
export const useGroups = queries.groups.useQuery;
export const useGroupsInfinite = infiniteQueries.groups.useInfiniteQuery;
export const useGroup = queries.group.useQuery;
export const useGroupMembers = queries.groupMembers.useQuery;
export const useGroupMembersInfinite = infiniteQueries.groupMembers.useInfiniteQuery;
export const useGroupMember = queries.groupMember.useQuery;
export const useGroupNonMembers = queries.groupNonMembers.useQuery;
export const useGroupNonMembersInfinite = infiniteQueries.groupNonMembers.useInfiniteQuery;
export const useGroupRanking = queries.groupRanking.useQuery;
export const useGroupRankingInfinite = infiniteQueries.groupRanking.useInfiniteQuery;
export const useHealth = queries.health.useQuery;
export const useDevOutbox = queries.devOutbox.useQuery;

export const useRegister = mutations.register.useMutation;
export const useForgetPassword = mutations.forgetPassword.useMutation;
export const useResetPassword = mutations.resetPassword.useMutation;
export const useSendVerificationEmail = mutations.sendVerificationEmail.useMutation;
export const useUpdateProfile = mutations.updateProfile.useMutation;
export const useUpdateProfileJson = mutations.updateProfileJson.useMutation;
export const useSendPhoneOtp = mutations.sendPhoneOtp.useMutation;
export const useChangePhoneNumber = mutations.changePhoneNumber.useMutation;
export const useMarkPrizesRead = mutations.markPrizesRead.useMutation;
export const useMarkNotificationsRead = mutations.markNotificationsRead.useMutation;
export const useSavePredictions = mutations.savePredictions.useMutation;
/** POST /v2/predictions/multiple (alias of useSavePredictions). */
export const usePredictMultiple = mutations.savePredictions.useMutation;
export const useChargePrepaidCard = mutations.chargePrepaidCard.useMutation;
export const useRedeemVoucher = mutations.redeemVoucher.useMutation;
export const useGenerateRedemptionForms = mutations.generateRedemptionForms.useMutation;
export const useSubmitRedemptionRequest = mutations.submitRedemptionRequest.useMutation;
export const useGenerateReferenceCode = mutations.generateReferenceCode.useMutation;
export const useGeneratePaymentLink = mutations.generatePaymentLink.useMutation;
export const useDeletePaymentCard = mutations.deletePaymentCard.useMutation;
export const usePlaceOrder = mutations.placeOrder.useMutation;
export const useCreateCompetition = mutations.createCompetition.useMutation;
export const useJoinCompetition = mutations.joinCompetition.useMutation;
export const useLeaveCompetition = mutations.leaveCompetition.useMutation;
export const useSaveTeamSetup = mutations.saveTeamSetup.useMutation;
export const useCreateGroup = mutations.createGroup.useMutation;
export const useJoinGroup = mutations.joinGroup.useMutation;
export const useAddGroupMember = mutations.addGroupMember.useMutation;
export const useAddGroupMembersBulk = mutations.addGroupMembersBulk.useMutation;
export const useAcceptGroupInvitation = mutations.acceptGroupInvitation.useMutation;
export const useDeclineGroupInvitation = mutations.declineGroupInvitation.useMutation;
export const useUpdateGroupMember = mutations.updateGroupMember.useMutation;
export const useRemoveGroupMember = mutations.removeGroupMember.useMutation;
export const useAdminUpdateMatch = mutations.adminUpdateMatch.useMutation;
export const useAdminAddMatchEvent = mutations.adminAddMatchEvent.useMutation;
export const useAdminCorrectResult = mutations.adminCorrectResult.useMutation;
export const useAdminApproveCompetition = mutations.adminApproveCompetition.useMutation;
export const useAdminRejectCompetition = mutations.adminRejectCompetition.useMutation;
export const useAdminApproveRedemption = mutations.adminApproveRedemption.useMutation;
export const useAdminRejectRedemption = mutations.adminRejectRedemption.useMutation;
export const useAdminCompleteRedemption = mutations.adminCompleteRedemption.useMutation;
export const useAdminImportOpenfootball = mutations.adminImportOpenfootball.useMutation;
export const useCreateVoucher = mutations.createVoucher.useMutation;
export const useCreatePrepaidCards = mutations.createPrepaidCards.useMutation;
export const useAdminUpdateOrder = mutations.adminUpdateOrder.useMutation;
export const useDevPayReference = mutations.devPayReference.useMutation;
export const useAdminOrders = queries.adminOrders.useQuery;
export const useAdminOrdersInfinite = infiniteQueries.adminOrders.useInfiniteQuery;
export const useAdminRedemptions = queries.adminRedemptions.useQuery;
export const useAdminRedemptionsInfinite = infiniteQueries.adminRedemptions.useInfiniteQuery;
export const useAdminCompetitions = queries.adminCompetitions.useQuery;
export const useAdminCompetitionsInfinite = infiniteQueries.adminCompetitions.useInfiniteQuery;
