import { useEffect } from 'react';
import { useTranslation } from '@hadaf/ui';

/** Page titles read: page name, a pipe, then the product name (platform.md §2). */
export function DocumentTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const title = `${t(`pages.${titleKey}`)} | ${t('brand')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
