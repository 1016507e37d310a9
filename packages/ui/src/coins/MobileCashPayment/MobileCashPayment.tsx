import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { formatCoins, formatCountdown, mobileWallets, type MobileWallet } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { LtrTextField } from '../../auth/AuthLayout/auth-form.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { AlertIcon, CheckIcon, CopyIcon } from '../../primitives/icons/Icon.tsx';
import { useCopy } from '../../lib/use-copy.ts';
import { twMerge } from '../../lib/utils.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';


export interface MobileCashPaymentProps {
  step: 'entering' | 'requesting' | 'awaiting' | 'paid' | 'expired';
  wallet: MobileWallet;
  onWalletChange(wallet: MobileWallet): void;
  phoneNumber: string;
  /** The field's text as typed; the machine keeps it normalised (normaliseWalletPhone: "٠١٠ ١٢٣" → "010123"). */
  onPhoneNumberChange(value: string): void;
  /** Pay Now is enabled only when true (11 digits). */
  canPay: boolean;
  onPayNow(): void;
  /** An already translated message (the server's), shown in an alert on the entering step. */
  error?: string;
  referenceCode?: { code: string; expiresAt: string };
  /** The countdown to expiry while awaiting (the app ticks it). */
  secondsLeft?: number;
  /** The package's coins. */
  coins: number;
  /** The new balance once paid. */
  balance?: number;
  /** Pay Again: back to the entering step for a new reference code. */
  onPayAgain(): void;
  className?: string;
}

/** The reference code: large, left to right inside Arabic, easy to select and to copy. */
function ReferenceCode({ code }: { code: string }) {
  const { t } = useTranslation('ui');
  const { copied, copy } = useCopy(code);
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-sm font-semibold text-fg-muted">{t('payment.reference.label')}</p>
      <p className="rounded-md border-2 border-dashed border-primary-600 bg-primary-50 px-5 py-3 text-3xl font-bold tracking-widest text-primary-800 select-all sm:text-4xl">
        <bdi dir="ltr" className="font-mono">
          {code}
        </bdi>
      </p>
      <Button variant="ghost" size="sm" onPress={() => void copy()} icon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}>
        {copied ? t('payment.reference.copied') : t('payment.reference.copy')}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t('payment.reference.copiedAnnouncement') : ''}
      </span>
    </div>
  );
}

/**
 * Paying for a package from a mobile wallet: choose the wallet and number, Pay Now, then pay the reference code
 * before it expires while the app waits for the payment; then the coins added, or the code expired.
 */
export function MobileCashPayment({
  step,
  wallet,
  onWalletChange,
  phoneNumber,
  onPhoneNumberChange,
  canPay,
  onPayNow,
  error,
  referenceCode,
  secondsLeft,
  coins,
  balance,
  onPayAgain,
  className,
}: MobileCashPaymentProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const root = twMerge('flex flex-col gap-4 text-start', className);

  if (step === 'paid') {
    return (
      <div className={root}>
        <Alert tone="success" title={t('payment.paid', { count: coins, coins: formatCoins(coins, language) })}>
          {balance != null && <p>{t('payment.balance', { balance: formatCoins(balance, language) })}</p>}
        </Alert>
      </div>
    );
  }

  if (step === 'expired') {
    return (
      <div className={root}>
        <div role="alert" className="flex items-start gap-3 rounded-md border border-s-4 border-warning-700 bg-warning-50 p-3 text-sm text-warning-700">
          <AlertIcon className="mt-0.5" label={t('payment.warning')} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t('payment.expired')}</p>
            <p>{t('payment.expiredHint')}</p>
          </div>
        </div>
        <Button onPress={onPayAgain} className="self-start">
          {t('payment.payAgain')}
        </Button>
      </div>
    );
  }

  if (step === 'awaiting') {
    return (
      <div className={twMerge(root, 'items-center text-center')}>
        {referenceCode && <ReferenceCode code={referenceCode.code} />}
        <p className="max-w-prose text-fg">{t('payment.reference.instructions')}</p>
        {secondsLeft != null && (
          <p className="flex flex-wrap items-baseline justify-center gap-2 text-fg-muted">
            {t('payment.reference.expiresIn')}
            <time dateTime={`PT${Math.max(0, Math.floor(secondsLeft))}S`} className="text-xl font-bold text-fg tabular-nums">
              <bdi dir="ltr">{formatCountdown(secondsLeft, language)}</bdi>
            </time>
          </p>
        )}
        <p role="status" className="flex items-center gap-2 font-semibold text-primary-700">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-primary-600 motion-reduce:animate-none" />
          {t('payment.waiting')}
        </p>
        <Button variant="outline" onPress={onPayAgain}>
          {t('payment.payAgain')}
        </Button>
      </div>
    );
  }

  const isRequesting = step === 'requesting';
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canPay && !isRequesting) onPayNow();
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria" className={root}>
      {error && <Alert tone="error">{error}</Alert>}
      <RadioGroup
        label={t('payment.wallet.label')}
        value={wallet}
        onChange={(value) => onWalletChange(value as MobileWallet)}
        isDisabled={isRequesting}
      >
        {mobileWallets.map((option) => (
          <Radio key={option} value={option}>
            {t(`payment.wallets.${option}`)}
          </Radio>
        ))}
      </RadioGroup>
      <LtrTextField
        name="phone_number"
        label={t('payment.phone.label')}
        description={t('payment.phone.hint')}
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="01XXXXXXXXX"
        value={phoneNumber}
        onChange={onPhoneNumberChange}
        isReadOnly={isRequesting}
        className="max-w-xs"
      />
      <Button type="submit" isDisabled={!canPay} isPending={isRequesting} className="self-start">
        {t('payment.payNow')}
      </Button>
    </Form>
  );
}
