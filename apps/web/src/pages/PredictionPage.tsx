import { useParams } from 'react-router';
import { useGame, useServerNow } from '@hadaf/api-client';
import { CompetitionPrizes, EmptyState, Loader, PredictionCard, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { paths } from '@hadaf/domain';

/** /predictions/{matchId}: the prediction card and the competition's prizes. */
export default function PredictionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const id = Number(useParams().matchId);
  const game = useGame({ path: { id } }, { enabled: Number.isInteger(id) && id > 0 });
  const now = useServerNow();
  const item = game.data?.data;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t('pages.prediction')}</h1>
      {game.isPending && id > 0 ? (
        <Loader />
      ) : item ? (
        <>
          <PredictionCard item={item} now={now} changeHref={paths.matchesWith({ match: item.id })} />
          <CompetitionPrizes prizes={item.season.competition.prizes ?? []} />
        </>
      ) : (
        <EmptyState message={t('predictions.notFound')} />
      )}
    </section>
  );
}
