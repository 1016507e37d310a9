import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';

export interface AdminAreaProps {
  /** The queues (AdminCompetitionReview, AdminRedemptions, AdminOrders), each a region with its own heading. */
  children: ReactNode;
}

/**
 * The admin area's page: its heading (where in-app navigation puts focus) and a line saying what is done here, then
 * the queues one under the other, each with its filters above its cards.
 */
export function AdminArea({ children }: AdminAreaProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-fg">{t('admin.title')}</h1>
        <p className="text-fg-muted">{t('admin.lead')}</p>
      </div>
      {children}
    </div>
  );
}
