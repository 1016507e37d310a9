import { useAdminApproveRedemption, useAdminCompleteRedemption, useAdminRedemptionsInfinite, useAdminRejectRedemption } from '@hadaf/api-client';
import { AdminRedemptions, type RedemptionRequestStatus } from '@hadaf/ui';
import { useQueueFilters } from '../hooks/useQueueFilters.ts';
import { useUiArea } from '../hooks/useUiArea.ts';

/**
 * The admin area's prize redemptions (docs/decisions/prize-redemption.md): requests by status and search, with the
 * winner's data, scans and forms; approve (Coins pays through the ledger once), reject with a reason, record an E-Wallet transfer as sent.
 */
export function AdminRedemptionsSection() {
  const ready = useUiArea('prizes', 'coins');
  const filters = useQueueFilters<RedemptionRequestStatus>('pending');
  const requests = useAdminRedemptionsInfinite({ query: { status: filters.status, q: filters.q } });
  const approve = useAdminApproveRedemption();
  const reject = useAdminRejectRedemption();
  const complete = useAdminCompleteRedemption();
  const running = [approve, reject, complete].find((action) => action.isPending);
  const failed = [approve, reject, complete].find((action) => action.error);
  if (!ready) return null;
  const reset = () => [approve, reject, complete].forEach((action) => action.reset());
  return (
    <AdminRedemptions
      redemptions={requests.data?.pages.flatMap((page) => page.data) ?? []}
      {...filters.view}
      onStatusChange={(next) => (reset(), filters.view.onStatusChange(next))}
      isLoading={requests.isPending}
      hasNextPage={requests.hasNextPage}
      isLoadingMore={requests.isFetchingNextPage}
      onLoadMore={() => void requests.fetchNextPage()}
      busyId={running?.variables?.params.path.id ?? null}
      error={failed?.error?.message ?? null}
      onApprove={(id) => (reset(), approve.mutate({ params: { path: { id } } }))}
      onReject={(id, reason) => (reset(), reject.mutate({ params: { path: { id } }, body: { reason } }))}
      onComplete={(id, reference) => (reset(), complete.mutate({ params: { path: { id } }, body: { transfer_reference: reference } }))}
    />
  );
}
