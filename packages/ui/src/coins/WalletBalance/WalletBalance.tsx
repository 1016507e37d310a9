import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatCoins } from '@hadaf/domain';
import { CoinIcon } from '../../primitives/icons/Icon.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { twMerge } from '../../lib/utils.ts';

export interface WalletBalanceProps {
  /** The fan's coins; null while unknown (a placeholder holds the place). */
  coins: number | null;
  /** A call to action beside it (e.g. a "Buy coins" Link). */
  action?: ReactNode;
  className?: string;
}

/** The wallet tab's head: the fan's coin balance, large, in the locale's digits, and where to get more. */
export function WalletBalance({ coins, action, className }: WalletBalanceProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={coins === null || undefined}
      className={twMerge('flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-surface p-4 text-start', className)}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={titleId} className="text-sm font-semibold text-fg-muted">
          {t('wallet.balance.title')}
        </h2>
        <p className="flex items-center gap-2 text-3xl font-bold text-fg">
          <CoinIcon size={28} className="shrink-0 text-primary-700" />
          {coins === null ? (
            <span aria-hidden="true" className="h-8 w-24 rounded-sm bg-surface-sunken" />
          ) : (
            <span>
              <bdi className="tabular-nums">{formatCoins(coins, language)}</bdi>{' '}
              <span className="text-base font-semibold text-fg-muted">{t('wallet.unit', { count: coins })}</span>
            </span>
          )}
        </p>
        <p className="text-sm text-fg-muted">{t('wallet.balance.lead')}</p>
      </div>
      {action}
    </section>
  );
}
