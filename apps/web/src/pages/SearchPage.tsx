import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGamesInfinite, useSearch, type components } from '@hadaf/api-client';
import { paths } from '@hadaf/domain';
import { SearchResults, type SearchSections, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { MatchesWithPanel } from '../components/MatchesWithPanel.tsx';
import { useUiArea } from '../hooks/useUiArea.ts';

type SearchAnswer = components['schemas']['SearchAnswer']['data'];

/** GET /v2/search's answer as the view's sections: each result links to its page (a player to their team's search). */
function sectionsOf(answer: SearchAnswer): SearchSections {
  return {
    competitions: answer.competitions.map((competition) => ({
      id: competition.id,
      name: competition.name,
      href: paths.competition(competition.id),
      type: competition.type,
      state: competition.state,
      start: competition.season.start || null,
      logoUrl: competition.season.competition.logo?.thumb ?? competition.cover?.thumb ?? null,
    })),
    groups: answer.groups.map((group) => ({ id: group.id, name: group.name, href: paths.group(group.id), type: group.type, memberCount: group.member_count })),
    players: answer.players.map((player) => ({
      id: player.id,
      name: player.common_name,
      photoUrl: player.image?.thumb ?? null,
      teamName: player.team.name,
      teamHref: paths.searchFor(player.team.name),
    })),
  };
}

/**
 * /search?q=: a search box (empty text does nothing); what is found, competitions, groups and players (GET /v2/search)
 * then the matches, paged with Load More (GET /v2/games); the prediction panel.
 */
export default function SearchPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  // The groups' privacy and member counts are the groups area's words.
  const ready = useUiArea('groups', 'lobby');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const searching = q.trim() !== '';
  const [text, setText] = useState(q);
  // A link to another search (a player's team) changes q on this same page: the box shows the new text.
  const [searched, setSearched] = useState(q);
  if (searched !== q) {
    setSearched(q);
    setText(q);
  }
  const matchParam = Number(params.get('match'));
  const selectedId = Number.isInteger(matchParam) && matchParam > 0 ? matchParam : null;
  const results = useGamesInfinite({ query: { q } }, { enabled: searching });
  const found = useSearch({ query: { q: q.trim() } }, { enabled: searching });
  const items = results.data?.pages.flatMap((page) => page.data) ?? [];
  const select = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('match');
        else next.set('match', String(id));
        return next;
      }),
    [setParams],
  );
  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t('pages.search')}</h1>
      <MatchesWithPanel
        selectedId={selectedId}
        items={items}
        onSelect={select}
        list={
          <SearchResults
            query={text}
            onQueryChange={setText}
            // The view ignores empty text (platform.md §2); a search starts over without a selection.
            onSearch={(query) => setParams({ q: query.trim() })}
            results={searching ? items : null}
            // Nothing is said before everything has answered: "no results" must not flash before the sections arrive.
            sections={found.data && !found.isError ? sectionsOf(found.data.data) : null}
            isLoading={searching && (results.isPending || (found.isPending && !found.isError) || !ready)}
            hasNextPage={results.hasNextPage}
            isLoadingMore={results.isFetchingNextPage}
            onLoadMore={() => void results.fetchNextPage()}
            selectedMatchId={selectedId}
            onMatchPress={(match) => select(match.id)}
          />
        }
      />
    </section>
  );
}
