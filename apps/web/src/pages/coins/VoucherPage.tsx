import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CodeRedeemForm, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../../app/DocumentTitle.tsx';
import { defaultLandingRoute } from '../../app/route-table.ts';
import { useUiArea } from '../../hooks/useUiArea.ts';
import { useCodeRedeem } from './useCodeRedeem.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/** platform §9: a redeemed promo code moves on after 1 second. */
export const PROMO_SUCCESS_REDIRECT_MS = 1000;

/** /voucher: a promo code and Skip; success goes on after a second. */
export default function VoucherPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const ready = useUiArea('coins');
  const navigate = useNavigate();
  const promo = useCodeRedeem('voucher');
  const credited = promo.outcome?.kind === 'credited';
  useEffect(() => {
    if (!credited) return;
    const timer = setTimeout(() => void navigate(defaultLandingRoute, { replace: true }), PROMO_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [credited, navigate]);
  if (!ready) return <PageSpinner />;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 p-4">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t(`pages.${titleKey}`)}</h1>
      <CodeRedeemForm {...promo} onSkip={() => void navigate(defaultLandingRoute, { replace: true })} />
    </div>
  );
}
