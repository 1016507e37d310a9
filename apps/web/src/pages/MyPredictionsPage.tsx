import { useMyPredictionsInfinite, useServerNow } from '@hadaf/api-client';
import { EmptyState, LoadMore, Loader, PredictionCard, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { paths } from '@hadaf/domain';

/** /predictions (and the profile's predictions tab): the matches I predicted, newest first, with Load More. */
export function MyPredictionsList() {
  const { t } = useTranslation('web');
  const predictions = useMyPredictionsInfinite();
  const now = useServerNow();
  const items = predictions.data?.pages.flatMap((page) => page.data) ?? [];
  if (predictions.isPending) return <Loader />;
  if (items.length === 0) return <EmptyState message={t('predictions.empty')} />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id}>
            <PredictionCard item={item} now={now} href={paths.prediction(item.id)} changeHref={paths.matchesWith({ match: item.id })} />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={predictions.hasNextPage} isPending={predictions.isFetchingNextPage} onLoadMore={() => void predictions.fetchNextPage()} />
    </div>
  );
}

export default function MyPredictionsPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t('pages.myPredictions')}</h1>
      <MyPredictionsList />
    </section>
  );
}
