import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, mutations, useAdminCompetitionsInfinite, useHadafClient } from '@hadaf/api-client';
import { AdminArea, AdminCompetitionReview, type CompetitionReviewStatus, type PendingCompetition } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { useQueueFilters } from '../hooks/useQueueFilters.ts';
import { useUiArea } from '../hooks/useUiArea.ts';
import { AdminOrdersSection } from './AdminOrdersSection.tsx';
import { AdminRedemptionsSection } from './AdminRedemptionsSection.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';

/**
 * The admin area (docs/decisions/competition-creation.md, newcomer-shell-admin-wallet.md): its heading, then user
 * competitions to review (waiting, approved, rejected; searchable), prize redemptions to review and pay
 * (docs/decisions/prize-redemption.md) and the store's orders to ship (docs/decisions/payments.md). Fans never see it:
 * the page is not found for them, and the server answers 403 anyway.
 */
export default function AdminCompetitionsPage({ titleKey }: { titleKey: string }) {
  const ready = useUiArea('create-competition');
  const { user } = useSession();
  if (user?.admin !== true) return <NotFoundPage />;
  if (!ready) return <PageSpinner />;
  return (
    <AdminArea>
      <DocumentTitle titleKey={titleKey} />
      <CompetitionQueue />
      <AdminRedemptionsSection />
      <AdminOrdersSection />
    </AdminArea>
  );
}

function CompetitionQueue() {
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const filters = useQueueFilters<CompetitionReviewStatus>('pending-approval');
  const queue = useAdminCompetitionsInfinite({ query: { status: filters.status, q: filters.q } });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const review = async (id: number, change: () => Promise<unknown>) => {
    setBusyId(id);
    setError(null);
    try {
      await change();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    } finally {
      setBusyId(null);
    }
  };

  const competitions: PendingCompetition[] = (queue.data?.pages.flatMap((page) => page.data) ?? []).map((competition) => ({
    id: competition.id,
    name: competition.name,
    type: competition.type === 2 ? 'fantasy' : 'prediction',
    creatorName: competition.creator?.name ?? '',
    entryFee: competition.entry_fee,
    participants: { min: competition.participants.min, max: competition.participants.max ?? competition.participants.min },
    matchCount: competition.season.game_count,
    startDate: competition.season.start,
    status: competition.status === 'approved' || competition.status === 'rejected' ? competition.status : 'pending-approval',
    reviewedAt: competition.reviewed_at,
    rejectionReason: competition.rejection_reason,
  }));
  return (
    <AdminCompetitionReview
      {...filters.view}
      onStatusChange={(next) => (setError(null), filters.view.onStatusChange(next))}
      competitions={competitions}
      isLoading={queue.isPending}
      hasNextPage={queue.hasNextPage}
      isLoadingMore={queue.isFetchingNextPage}
      onLoadMore={() => void queue.fetchNextPage()}
      busyId={busyId}
      error={error}
      onApprove={(id) => void review(id, () => mutations.adminApproveCompetition.run(client, queryClient, { params: { path: { id } } }))}
      onReject={(id, reason) => void review(id, () => mutations.adminRejectCompetition.run(client, queryClient, { params: { path: { id } }, body: { reason: reason || null } }))}
    />
  );
}
