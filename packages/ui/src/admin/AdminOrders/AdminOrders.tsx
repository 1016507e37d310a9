import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger, nextOrderStatuses, type OrderStatus } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../primitives/Dialog/ConfirmDialog.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';
import { PagedListSection, type PagedListProps } from '../../internal/paged-list.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { OrderCard, type OrdersListItem } from '../../coins/OrdersList/OrdersList.tsx';

/** An order as the admin sees it: who ordered and how to reach them. */
export interface AdminOrder extends OrdersListItem {
  readonly user: { readonly id: number; readonly name: string };
  readonly shipping_info: { readonly name: string; readonly phone_number: string; readonly street_address: string };
}

export interface AdminOrdersProps extends PagedListProps {
  orders: readonly AdminOrder[];
  /** The order whose status is changing. */
  busyId?: number | null;
  /** A translated message of the last failed change. */
  error?: string | null;
  onStatusChange: (id: number, status: OrderStatus) => void;
  timeZone?: string;
}

/**
 * The admin's store orders: each with the fan's shipping details and the steps it may take next (the domain's
 * rule); cancelling refunds the coins, so it asks first.
 */
export function AdminOrders({ orders, busyId = null, error = null, onStatusChange, timeZone, ...list }: AdminOrdersProps) {
  const { t } = useTranslation('ui');
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
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <PagedListSection
        title={t('orders.admin.title')}
        loadingLabel={t('orders.loading')}
        empty={{ title: t('orders.admin.emptyTitle'), message: t('orders.admin.empty') }}
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
    </>
  );
}
