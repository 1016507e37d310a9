import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, useCompetitions, useHadafClient, isApiError } from '@hadaf/api-client';
import { AdminCompetitionReview, type PendingCompetition } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { useUiArea } from '../hooks/useUiArea.ts';
import { AdminOrdersSection } from './AdminOrdersSection.tsx';
import { AdminRedemptionsSection } from './AdminRedemptionsSection.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';

/**
 * The admin area (docs/decisions/competition-creation.md): user competitions waiting for review, approved or rejected
 * with a reason; prize redemptions to review and pay (docs/decisions/prize-redemption.md); and the store's orders to ship
 * (docs/decisions/payments.md). Fans never see it: the page is not found for them, and the server answers 403 anyway.
 */
export default function AdminCompetitionsPage({ titleKey }: { titleKey: string }) {
  const ready = useUiArea('create-competition');
  const { user } = useSession();
  const admin = user?.admin === true;
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const queue = useCompetitions({ query: { status: 'pending-approval' } }, { enabled: admin });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const review = async (id: number, change: () => Promise<unknown>) => {
    setBusyId(id);
    setError(null);
    try {
      await change();
      await queue.refetch();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    } finally {
      setBusyId(null);
    }
  };

  if (!admin) return <NotFoundPage />;
  if (!queue.data || !ready) return <PageSpinner />;
  const competitions: PendingCompetition[] = ('meta' in queue.data ? queue.data.data : []).map((competition) => ({
    id: competition.id,
    name: competition.name,
    type: competition.type === 2 ? 'fantasy' : 'prediction',
    creatorName: competition.creator?.name ?? '',
    entryFee: competition.entry_fee,
    participants: { min: competition.participants.min, max: competition.participants.max ?? competition.participants.min },
    matchCount: competition.season.game_count,
    startDate: competition.season.start,
  }));
  return (
    <>
      <DocumentTitle titleKey={titleKey} />
      <AdminCompetitionReview
        competitions={competitions}
        busyId={busyId}
        error={error}
        onApprove={(id) => void review(id, () => mutations.adminApproveCompetition.run(client, queryClient, { params: { path: { id } } }))}
        onReject={(id, reason) => void review(id, () => mutations.adminRejectCompetition.run(client, queryClient, { params: { path: { id } }, body: { reason: reason || null } }))}
      />
      <AdminRedemptionsSection />
      <AdminOrdersSection />
    </>
  );
}
