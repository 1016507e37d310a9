import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { queries, useMyPrizesInfinite } from '@hadaf/api-client';
import { paths } from '@hadaf/domain';
import { Link, MyPrizes, Spinner } from '@hadaf/ui';
import { useUiArea } from '../hooks/useUiArea.ts';

/**
 * The profile's prizes tab (platform §2): the prizes I won with their status and, when rejected, the reason. Reading
 * them marks them read on the server, so the Prizes link's badge is cleared here too. Redeeming arrives with the
 * redemption flow (issue 17): until then the cards offer no Redeem action.
 */
export function PrizesTab() {
  const { t } = useTranslation('web');
  const ready = useUiArea('prizes');
  const queryClient = useQueryClient();
  const prizes = useMyPrizesInfinite();
  const loaded = prizes.isSuccess;
  useEffect(() => {
    if (loaded) queryClient.setQueryData(queries.newPrizeCount.key(undefined), { count: 0 });
  }, [loaded, queryClient]);
  if (!ready) return <Spinner size="lg" className="mx-auto my-10" />;
  return (
    <MyPrizes
      prizes={prizes.data?.pages.flatMap((page) => page.data) ?? []}
      isLoading={prizes.isPending}
      hasNextPage={prizes.hasNextPage}
      isLoadingMore={prizes.isFetchingNextPage}
      onLoadMore={() => void prizes.fetchNextPage()}
      emptyAction={
        <Link href={paths.lobbyPredictions} variant="standalone">
          {t('profile.explore')}
        </Link>
      }
    />
  );
}
