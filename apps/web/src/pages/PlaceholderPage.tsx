import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../app/DocumentTitle.tsx';

/** A declared route whose feature arrives in a later issue: titled, reachable, honest about it. */
export default function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  return (
    <section className="rounded-lg bg-surface p-6 shadow-sm">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t(`pages.${titleKey}`)}</h1>
      <p className="mt-2 text-fg-muted">{t('placeholder.body')}</p>
    </section>
  );
}
