import { useNavigate } from 'react-router';
import { usePackages } from '@hadaf/api-client';
import { paths } from '@hadaf/domain';
import { CodeRedeemForm, PricingPackages, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../../app/DocumentTitle.tsx';
import { useUiArea } from '../../hooks/useUiArea.ts';
import { useCodeRedeem } from './useCodeRedeem.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/** /pricing (platform §2 Coins): the packages (fetched once), a promo code box, prepaid cards, and what coins are for. */
export default function PricingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const { t: ui } = useTranslation('ui');
  const ready = useUiArea('coins');
  const navigate = useNavigate();
  const packages = usePackages();
  const promo = useCodeRedeem('voucher');
  const prepaid = useCodeRedeem('prepaid');
  if (!ready) return <PageSpinner />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 p-4">
      <DocumentTitle titleKey={titleKey} />
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t(`pages.${titleKey}`)}</h1>
        <p className="text-fg-muted">{ui('pricing.info')}</p>
      </header>
      <PricingPackages
        packages={packages.data?.data ?? []}
        isLoading={packages.isPending}
        onSelect={(pkg) => void navigate(paths.payment, { state: { package: pkg } })}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <CodeRedeemForm {...promo} />
        <CodeRedeemForm {...prepaid} />
      </div>
    </div>
  );
}
