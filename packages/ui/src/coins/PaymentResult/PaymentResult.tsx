import { useTranslation } from '../../i18n/react.ts';
import { AlertIcon, SuccessIcon } from '../../primitives/icons/Icon.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { tv } from '../../lib/utils.ts';

export type PaymentResultKind = 'payment' | 'add-card';
export type PaymentResultOutcome = 'success' | 'failure';

export interface PaymentResultProps {
  /** A card payment, or adding a card (the page inside the Add card dialog). */
  kind: PaymentResultKind;
  outcome: PaymentResultOutcome;
  /** After a successful payment: the competitions to spend the coins on. */
  exploreHref?: string;
  /** After a failed payment: back to the checkout. */
  retryHref?: string;
  /** The message's heading level (1 on its own page). */
  headingLevel?: 1 | 2;
  className?: string;
}

/** The provider's result codes, each with its message key. */
const messages = {
  payment: { success: 'cc-payment-succeeded', failure: 'cc-payment-failed' },
  'add-card': { success: 'add-cc-succeeded', failure: 'add-cc-failed' },
} as const;

const styles = tv({
  slots: {
    root: 'flex flex-col items-center gap-4 px-6 py-10 text-center',
    badge: 'flex size-16 items-center justify-center rounded-full',
    message: 'max-w-prose text-lg font-semibold text-fg',
  },
  variants: {
    outcome: {
      success: { badge: 'bg-success-50 text-success-600' },
      failure: { badge: 'bg-error-50 text-error-600' },
    },
  },
});

/** Where the payment provider sends the user back: the payment's or the new card's outcome, and what to do next. */
export function PaymentResult({ kind, outcome, exploreHref, retryHref, headingLevel = 1, className }: PaymentResultProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  const style = styles({ outcome });
  const Icon = outcome === 'success' ? SuccessIcon : AlertIcon;
  const href = kind === 'payment' ? (outcome === 'success' ? exploreHref : retryHref) : undefined;
  return (
    <div className={style.root({ className })}>
      <div className={style.badge()}>
        <Icon size={36} label={t(`overlays.tone.${outcome === 'success' ? 'success' : 'error'}`)} />
      </div>
      <Heading className={style.message()}>{t(`paymentResult.${messages[kind][outcome]}`)}</Heading>
      {href && (
        <Link href={href} variant="button" buttonVariant={outcome === 'success' ? 'primary' : 'outline'} size="lg">
          {outcome === 'success' ? t('paymentResult.explore') : t('paymentResult.retry')}
        </Link>
      )}
    </div>
  );
}
