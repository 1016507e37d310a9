import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatCoins, formatDate, formatEgp, formatTime, type Language } from '@hadaf/domain';
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx';
import { CoinIcon } from '../../primitives/icons/Icon.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { PagedListSection, type PagedListProps } from '../../internal/paged-list.tsx';
import { twMerge } from '../../lib/utils.ts';

export type TransactionStatus = 'pending' | 'confirmed' | 'expired' | 'failed';

/** The parts of the contract's Transaction the list reads (the API's Transaction satisfies it). */
export interface TransactionsListItem {
  readonly id: number;
  readonly created_at: string;
  readonly provider: {
    readonly logo?: { readonly thumb?: string | null; readonly original?: string | null } | null;
    readonly name: string;
  };
  readonly description: string;
  /** Coins added (positive) or taken (negative) by the transaction. */
  readonly coins: number;
  /** Egyptian pounds paid for it (0 when none). */
  readonly egp: number;
  readonly status: TransactionStatus;
  /** The code to pay with at an outlet (Fawry, Aman…), with its deadline and, once paid, when. */
  readonly reference_code: { readonly code: string; readonly expires_at: string; readonly paid_at?: string | null } | null;
}

export interface TransactionsListProps extends PagedListProps {
  transactions: readonly TransactionsListItem[];
  /** A call to action for the empty state (e.g. a "Buy coins" Button or Link). */
  emptyAction?: ReactNode;
  /** Time zone for dates and times (the browser's by default). */
  timeZone?: string;
}

const statusVariants: Record<TransactionStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'info',
  confirmed: 'success',
  expired: 'neutral',
  failed: 'error',
};

/** A signed whole number of coins: "+100", "−10" (a true minus sign), "0". */
export function signedCoins(coins: number, language: Language): string {
  const sign = coins > 0 ? '+' : coins < 0 ? '\u2212' : '';
  return `${sign}${formatCoins(Math.abs(coins), language)}`;
}

/**
 * How the coins read, by what became of the transaction: only a confirmed one moved coins (green when added); a
 * pending payment's coins are still to come, an expired or failed one's never came (struck through, no sign).
 */
const amountStyles: Record<TransactionStatus, string> = {
  confirmed: 'text-fg',
  pending: 'text-fg-muted',
  expired: 'text-fg-muted line-through',
  failed: 'text-fg-muted line-through',
};

/** The status as a coloured badge. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('ui');
  return <Badge variant={statusVariants[status]}>{t(`wallet.status.${status}`)}</Badge>;
}

function SkeletonRow() {
  return (
    <div className="flex items-start gap-3 rounded-md border border-border bg-surface p-3">
      <span className="size-10 shrink-0 rounded-full bg-surface-sunken" />
      <span className="flex flex-1 flex-col gap-2 pt-1">
        <span className="h-3 w-32 rounded-sm bg-surface-sunken" />
        <span className="h-3 w-48 max-w-full rounded-sm bg-surface-sunken" />
        <span className="h-3 w-24 rounded-sm bg-surface-sunken" />
      </span>
      <span className="mt-1 h-4 w-16 rounded-sm bg-surface-sunken" />
    </div>
  );
}

function TransactionRow({ transaction, timeZone }: { transaction: TransactionsListItem; timeZone?: string }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const logo = transaction.provider.logo?.thumb ?? transaction.provider.logo?.original ?? null;
  const reference = transaction.reference_code;
  const when = (value: string) => ({ date: formatDate(value, language, timeZone), time: formatTime(value, language, timeZone) });
  const { status } = transaction;
  const moved = status === 'confirmed';
  return (
    <li className="flex items-start gap-3 rounded-md border border-border bg-surface p-3 text-fg">
      {logo ? (
        <img src={logo} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full border border-border bg-surface object-contain" />
      ) : (
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <CoinIcon size={22} />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p className="min-w-0 font-semibold break-words">{transaction.provider.name}</p>
          <p data-testid="transaction-amount" className={twMerge('shrink-0 font-semibold', amountStyles[status], moved && transaction.coins > 0 && 'text-success-700')}>
            <bdi dir="ltr" className="tabular-nums">
              {moved ? signedCoins(transaction.coins, language) : formatCoins(Math.abs(transaction.coins), language)}
            </bdi>{' '}
            {t('wallet.unit', { count: Math.abs(transaction.coins) })}
          </p>
        </div>
        <p className="text-sm break-words text-fg-muted">{transaction.description}</p>
        {status !== 'confirmed' && <p className={twMerge('text-sm font-semibold', status === 'failed' ? 'text-error-700' : 'text-fg')}>{t(`wallet.outcome.${status}`)}</p>}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          <time dateTime={transaction.created_at}>{formatDate(transaction.created_at, language, timeZone)}</time>
          {transaction.egp > 0 && (
            <span>
              <span className="sr-only">{t('wallet.paidAmount')}: </span>
              <bdi className="tabular-nums">{formatEgp(transaction.egp, language)}</bdi>
            </span>
          )}
          <TransactionStatusBadge status={transaction.status} />
        </div>
        {reference && (
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-sm bg-surface-muted px-2 py-1 text-sm">
            <span>
              <span className="text-fg-muted">{t('wallet.reference.code')}: </span>
              <bdi dir="ltr" className="font-mono font-semibold tracking-wide text-fg">
                {reference.code}
              </bdi>
            </span>
            {reference.paid_at ? (
              <span className="text-fg-muted">
                {t('wallet.reference.paid')} <bdi>{t('wallet.reference.at', when(reference.paid_at))}</bdi>
              </span>
            ) : (
              transaction.status === 'pending' && (
                <span className="text-fg-muted">
                  {t('wallet.reference.expires')} <bdi>{t('wallet.reference.at', when(reference.expires_at))}</bdi>
                </span>
              )
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The profile's wallet tab: each coin transaction with its provider, description, date, signed coins, the EGP paid,
 * its status and any payment reference code; Load More, a loading state and an empty state.
 */
export function TransactionsList({ transactions, emptyAction, timeZone, ...list }: TransactionsListProps) {
  const { t } = useTranslation('ui');
  return (
    <PagedListSection
      title={t('wallet.title')}
      loadingLabel={t('wallet.loading')}
      empty={{ title: t('wallet.empty.title'), message: t('wallet.empty.message'), action: emptyAction }}
      items={transactions}
      renderItem={(item) => <TransactionRow key={item.id} transaction={item} timeZone={timeZone} />}
      skeleton={<SkeletonRow />}
      {...list}
    />
  );
}
