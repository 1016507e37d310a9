import { useQuery, useQueryClient } from '@tanstack/react-query';
import { languageKey, queries, useHadafClient, useQueryLanguage, useUsersInfinite, type components } from '@hadaf/api-client';
import { paths } from '@hadaf/domain';
import { CreatorsList, type CreatorCompetition } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { hrefOf } from '../hooks/useCompetitionList.ts';
import { useUiArea } from '../hooks/useUiArea.ts';
import { PageSpinner } from '../components/PageSpinner.tsx';

type Competition = components['schemas']['Competition'];

const openCompetition = (competition: Competition): CreatorCompetition => ({
  id: competition.id,
  name: competition.name,
  start: competition.season.start,
  entryFee: competition.entry_fee,
});

/** /creators (platform §1's creators section): the users with the creator flag, each with their open competitions. */
export default function CreatorsPage({ titleKey }: { titleKey: string }) {
  const ready = useUiArea('welcome', 'lobby');
  const client = useHadafClient();
  const users = useUsersInfinite({ query: { creator: '1' } });
  const creators = users.data?.pages.flatMap((page) => page.data) ?? [];
  const queryClient = useQueryClient();
  const ids = creators.map((creator) => creator.id);
  // One query over each creator's own list (each cached on its own): useQueries would add its code to every first load.
  const language = useQueryLanguage();
  const lists = useQuery({
    // Competition names are in the language asked in: keyed by it like every answer.
    queryKey: languageKey(['creators', 'open-competitions', ids], language),
    queryFn: () =>
      Promise.all(ids.map((id) => queryClient.fetchQuery(queries.competitions.options(client, { query: { creator_id: id, state: 'upcoming' } }, language)))),
    enabled: ids.length > 0,
  });
  const competitions = lists.data?.map((answer) => ('meta' in answer ? answer.data : [])) ?? [];
  const listed = competitions.flat();
  return (
    <>
      <DocumentTitle titleKey={titleKey} />
      {ready ? (
        <CreatorsList
          // The list is the page: its title is the page's h1.
          headingLevel={1}
          creators={creators.map((creator, index) => ({ ...creator, competitions: competitions[index]?.map(openCompetition) }))}
          competitionHref={(id) => {
            const competition = listed.find((candidate) => candidate.id === id);
            return competition ? hrefOf(competition) : paths.competition(Number(id));
          }}
          isLoading={users.isPending}
          hasNextPage={users.hasNextPage}
          isLoadingMore={users.isFetchingNextPage}
          onLoadMore={() => void users.fetchNextPage()}
        />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
