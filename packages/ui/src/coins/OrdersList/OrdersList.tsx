import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatDate, formatInteger, type OrderStatus } from '@hadaf/domain';
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx';
import { CoinIcon } from '../../primitives/icons/Icon.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';
import { PagedListSection, type PagedListProps } from '../../internal/paged-list.tsx';
import { useCoinsText } from '../../lib/use-coins-text.ts';
import { useLanguage } from '../../lib/use-language.ts';

export type { OrderStatus };

/** The parts of the contract's Order the list reads (the API's Order satisfies it). */
export interface OrdersListItem {
  readonly id: number;
  readonly product: { readonly id?: number; readonly name: string };
  /** What the order cost, in coins. */
  readonly price: number;
  readonly created_at: string;
  readonly status: OrderStatus;
  readonly street_address: string;
}

export interface OrdersListProps extends PagedListProps {
  orders: readonly OrdersListItem[];
  /** A call to action for the empty state (e.g. a Link to the store). */
  emptyAction?: ReactNode;
  /** Time zone for dates (the browser's by default). */
  timeZone?: string;
}

const statusVariants: Record<OrderStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'info',
  confirmed: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

export interface OrderCardProps {
  order: OrdersListItem;
  timeZone?: string;
  /** More about the order for those who ship it (the fan, their phone). */
  details?: ReactNode;
  /** What may be done with it (the admin's status buttons). */
  actions?: ReactNode;
}

/** One order: product, number, price, date, status and address; the fan's list and the admin's share it. */
export function OrderCard({ order, timeZone, details, actions }: OrderCardProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const price = useCoinsText();
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3 text-fg">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="flex min-w-0 flex-col">
          <p className="font-semibold break-words">{order.product.name}</p>
          <p className="text-sm text-fg-muted">
            {t('orders.numberLabel')} <bdi className="tabular-nums">#{formatInteger(order.id, language)}</bdi>
          </p>
        </div>
        <p className="inline-flex shrink-0 items-center gap-1 font-semibold text-primary-700">
          <CoinIcon size={16} />
          <bdi>{price(order.price)}</bdi>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
        <span>
          <span className="sr-only">{t('orders.orderedOn')}: </span>
          <time dateTime={order.created_at}>{formatDate(order.created_at, language, timeZone)}</time>
        </span>
        <Badge variant={statusVariants[order.status]}>{t(`orders.status.${order.status}`)}</Badge>
        {order.status === 'cancelled' && <span className="font-semibold text-fg">{t('orders.refunded')}</span>}
      </div>
      <p className="text-sm break-words text-fg-muted">
        <span className="font-semibold text-fg">{t('orders.address')}: </span>
        <UserText>{order.street_address}</UserText>
      </p>
      {details}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}

function SkeletonRow() {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3">
      <div className="flex justify-between gap-3">
        <span className="h-4 w-40 rounded-sm bg-surface-sunken" />
        <span className="h-4 w-16 rounded-sm bg-surface-sunken" />
      </div>
      <span className="h-3 w-20 rounded-sm bg-surface-sunken" />
      <span className="h-3 w-56 max-w-full rounded-sm bg-surface-sunken" />
    </div>
  );
}

/**
 * The profile's orders tab: each store order with its product, number, date, price in coins, delivery address and
 * status (a cancelled order's coins are refunded); Load More, a loading state and an empty state.
 */
export function OrdersList({ orders, emptyAction, timeZone, ...list }: OrdersListProps) {
  const { t } = useTranslation('ui');
  return (
    <PagedListSection
      title={t('orders.title')}
      loadingLabel={t('orders.loading')}
      empty={{ title: t('orders.empty.title'), message: t('orders.empty.message'), action: emptyAction }}
      items={orders}
      renderItem={(item) => <OrderCard key={item.id} order={item} timeZone={timeZone} />}
      skeleton={<SkeletonRow />}
      {...list}
    />
  );
}
