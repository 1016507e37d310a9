import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useGamesInfinite, useMatchScoreBreakdown, useServerNow, type components } from '@hadaf/api-client';
import { EmptyState, LoadMore, MatchList, ScoreBreakdown, type ScoreBreakdownRow, useTranslation } from '@hadaf/ui';
import { paths } from '@hadaf/domain';
import { useSession } from '../../app/session.tsx';
import { MatchesWithPanel } from '../../components/MatchesWithPanel.tsx';
import { toTeamView } from './fantasy-views.ts';

type BreakdownItem = components['schemas']['ScoreBreakdownItem'];

/**
 * The Matches tab: the competition's matches with the prediction panel of the matches page, or in a fantasy
 * competition the fan's squad's score breakdown of the match; /matches/{gameId} selects one.
 */
export function CompetitionMatches({ competitionId, fantasy = false }: { competitionId: number; fantasy?: boolean }) {
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
  const list =
    !games.isPending && items.length === 0 ? (
      <EmptyState message={t('competition.matches.empty')} />
    ) : (
      <div className="flex flex-col gap-3" data-testid="match-list">
        <MatchList matches={items} isLoading={games.isPending} selectedMatchId={selectedId} onMatchPress={(match) => select(match.id)} now={now} />
        <LoadMore hasNextPage={games.hasNextPage} isPending={games.isFetchingNextPage} onLoadMore={() => void games.fetchNextPage()} />
      </div>
    );
  if (fantasy) {
    return (
      <div className="grid gap-4 lg:grid-cols-2">
        {list}
        {selectedId === null ? null : <FantasyBreakdown competitionId={competitionId} matchId={selectedId} />}
      </div>
    );
  }
  return (
    <MatchesWithPanel
      selectedId={selectedId}
      items={items}
      onSelect={select}
      list={list}
    />
  );
}

const toRow = (item: BreakdownItem): ScoreBreakdownRow => ({
  player: {
    id: item.player.id,
    name: item.player.common_name,
    position: item.player.position ?? 'Midfielder',
    team: toTeamView(item.player.team),
    photoUrl: item.player.image?.thumb ?? null,
    price: 0,
  },
  stats: item.stats,
  isCaptain: item.is_captain === true,
  substitutedOn: item.counted === true && item.is_substitute === true,
  didNotCount: item.counted === false,
});

/** The fan's squad in one match: each player's points by event group (competitions §2 Matches tab). */
function FantasyBreakdown({ competitionId, matchId }: { competitionId: number; matchId: number }) {
  const { loggedIn } = useSession();
  const breakdown = useMatchScoreBreakdown({ path: { id: matchId }, query: { competition: competitionId } }, { enabled: loggedIn });
  if (!loggedIn) return null;
  return <ScoreBreakdown rows={(breakdown.data?.data ?? []).map(toRow)} isLoading={breakdown.isPending} />;
}
