import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyPredictionsInfinite } from '@hadaf/api-client';
import { EmptyState, LoadMore, Loader } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { PredictionSummary } from '../views/PredictionSummary.tsx';

/** /predictions (and the profile's predictions tab): the matches I predicted, newest first, with Load More. */
export function MyPredictionsList() {
  const { t } = useTranslation('web');
  const predictions = useMyPredictionsInfinite();
  const items = predictions.data?.pages.flatMap((page) => page.data) ?? [];
  if (predictions.isPending) return <Loader />;
  if (items.length === 0) return <EmptyState message={t('predictions.empty')} />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/predictions/${item.id}`} className="block rounded-lg focus-visible:outline-2 focus-visible:outline-focus">
              <PredictionSummary item={item} />
            </Link>
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
