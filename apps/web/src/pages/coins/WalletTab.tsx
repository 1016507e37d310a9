import { useProfile, useTransactionsInfinite } from '@hadaf/api-client';
import { paths } from '@hadaf/domain';
import { Link, SavedCardsList, TransactionsList, WalletBalance, useTranslation } from '@hadaf/ui';
import { useUiArea } from '../../hooks/useUiArea.ts';
import { useSavedCards } from './CardPanel.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/**
 * The profile's wallet tab (platform §2 Profile area): the balance (live: a join or a purchase moves it at once), every
 * movement of coins with Load More, and the saved cards.
 */
export function WalletTab() {
  const { t } = useTranslation('ui');
  const ready = useUiArea('coins', 'store');
  const lines = useTransactionsInfinite();
  const profile = useProfile();
  const saved = useSavedCards();
  if (!ready) return <PageSpinner />;
  return (
    <div className="flex flex-col gap-8">
      <WalletBalance
        coins={profile.data?.data.coins ?? null}
        action={
          <Link href={paths.pricing} variant="button">
            {t('pricing.buyCoins')}
          </Link>
        }
      />
      <TransactionsList
        transactions={lines.data?.pages.flatMap((page) => page.data) ?? []}
        isLoading={lines.isPending}
        hasNextPage={lines.hasNextPage}
        isLoadingMore={lines.isFetchingNextPage}
        onLoadMore={() => void lines.fetchNextPage()}
        emptyAction={
          <Link href={paths.pricing} variant="standalone">
            {t('pricing.buyCoins')}
          </Link>
        }
      />
      <SavedCardsList cards={saved.cards} onDelete={saved.deleteCard} deletingToken={saved.deletingToken} />
    </div>
  );
}
