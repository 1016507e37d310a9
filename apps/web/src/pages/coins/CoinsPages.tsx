import PaymentPage from './PaymentPage.tsx';
import PaymentStatusPage from './PaymentStatusPage.tsx';
import PricingPage from './PricingPage.tsx';
import VoucherPage from './VoucherPage.tsx';

/** The coin-buying pages as one chunk (one entry in the page table, not five), by route title. */
export default function CoinsPages({ titleKey }: { titleKey: string }) {
  if (titleKey === 'payment') return <PaymentPage titleKey={titleKey} />;
  if (titleKey === 'voucher') return <VoucherPage titleKey={titleKey} />;
  if (titleKey === 'ccStatus' || titleKey === 'addCcStatus') return <PaymentStatusPage titleKey={titleKey} />;
  return <PricingPage titleKey={titleKey} />;
}
