import type { Key, ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { CoinIcon } from '../../primitives/icons/Icon.tsx';
import { twMerge } from '../../lib/utils.ts';
import { useCoinsText } from '../../lib/use-coins-text.ts';
import { PackagePrice, type PricingPackage } from '../PricingPackages/PricingPackages.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';

export type PaymentMethod = 'mobile-cash' | 'card';

export interface PaymentMethodChoiceProps {
  /** The package being bought. */
  pkg: Pick<PricingPackage, 'name' | 'coins' | 'egp' | 'discounted_price'>;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** The mobile cash payment (MobileCashPayment). */
  mobileCash: ReactNode;
  /** The card payment (CardPaymentForm). */
  card: ReactNode;
  className?: string;
}

const methods: readonly PaymentMethod[] = ['card', 'mobile-cash'];
const isMethod = (key: Key): key is PaymentMethod => (methods as readonly Key[]).includes(key);

/** Checkout: the chosen package (name, coins, price), then Card or Mobile cash, each with its own payment. */
export function PaymentMethodChoice({ pkg, method, onMethodChange, mobileCash, card, className }: PaymentMethodChoiceProps) {
  const { t } = useTranslation('ui');
  const coinsText = useCoinsText();
  return (
    <div className={twMerge('flex flex-col gap-5 text-start', className)}>
      <section aria-label={t('payment.summary.label')} className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-border bg-surface-muted p-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm text-fg-muted">{t('payment.summary.label')}</p>
          <p className="text-lg font-semibold break-words text-fg">{pkg.name}</p>
          <p className="flex items-center gap-1.5 font-semibold text-primary-700">
            <CoinIcon size={18} />
            {coinsText(pkg.coins)}
          </p>
        </div>
        <PackagePrice pkg={pkg} className="sm:justify-end" />
      </section>
      <Tabs selectedKey={method} onSelectionChange={(key) => isMethod(key) && onMethodChange(key)}>
        <TabList aria-label={t('payment.method.label')}>
          <Tab id="card">{t('payment.method.card')}</Tab>
          <Tab id="mobile-cash">{t('payment.method.mobileCash')}</Tab>
        </TabList>
        <TabPanel id="card">{card}</TabPanel>
        <TabPanel id="mobile-cash">{mobileCash}</TabPanel>
      </Tabs>
    </div>
  );
}
