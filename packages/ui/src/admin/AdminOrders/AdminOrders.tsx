import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, nextOrderStatuses, type OrderStatus } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../primitives/Dialog/ConfirmDialog.tsx';
import { AdminQueue, type AdminQueueFilterProps } from '../../internal/admin-queue.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';
import { PagedListSection, type PagedListProps } from '../../internal/paged-list.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { OrderCard, type OrdersListItem } from '../../coins/OrdersList/OrdersList.tsx';

/** An order as the admin sees it: who ordered and how to reach them. */
export interface AdminOrder extends OrdersListItem {
  readonly user: { readonly id: number; readonly name: string };
  readonly shipping_info: { readonly name: string; readonly phone_number: string; readonly street_address: string };
}

/** The orders' status filter: every order, or those of one status. */
export type AdminOrderFilter = 'all' | OrderStatus;

export const adminOrderFilters: readonly AdminOrderFilter[] = ['all', 'pending', 'confirmed', 'delivered', 'cancelled'];

export interface AdminOrdersProps extends PagedListProps, AdminQueueFilterProps<AdminOrderFilter> {
  /** The orders of the chosen status matching the search (the server filters), newest first. */
  orders: readonly AdminOrder[];
  /** The order whose status is changing. */
  busyId?: number | null;
  /** A translated message of the last failed change. */
  error?: string | null;
  /** Moves an order on (confirm, deliver, or cancel and refund). */
  onOrderStatusChange: (id: number, status: OrderStatus) => void;
  timeZone?: string;
}

/**
 * The admin's store orders: a search (fan, product, phone, id) and the status tabs above the orders, each with the
 * fan's shipping details and the steps it may take next (the domain's rule); cancelling refunds the coins, so it asks
 * first.
 */
export function AdminOrders({
  orders,
  status,
  onStatusChange: onFilterChange,
  search,
  onSearchChange,
  busyId = null,
  error = null,
  onOrderStatusChange: onStatusChange,
  timeZone,
  className,
  ...list
}: AdminOrdersProps) {
  const { t } = useTranslation('ui');
  const searching = search.trim() !== '';
  const language = useLanguage();
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const action = (order: AdminOrder, status: OrderStatus) => (
    <Button
      key={status}
      size="sm"
      variant={status === 'cancelled' ? 'outline' : 'primary'}
      isPending={busyId === order.id}
      isDisabled={busyId !== null && busyId !== order.id}
      onPress={() => (status === 'cancelled' ? setCancelling(order) : onStatusChange(order.id, status))}
    >
      {t(`orders.admin.to.${status}`)}
    </Button>
  );
  return (
    <AdminQueue
      title={t('orders.admin.title')}
      statuses={adminOrderFilters}
      statusLabel={(each) => (each === 'all' ? t('orders.admin.all') : t(`orders.status.${each}`))}
      statusFilterLabel={t('orders.admin.statusFilter')}
      status={status}
      onStatusChange={onFilterChange}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('orders.admin.search')}
      searchPlaceholder={t('orders.admin.searchPlaceholder')}
      notice={error ? <Alert tone="error">{error}</Alert> : null}
      className={className}
    >
      <PagedListSection
        bare
        title={t('orders.admin.title')}
        loadingLabel={t('orders.admin.loading')}
        empty={
          searching
            ? { title: t('orders.admin.noMatchTitle'), message: t('orders.admin.noMatch') }
            : { title: t('orders.admin.emptyTitle'), message: status === 'all' ? t('orders.admin.empty') : t('orders.admin.emptyStatus') }
        }
        items={orders}
        renderItem={(order) => (
          <OrderCard
            key={order.id}
            order={order}
            timeZone={timeZone}
            details={
              <p className="text-sm text-fg-muted">
                <span className="font-semibold text-fg">{t('orders.admin.shipTo')}: </span>
                <UserText>{order.shipping_info.name}</UserText> ·{' '}
                <bdi dir="ltr" className="tabular-nums">
                  {order.shipping_info.phone_number}
                </bdi>
              </p>
            }
            actions={nextOrderStatuses(order.status).map((status) => action(order, status))}
          />
        )}
        skeleton={<div className="h-28 rounded-md border border-border bg-surface-sunken" />}
        {...list}
      />
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={t('orders.admin.cancelTitle', { id: cancelling ? formatInteger(cancelling.id, language) : '' })}
        message={t('orders.admin.cancelMessage', { name: cancelling?.user.name ?? '' })}
        destructive
        confirmLabel={t('orders.admin.to.cancelled')}
        onConfirm={() => cancelling && onStatusChange(cancelling.id, 'cancelled')}
      />
    </AdminQueue>
  );
}
