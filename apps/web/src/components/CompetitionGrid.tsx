import { Fragment, type ReactNode } from 'react';
import { useCompetitionsInfinite, type components } from '@hadaf/api-client';
import { CompetitionCard, LoadMore, Loader, type CompetitionCardData } from '@hadaf/ui';
import { paths } from '@hadaf/domain';

type Competition = components['schemas']['Competition'];
export type CompetitionListQuery = NonNullable<Parameters<typeof useCompetitionsInfinite>[0]>['query'];

const cardOf = (competition: Competition): CompetitionCardData => ({
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
  participants: { current: competition.participants.current, max: competition.participants.max ?? null },
  joined: competition.joined,
});

/** competitions §2: a prediction card opens the matches, a fantasy card the team setup. */
const hrefOf = (competition: Competition) => paths.competitionTab(competition.id, competition.type === 2 ? 'team-setup' : 'matches');

export interface CompetitionGridProps {
  query: CompetitionListQuery;
  /** Shown when the list is empty; nothing when absent. */
  empty?: ReactNode;
  headingLevel?: 2 | 3;
  /** Leaves out featured competitions (the lobby shows them in their own section above). */
  withoutFeatured?: boolean;
  /** A card placed among the competitions after this many of them (the lobby's referral card). */
  insert?: { after: number; node: ReactNode } | null;
}

/** A page of competitions (GET /v2/competitions) as cards, with Load More: the lobby's lists and the profile's. */
export function CompetitionGrid({ query, empty = null, headingLevel = 2, withoutFeatured = false, insert = null }: CompetitionGridProps) {
  const list = useCompetitionsInfinite({ query });
  const items = (list.data?.pages.flatMap((page) => ('meta' in page ? page.data : [])) ?? []).filter((competition) => !withoutFeatured || !competition.featured);
  if (list.isPending) return <Loader />;
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((competition, index) => (
          <Fragment key={competition.id}>
            <li>
              <CompetitionCard competition={cardOf(competition)} href={hrefOf(competition)} headingLevel={headingLevel} />
            </li>
            {insert && index + 1 === insert.after ? <li>{insert.node}</li> : null}
          </Fragment>
        ))}
      </ul>
      <LoadMore hasNextPage={list.hasNextPage} isPending={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </div>
  );
}

/** Whether the first page of a list has any competition (the lobby's Featured section shows only then). */
export function useHasCompetitions(query: CompetitionListQuery): boolean {
  const list = useCompetitionsInfinite({ query });
  return list.data?.pages.some((page) => 'meta' in page && page.data.length > 0) ?? false;
}
