import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProfile } from '@hadaf/api-client';
import { paths } from '@hadaf/domain';
import { PaymentMethodChoice, type PaymentMethod, type PricingPackage, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../../app/DocumentTitle.tsx';
import { useUiArea } from '../../hooks/useUiArea.ts';
import { CardPanel } from './CardPanel.tsx';
import { MobileCashPanel } from './MobileCashPanel.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/** /payment: the package chosen on /pricing arrives in navigation state; without one the fan goes back there. */
export default function PaymentPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const ready = useUiArea('coins');
  const location = useLocation();
  const pkg = (location.state as { package?: PricingPackage } | null)?.package;
  const profile = useProfile();
  const [method, setMethod] = useState<PaymentMethod>('mobile-cash');
  if (!pkg) return <Navigate to={paths.pricing} replace />;
  const user = profile.data?.data;
  if (!ready || !user) return <PageSpinner />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-4">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t(`pages.${titleKey}`)}</h1>
      <PaymentMethodChoice
        pkg={pkg}
        method={method}
        onMethodChange={setMethod}
        mobileCash={<MobileCashPanel packageId={pkg.id} coins={pkg.coins} phoneNumber={user.phone_number ?? null} />}
        card={<CardPanel packageId={pkg.id} defaults={{ name: user.name, email: user.email ?? '', phone_number: user.phone_number ?? '' }} />}
      />
    </div>
  );
}
