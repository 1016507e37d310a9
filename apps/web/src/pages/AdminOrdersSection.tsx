import { useAdminOrdersInfinite, useAdminUpdateOrder } from '@hadaf/api-client';
import { AdminOrders, type AdminOrderFilter } from '@hadaf/ui';
import { useQueueFilters } from '../hooks/useQueueFilters.ts';
import { useUiArea } from '../hooks/useUiArea.ts';

/** The admin area's store orders (docs/decisions/payments.md): by status and search; confirm, deliver, or cancel and refund. */
export function AdminOrdersSection() {
  const ready = useUiArea('store');
  const filters = useQueueFilters<AdminOrderFilter>('all');
  const orders = useAdminOrdersInfinite({ query: { status: filters.status === 'all' ? undefined : filters.status, q: filters.q } });
  const update = useAdminUpdateOrder();
  if (!ready) return null;
  return (
    <AdminOrders
      {...filters.view}
      onStatusChange={(next) => (update.reset(), filters.view.onStatusChange(next))}
      orders={orders.data?.pages.flatMap((page) => page.data) ?? []}
      isLoading={orders.isPending}
      hasNextPage={orders.hasNextPage}
      isLoadingMore={orders.isFetchingNextPage}
      onLoadMore={() => void orders.fetchNextPage()}
      busyId={update.isPending ? (update.variables?.params.path.id ?? null) : null}
      error={update.error?.message ?? null}
      onOrderStatusChange={(id, status) => update.mutate({ params: { path: { id } }, body: { status } })}
    />
  );
}
