import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { formatCoins, isBlank } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { LtrTextField } from '../../auth/AuthLayout/auth-form.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { twMerge } from '../../lib/utils.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** A promo code (the /voucher page and the wallet) or the code of a prepaid card bought in a shop. */
export type CodeRedeemKind = 'voucher' | 'prepaid';

/** What the server answered: coins credited, the code already used (redeemed-voucher), or no such code (invalid-voucher). */
export type CodeRedeemOutcome = { kind: 'credited'; coins: number; balance: number } | { kind: 'redeemed-before' } | { kind: 'invalid' };

export interface CodeRedeemFormProps {
  kind: CodeRedeemKind;
  value: string;
  onChange: (value: string) => void;
  /** Submit pressed with a code typed (the code is trimmed). */
  onSubmit: (code: string) => void;
  isSubmitting?: boolean;
  /** The last answer, shown under the field. */
  outcome?: CodeRedeemOutcome;
  /** Shows a Skip button (the /voucher page after registration). */
  onSkip?: () => void;
  className?: string;
}

const texts = {
  voucher: 'voucher.promo',
  prepaid: 'voucher.prepaid',
} as const;

/** One code field and its submit button, for promo codes and prepaid cards, with the server's answer in an alert. */
export function CodeRedeemForm({ kind, value, onChange, onSubmit, isSubmitting = false, outcome, onSkip, className }: CodeRedeemFormProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const base = texts[kind];
  const blank = isBlank(value);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || isSubmitting) return;
    onSubmit(value.trim());
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria" className={twMerge('flex flex-col gap-4 text-start', className)}>
      <LtrTextField
        name="code"
        label={t(`${base}.label`)}
        description={t(`${base}.description`)}
        value={value}
        onChange={onChange}
        isReadOnly={isSubmitting}
        isInvalid={outcome != null && outcome.kind !== 'credited'}
        autoComplete="off"
        autoCorrect="off"
        spellCheck="false"
      />
      {outcome?.kind === 'credited' && (
        <Alert tone="success">
          {t('voucher.credited', { count: outcome.coins, coins: formatCoins(outcome.coins, language), balance: formatCoins(outcome.balance, language) })}
        </Alert>
      )}
      {outcome?.kind === 'redeemed-before' && <Alert tone="error">{t(`${base}.redeemedBefore`)}</Alert>}
      {outcome?.kind === 'invalid' && <Alert tone="error">{t(`${base}.invalid`)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isPending={isSubmitting} isDisabled={blank} className="min-w-32">
          {t(`${base}.submit`)}
        </Button>
        {onSkip && (
          <Button variant="ghost" onPress={onSkip} isDisabled={isSubmitting}>
            {t('voucher.skip')}
          </Button>
        )}
      </div>
    </Form>
  );
}
