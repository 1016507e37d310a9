import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGame } from '@hadaf/api-client';
import { EmptyState, Loader } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { PredictionSummary } from '../views/PredictionSummary.tsx';

/** /predictions/{matchId}: the prediction card and the competition's prizes. */
export default function PredictionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const id = Number(useParams().matchId);
  const game = useGame({ path: { id } }, { enabled: Number.isInteger(id) && id > 0 });
  const item = game.data?.data;
  const prizes = (item?.season.competition as { prizes?: { name: string; amount: number }[] } | undefined)?.prizes ?? [];
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t('pages.prediction')}</h1>
      {game.isPending && id > 0 ? <Loader /> : item ? <PredictionSummary item={item} /> : <EmptyState message={t('predictions.notFound')} />}
      {prizes.length > 0 && (
        <section className="rounded-lg bg-surface p-4 shadow-sm">
          <h2 className="font-bold">{t('predictions.prizes')}</h2>
          <ul className="mt-2 text-sm">
            {prizes.slice(0, 3).map((prize) => (
              <li key={prize.name}>{prize.name}</li>
            ))}
          </ul>
        </section>
      )}
      {item && (
        <Link to={`/matches?match=${item.id}`} className="font-semibold text-primary-700 underline">
          {t('predictions.edit')}
        </Link>
      )}
    </section>
  );
}
