import { useMemo } from 'react';
import { useCompetitionsInfinite, type components } from '@hadaf/api-client';
import type { CompetitionCardData, CompetitionListItem, CompetitionListState } from '@hadaf/ui';
import { paths } from '@hadaf/domain';

type Competition = components['schemas']['Competition'];
export type CompetitionListQuery = NonNullable<NonNullable<Parameters<typeof useCompetitionsInfinite>[0]>['query']>;

/** What a card shows of a competition of the contract. */
export function cardOf(competition: Competition): CompetitionCardData {
  return {
    id: competition.id,
    name: competition.name,
    state: competition.state,
    status: competition.status,
    featured: competition.featured,
    coverUrl: competition.cover?.thumb ?? competition.cover?.original ?? null,
    start: competition.season.start,
    end: competition.season.end,
    entryFee: competition.entry_fee,
    reward: competition.reward,
    calculateReward: competition.calculate_reward,
    rewardMax: competition.reward_max,
    prizeNames: competition.prizes.map((prize) => prize.name),
    participants: { current: competition.participants.current, min: competition.participants.min, max: competition.participants.max ?? null },
    joined: competition.joined,
  };
}

/** competitions §2: a prediction card opens the competition's matches, a fantasy card its team setup. */
export const hrefOf = (competition: Competition) => paths.competitionTab(competition.id, competition.type === 2 ? 'team-setup' : 'matches');

export interface CompetitionListOptions {
  /** Leaves out featured competitions (the lobby shows them in their own section above the Upcoming list). */
  withoutFeatured?: boolean;
  enabled?: boolean;
}

/** One paged list of GET /v2/competitions as the ui's CompetitionGrid takes it: cards, Load More, loading, error and retry. */
export function useCompetitionList(query: CompetitionListQuery, { withoutFeatured = false, enabled = true }: CompetitionListOptions = {}): CompetitionListState {
  const list = useCompetitionsInfinite({ query }, { enabled });
  const items = useMemo<CompetitionListItem[]>(
    () =>
      (list.data?.pages.flatMap((page) => ('meta' in page ? page.data : [])) ?? [])
        // The server reads featured=0 as "no filter" (QueryFlag), so the Upcoming list drops the featured ones here.
        .filter((competition) => !withoutFeatured || !competition.featured)
        .map((competition) => ({ competition: cardOf(competition), href: hrefOf(competition) })),
    [list.data, withoutFeatured],
  );
  return {
    status: list.isPending ? 'loading' : list.isError && items.length === 0 ? 'error' : 'ready',
    items,
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    onLoadMore: () => void list.fetchNextPage(),
    onRetry: () => void list.refetch(),
  };
}
