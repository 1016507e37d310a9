import { useState } from 'react';
import { isApiError, useChargePrepaidCard, useRedeemVoucher } from '@hadaf/api-client';
import type { CodeRedeemKind, CodeRedeemOutcome } from '@hadaf/ui';

/**
 * A promo code or prepaid card box bound to its operation: the typed code, submitting, and the outcome the form
 * shows (platform §8: code 1002 is "redeemed before", any other failure "invalid").
 */
export function useCodeRedeem(kind: CodeRedeemKind, onCredited?: () => void) {
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<CodeRedeemOutcome | undefined>();
  const voucher = useRedeemVoucher();
  const prepaid = useChargePrepaidCard();
  const mutation = kind === 'voucher' ? voucher : prepaid;
  return {
    kind,
    value,
    outcome,
    isSubmitting: mutation.isPending,
    onChange: (next: string) => {
      setValue(next);
      setOutcome(undefined);
    },
    onSubmit: (code: string) =>
      mutation.mutate(
        { body: { code: code.trim() } },
        {
          onSuccess: (credit) => {
            setOutcome({ kind: 'credited', coins: credit.coins, balance: credit.balance });
            onCredited?.();
          },
          onError: (error) => setOutcome(isApiError(error) && error.kind === 'voucher-redeemed' ? { kind: 'redeemed-before' } : { kind: 'invalid' }),
        },
      ),
  };
}
