import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queries, useMyPrizesInfinite, useQueryLanguage } from '@hadaf/api-client';
import { paths } from '@hadaf/domain';
import { Link, MyPrizes, useTranslation } from '@hadaf/ui';
import { useSession } from '../../app/session.tsx';
import { useUiArea } from '../../hooks/useUiArea.ts';
import { RedemptionDialog } from './RedemptionDialog.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/**
 * The profile's prizes tab (platform §2): the prizes I won with their status and, when rejected, the reason; Redeem
 * opens the three-step redemption modal for a pending or rejected prize. Reading them marks them read on the server,
 * so the Prizes link's badge is cleared here too.
 */
export function PrizesTab() {
  const { t } = useTranslation('web');
  // The redemption modal names the wallet issuers with the coins area's texts.
  const ready = useUiArea('prizes', 'coins');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const language = useQueryLanguage();
  const prizes = useMyPrizesInfinite();
  const [redeemingId, setRedeemingId] = useState<number | null>(null);
  const loaded = prizes.isSuccess;
  useEffect(() => {
    if (loaded) queryClient.setQueryData(queries.newPrizeCount.key(undefined, language), { count: 0 });
  }, [loaded, queryClient, language]);
  const closeRedemption = useCallback(() => setRedeemingId(null), []);
  if (!ready) return <PageSpinner />;
  const items = prizes.data?.pages.flatMap((page) => page.data) ?? [];
  const redeeming = items.find((item) => item.id === redeemingId);
  return (
    <>
      <MyPrizes
        prizes={items}
        isLoading={prizes.isPending}
        hasNextPage={prizes.hasNextPage}
        isLoadingMore={prizes.isFetchingNextPage}
        onLoadMore={() => void prizes.fetchNextPage()}
        onRedeem={setRedeemingId}
        emptyAction={
          <Link href={paths.lobbyPredictions} variant="standalone">
            {t('profile.explore')}
          </Link>
        }
      />
      {redeeming && user && (
        <RedemptionDialog key={redeeming.id} userPrize={{ id: redeeming.id, amount: redeeming.amount }} user={user} onClose={closeRedemption} />
      )}
    </>
  );
}
