import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { normalizeDigits, normalizePhone, validateEmail, validatePhone, validateRequired } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { LtrTextField, useValidationMessage } from '../../auth/AuthLayout/auth-form.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { PlusIcon } from '../../primitives/icons/Icon.tsx';
import { twMerge } from '../../lib/utils.ts';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { CardLabel, DeleteCardButton, type SavedCard } from '../SavedCardsList/SavedCardsList.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';

/** What Pay submits: the chosen card's token, its CVV and the payer's details (the card payment request). */
export interface CardPaymentValues {
  token: string;
  cvv: string;
  name: string;
  email: string;
  phone_number: string;
}

export interface CardPaymentFormProps {
  cards: readonly SavedCard[];
  /** The card to pay with. */
  selectedToken: string | null;
  onSelectCard: (token: string) => void;
  onDeleteCard: (token: string) => void;
  /** The card being deleted. */
  deletingToken?: string | null;
  /** The payer's details as the profile knows them. */
  defaultValues: { name: string; email: string; phone_number: string };
  /** Pay pressed with a card chosen and every field valid. */
  onSubmit: (values: CardPaymentValues) => void;
  isSubmitting?: boolean;
  /** cc-payment-link-failed: the provider gave no payment link; the form is ready for another try. */
  linkFailed?: boolean;
  /** Opens the Add card dialog. */
  onAddCard: () => void;
  className?: string;
}

/** CVV: 3 or 4 digits (Arabic-Indic digits accepted). */
const cvvPattern = /^\d{3,4}$/;

/** Paying with a saved card: the card choice (with Delete and Add card), then CVV, name, email and phone, then Pay. */
export function CardPaymentForm({
  cards,
  selectedToken,
  onSelectCard,
  onDeleteCard,
  deletingToken = null,
  defaultValues,
  onSubmit,
  isSubmitting = false,
  linkFailed = false,
  onAddCard,
  className,
}: CardPaymentFormProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const hasCards = cards.length > 0;
  const selected = cards.some((card) => card.token === selectedToken) ? selectedToken : null;

  const checkCvv = (value: string) => {
    const required = message(validateRequired(value));
    if (required) return required;
    return cvvPattern.test(normalizeDigits(value.trim())) ? undefined : t('cardPayment.cvv.invalid');
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (selected == null || isSubmitting) return;
    const data = new FormData(event.currentTarget);
    const text = (key: keyof CardPaymentValues) => String(data.get(key) ?? '').trim();
    onSubmit({
      token: selected,
      cvv: normalizeDigits(text('cvv')),
      name: text('name'),
      email: text('email'),
      phone_number: normalizePhone(text('phone_number')),
    });
  }

  return (
    <div className={twMerge('flex flex-col gap-5 text-start', className)}>
      {linkFailed && <Alert tone="error">{t('cardPayment.linkFailed')}</Alert>}
      {hasCards ? (
        <div className="flex flex-col gap-3">
          <RadioGroup
            label={t('cardPayment.cards.label')}
            value={selected}
            onChange={onSelectCard}
            isDisabled={isSubmitting}
          >
            {cards.map((card) => (
              <div key={card.token} className="flex min-h-14 items-center gap-3 rounded-md border border-border bg-surface px-3 py-2">
                <Radio value={card.token} className="min-w-0 flex-1">
                  <CardLabel card={card} />
                </Radio>
                <DeleteCardButton
                  card={card}
                  onDelete={onDeleteCard}
                  isDeleting={deletingToken === card.token}
                  isDisabled={isSubmitting || (deletingToken != null && deletingToken !== card.token)}
                />
              </div>
            ))}
          </RadioGroup>
          <Button variant="outline" size="sm" icon={<PlusIcon size={16} />} onPress={onAddCard} isDisabled={isSubmitting} className="self-start">
            {t('cardPayment.addCard')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-border-strong px-4 py-6 text-center">
          <p className="text-fg-muted">{t('cardPayment.cards.none')}</p>
          <Button size="lg" icon={<PlusIcon size={20} />} onPress={onAddCard}>
            {t('cardPayment.addCard')}
          </Button>
        </div>
      )}
      <Form onSubmit={submit} className="flex flex-col gap-4">
        <LtrTextField
          name="cvv"
          type="password"
          label={t('cardPayment.cvv.label')}
          description={t('cardPayment.cvv.hint')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          isRequired
          isReadOnly={isSubmitting}
          validate={checkCvv}
        />
        <TextField
          name="name"
          label={t('cardPayment.name.label')}
          defaultValue={defaultValues.name}
          autoComplete="name"
          isRequired
          isReadOnly={isSubmitting}
          validate={(value) => message(validateRequired(value))}
        />
        <LtrTextField
          name="email"
          type="email"
          label={t('cardPayment.email.label')}
          defaultValue={defaultValues.email}
          inputMode="email"
          autoComplete="email"
          isRequired
          isReadOnly={isSubmitting}
          validate={(value) => message(validateEmail(value))}
        />
        <LtrTextField
          name="phone_number"
          label={t('cardPayment.phone.label')}
          description={t('cardPayment.phone.hint')}
          defaultValue={defaultValues.phone_number}
          inputMode="tel"
          autoComplete="tel-national"
          isRequired
          isReadOnly={isSubmitting}
          validate={(value) => message(validatePhone(value))}
        />
        {hasCards && selected == null && <p className="text-sm text-fg-muted">{t('cardPayment.cards.chooseOne')}</p>}
        <Button type="submit" size="lg" fullWidth isDisabled={selected == null} isPending={isSubmitting}>
          {t('cardPayment.pay')}
        </Button>
      </Form>
    </div>
  );
}
