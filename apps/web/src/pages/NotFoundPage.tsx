import { useTranslation } from '@hadaf/ui';
import { Link } from 'react-router';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { defaultLandingRoute } from '../app/route-table.ts';

export default function NotFoundPage() {
  const { t } = useTranslation('web');
  return (
    <section className="mx-auto max-w-md rounded-lg bg-surface p-8 text-center shadow-sm">
      <DocumentTitle titleKey="notFound" />
      <p className="text-5xl font-bold text-primary-600" aria-hidden="true">
        <bdi>404</bdi>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-fg-muted">{t('notFound.body')}</p>
      <Link to={defaultLandingRoute} className="mt-6 inline-block rounded-md bg-primary-600 px-4 py-2 font-semibold text-on-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
