import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGamesInfinite, useServerNow } from '@hadaf/api-client';
import { EmptyState, LoadMore, MatchList } from '@hadaf/ui';
import { paths } from '@hadaf/domain';
import { MatchesWithPanel } from '../../components/MatchesWithPanel.tsx';

/** The Matches tab: the competition's matches with the prediction panel of the matches page; /matches/{gameId} selects one. */
export function CompetitionMatches({ competitionId }: { competitionId: number }) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const gameParam = Number(useParams().gameId);
  const selectedId = Number.isInteger(gameParam) && gameParam > 0 ? gameParam : null;
  const games = useGamesInfinite({ query: { competition: competitionId } });
  const items = games.data?.pages.flatMap((page) => page.data) ?? [];
  const now = useServerNow();
  const select = useCallback(
    (id: number | null) => void navigate(id === null ? paths.competitionTab(competitionId, 'matches') : paths.competitionMatch(competitionId, id), { replace: true }),
    [competitionId, navigate],
  );
  return (
    <MatchesWithPanel
      selectedId={selectedId}
      items={items}
      onSelect={select}
      list={
        !games.isPending && items.length === 0 ? (
          <EmptyState message={t('competition.matches.empty')} />
        ) : (
          <div className="flex flex-col gap-3" data-testid="match-list">
            <MatchList matches={items} isLoading={games.isPending} selectedMatchId={selectedId} onMatchPress={(match) => select(match.id)} now={now} />
            <LoadMore hasNextPage={games.hasNextPage} isPending={games.isFetchingNextPage} onLoadMore={() => void games.fetchNextPage()} />
          </div>
        )
      }
    />
  );
}
