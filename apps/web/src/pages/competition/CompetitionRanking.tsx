import { useMyRanking, useRankingsInfinite, type components } from '@hadaf/api-client';
import { RankingList, type RankingRow } from '@hadaf/ui';
import { useSession } from '../../app/session.tsx';

type RankingItem = components['schemas']['RankingItem'];

/** While a re-rank is pending the tab looks again this often (competitions §2: 'check again in a while'). */
const PENDING_POLL_MS = 5_000;

const toRow = (item: RankingItem): RankingRow => ({ ranking: item.ranking, points: item.points, user: { id: item.user.id, name: item.user.name, photoUrl: item.user.photo?.thumb ?? null } });

/** The Ranking tab: GET /rankings with Load More, and the fan's own row from GET /rankings/mine. */
export function CompetitionRanking({ seasonId }: { seasonId: number }) {
  const { loggedIn } = useSession();
  const query = { 'season-id': seasonId };
  const rankings = useRankingsInfinite(
    { query },
    { refetchInterval: (state) => (state.state.data?.pages[0]?.meta.pending ? PENDING_POLL_MS : false) },
  );
  const generating = rankings.data?.pages[0]?.meta.pending ?? false;
  const mine = useMyRanking({ query }, { enabled: loggedIn, refetchInterval: generating ? PENDING_POLL_MS : false });
  return (
    <RankingList
      rows={rankings.data?.pages.flatMap((page) => page.data.map(toRow)) ?? []}
      mine={loggedIn ? (mine.data?.data ? toRow(mine.data.data) : null) : undefined}
      isGenerating={generating}
      isLoading={rankings.isPending}
      hasNextPage={rankings.hasNextPage}
      isFetchingNextPage={rankings.isFetchingNextPage}
      onLoadMore={() => void rankings.fetchNextPage()}
    />
  );
}
