import { useMyOrdersInfinite } from '@hadaf/api-client';
import { paths } from '@hadaf/domain';
import { Link, OrdersList, useTranslation } from '@hadaf/ui';
import { useUiArea } from '../../hooks/useUiArea.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/** The profile's orders tab: the fan's store orders with their status, newest first. */
export function OrdersTab() {
  const { t } = useTranslation('ui');
  const ready = useUiArea('store');
  const orders = useMyOrdersInfinite();
  if (!ready) return <PageSpinner />;
  return (
    <OrdersList
      orders={orders.data?.pages.flatMap((page) => page.data) ?? []}
      isLoading={orders.isPending}
      hasNextPage={orders.hasNextPage}
      isLoadingMore={orders.isFetchingNextPage}
      onLoadMore={() => void orders.fetchNextPage()}
      emptyAction={
        <Link href={paths.store} variant="standalone">
          {t('orders.visitStore')}
        </Link>
      }
    />
  );
}
