import { useAdminOrdersInfinite, useAdminUpdateOrder } from '@hadaf/api-client';
import { AdminOrders } from '@hadaf/ui';
import { useUiArea } from '../hooks/useUiArea.ts';

/** The admin area's store orders (docs/decisions/payments.md): confirm, deliver, or cancel and refund. */
export function AdminOrdersSection() {
  const ready = useUiArea('store');
  const orders = useAdminOrdersInfinite();
  const update = useAdminUpdateOrder();
  if (!ready) return null;
  return (
    <AdminOrders
      orders={orders.data?.pages.flatMap((page) => page.data) ?? []}
      isLoading={orders.isPending}
      hasNextPage={orders.hasNextPage}
      isLoadingMore={orders.isFetchingNextPage}
      onLoadMore={() => void orders.fetchNextPage()}
      busyId={update.isPending ? (update.variables?.params.path.id ?? null) : null}
      error={update.error?.message ?? null}
      onStatusChange={(id, status) => update.mutate({ params: { path: { id } }, body: { status } })}
    />
  );
}
