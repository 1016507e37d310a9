import { useState } from 'react';
import { useMyRanking, useRankingsInfinite, useServerNow, useSquadBreakdown, type components } from '@hadaf/api-client';
import { RankingList, SquadBreakdown, type RankingRow } from '@hadaf/ui';
import { useSession } from '../../app/session.tsx';
import { toSquadBreakdown } from './fantasy-views.ts';

type RankingItem = components['schemas']['RankingItem'];

/** While a re-rank is pending the tab looks again this often (competitions §2: 'check again in a while'). */
const PENDING_POLL_MS = 5_000;
/** Otherwise it looks again this often while open, so a final whistle's new ranks (seconds after it) show up. */
const FRESH_POLL_MS = 30_000;

const toRow = (item: RankingItem): RankingRow => ({ ranking: item.ranking, points: item.points, user: { id: item.user.id, name: item.user.name, photoUrl: item.user.photo?.thumb ?? null } });

/**
 * The Ranking tab: GET /rankings with Load More and when it was last updated, and the fan's own row from GET
 * /rankings/mine (a fan who joined is told their rank is coming); in a fantasy competition each row opens that fan's
 * squad breakdown.
 */
export function CompetitionRanking({ seasonId, fantasy = false, joined = false }: { seasonId: number; fantasy?: boolean; joined?: boolean }) {
  const [opened, setOpened] = useState<RankingRow | null>(null);
  const { loggedIn } = useSession();
  const query = { 'season-id': seasonId };
  const rankings = useRankingsInfinite(
    { query },
    { refetchInterval: (state) => (state.state.data?.pages[0]?.meta.pending ? PENDING_POLL_MS : FRESH_POLL_MS) },
  );
  const meta = rankings.data?.pages[0]?.meta;
  const generating = meta?.pending ?? false;
  // A fan who just joined has no row until the re-rank: look again soon until it is there.
  const mine = useMyRanking(
    { query },
    { enabled: loggedIn, refetchInterval: (state) => (generating || (joined && !state.state.data?.data) ? PENDING_POLL_MS : FRESH_POLL_MS) },
  );
  const now = useServerNow(30_000);
  return (
    <>
      <RankingList
        rows={rankings.data?.pages.flatMap((page) => page.data.map(toRow)) ?? []}
        mine={loggedIn ? (mine.data?.data ? toRow(mine.data.data) : null) : undefined}
        isGenerating={generating}
        joined={joined}
        updatedAt={meta?.updated_at ?? null}
        now={now}
        isLoading={rankings.isPending}
        hasNextPage={rankings.hasNextPage}
        isFetchingNextPage={rankings.isFetchingNextPage}
        onLoadMore={() => void rankings.fetchNextPage()}
        onShowSquad={fantasy && loggedIn ? setOpened : undefined}
      />
      {opened ? <Breakdown competitionId={seasonId} row={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

function Breakdown({ competitionId, row, onClose }: { competitionId: number; row: RankingRow; onClose: () => void }) {
  const breakdown = useSquadBreakdown({ path: { id: competitionId }, query: { user: row.user.id } });
  return (
    <SquadBreakdown
      isOpen
      onClose={onClose}
      user={row.user}
      breakdown={breakdown.data ? toSquadBreakdown(breakdown.data.data) : null}
      isLoading={breakdown.isPending}
      isError={breakdown.isError}
      onRetry={() => void breakdown.refetch()}
    />
  );
}
