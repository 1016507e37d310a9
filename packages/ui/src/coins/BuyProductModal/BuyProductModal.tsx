import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { formatInteger, normalizePhone, validatePhone, validateRequired } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { LtrTextField, useValidationMessage } from '../../auth/AuthLayout/auth-form.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { FieldParts, fieldStyles, inputStyles } from '../../primitives/Field/Field.tsx';
import { CoinIcon } from '../../primitives/icons/Icon.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { productImageUrl, type ProductImage } from '../ProductGrid/ProductGrid.tsx';
import { useCoinsText } from '../../lib/use-coins-text.ts';
import { TextField } from '../../primitives/TextField/TextField.tsx';

/** The spec's limit on the street address. */
export const streetAddressMaxLength = 300;

/** The product being bought (the contract's Product satisfies it). */
export interface BuyProductModalProduct {
  readonly name: string;
  /** What it costs now, in coins. */
  readonly current_price: number;
  readonly image?: ProductImage | null;
}

/** What Confirm submits (the order's shipping details). */
export interface BuyProductValues {
  name: string;
  /** 11 digits starting with 01 (Arabic-Indic digits, spaces and dashes normalised). */
  phone_number: string;
  street_address: string;
}

export interface BuyProductModalProps {
  /** The product to buy; the modal shows it with its price. */
  product: BuyProductModalProduct | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The fields' starting values (usually the user's name and phone number). */
  defaultValues: { name: string; phone_number: string };
  /** Confirm pressed with every field valid. */
  onSubmit: (values: BuyProductValues) => void;
  /** The order is being placed: Confirm shows a spinner, the fields are read-only and the backdrop does not close. */
  isSubmitting?: boolean;
  /** The server's messages, shown in a red alert. */
  errors?: readonly string[];
}

/** The purchase form in a modal: the product and its price in coins, then name, phone number and street address. */
export function BuyProductModal({ product, isOpen, onOpenChange, defaultValues, onSubmit, isSubmitting = false, errors }: BuyProductModalProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const message = useValidationMessage();
  const formId = useId();
  const price = useCoinsText();
  const image = productImageUrl(product?.image);
  // The domain's rules and their messages, as every form of the app shows them.
  const required = (value: string) => message(validateRequired(value)) ?? null;
  const phone = (value: string) => message(validatePhone(value)) ?? null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const data = new FormData(event.currentTarget);
    const text = (key: keyof BuyProductValues) => String(data.get(key) ?? '').trim();
    onSubmit({ name: text('name'), phone_number: normalizePhone(text('phone_number')), street_address: text('street_address') });
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} staticBackdrop={isSubmitting}>
      <Dialog
        title={t('store.buy.title')}
        footer={({ close }) => (
          <>
            <Button variant="outline" onPress={close} isDisabled={isSubmitting}>
              {t('store.buy.cancel')}
            </Button>
            <Button type="submit" form={formId} isPending={isSubmitting}>
              {t('store.buy.confirm')}
            </Button>
          </>
        )}
      >
        <Form id={formId} onSubmit={handleSubmit} className="flex flex-col gap-4">
          {errors && errors.length > 0 && <Alert tone="error" messages={errors} />}
          {product && (
            <div className="flex items-center gap-3 rounded-md border border-border bg-surface-muted p-3">
              <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface">
                {image ? <img src={image} alt="" className="size-full object-contain p-1" /> : <CoinIcon size={28} className="text-fg-subtle" />}
              </div>
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold break-words text-fg">{product.name}</p>
                <p className="inline-flex items-center gap-1 font-bold text-primary-700">
                  <CoinIcon size={16} />
                  <span className="sr-only">{t('store.buy.price')}: </span>
                  <bdi>{price(product.current_price)}</bdi>
                </p>
              </div>
            </div>
          )}
          <TextField
            name="name"
            label={t('store.buy.name')}
            defaultValue={defaultValues.name}
            isRequired
            isReadOnly={isSubmitting}
            autoComplete="name"
            validate={required}
          />
          <LtrTextField
            name="phone_number"
            label={t('store.buy.phone')}
            description={t('store.buy.phoneHint')}
            defaultValue={defaultValues.phone_number}
            isRequired
            isReadOnly={isSubmitting}
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="01XXXXXXXXX"
            validate={phone}
          />
          <AriaTextField
            name="street_address"
            isRequired
            isReadOnly={isSubmitting}
            maxLength={streetAddressMaxLength}
            autoComplete="street-address"
            validate={required}
            className={fieldStyles()}
          >
            <FieldParts
              label={t('store.buy.address')}
              description={t('store.buy.addressHint', { n: formatInteger(streetAddressMaxLength, language) })}
              isRequired
            >
              <TextArea rows={3} className={(renderProps) => inputStyles({ ...renderProps, className: 'min-h-20 resize-y py-2' })} />
            </FieldParts>
          </AriaTextField>
        </Form>
      </Dialog>
    </Modal>
  );
}
