import { useTranslation } from 'react-i18next';

/** The advert slot (platform.md §2: an advert for the community group); a fixed, labelled box. */
export function AdvertSlot() {
  const { t } = useTranslation('web');
  return (
    <aside aria-label={t('advert.label')} className="rounded-lg border border-dashed border-border bg-surface p-4 text-sm text-fg-muted">
      <p className="font-semibold text-fg">{t('advert.title')}</p>
      <p>{t('advert.body')}</p>
    </aside>
  );
}
