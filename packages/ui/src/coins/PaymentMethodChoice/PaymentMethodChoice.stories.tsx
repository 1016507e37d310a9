import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardPaymentForm } from '../CardPaymentForm/CardPaymentForm.tsx';
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { MobileCashPayment } from '../MobileCashPayment/MobileCashPayment.tsx';
import { storyCards } from '../SavedCardsList/fixtures.ts';
import { PaymentMethodChoice, type PaymentMethod, type PaymentMethodChoiceProps } from './PaymentMethodChoice.tsx';

type StoryArgs = Omit<PaymentMethodChoiceProps, 'pkg' | 'mobileCash' | 'card'> & { discounted?: boolean };

/** The checkout with the real payments inside, switching method as the app's page does. */
function Demo({ discounted = false, method: initial, onMethodChange }: StoryArgs) {
  const say = useStoryText();
  const [method, setMethod] = useState<PaymentMethod>(initial);
  return (
    <PaymentMethodChoice
      pkg={{ name: say('Fan', 'باقة المشجع'), coins: 500, egp: 110, discounted_price: discounted ? 89.5 : null }}
      method={method}
      onMethodChange={(next) => {
        setMethod(next);
        onMethodChange(next);
      }}
      card={
        <CardPaymentForm
          cards={storyCards.slice(0, 1)}
          selectedToken="tok_visa_4242"
          onSelectCard={() => undefined}
          onDeleteCard={() => undefined}
          defaultValues={{ name: say('Ahmed Samir', 'أحمد سمير'), email: 'ahmed.samir@example.com', phone_number: '01012345678' }}
          onSubmit={() => undefined}
          isSubmitting={false}
          onAddCard={() => undefined}
        />
      }
      mobileCash={
        <MobileCashPayment
          step="entering"
          wallet="vodafone"
          onWalletChange={() => undefined}
          phoneNumber=""
          onPhoneNumberChange={() => undefined}
          canPay={false}
          onPayNow={() => undefined}
          coins={500}
          onPayAgain={() => undefined}
        />
      }
    />
  );
}

const meta = {
  title: 'Coins/PaymentMethodChoice',
  args: { method: 'card', onMethodChange: fn() },
  render: (args) => <Demo {...args} />,
  decorators: [(Story) => <div className="max-w-xl"><Story /></div>],
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Card chosen: the package summary and the card payment. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: ar() ? 'باقتك' : 'Your package' });
    await expect(summary).toHaveTextContent(ar() ? 'باقة المشجع' : 'Fan');
    await expect(summary).toHaveTextContent(ar() ? '٥٠٠ عملة' : '500 coins');
    await expect(summary).toHaveTextContent(ar() ? /١١٠٫٠٠/ : /EGP\s110\.00/);
    await expect(canvas.getByRole('tab', { name: ar() ? 'بطاقة' : 'Card' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(ar() ? 'رمز CVV' : 'CVV');
  },
};

/** Switching to Mobile cash shows the wallet payment and tells the app. */
export const MobileCash: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: ar() ? 'محفظة موبايل' : 'Mobile cash' }));
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('mobile-cash');
    await expect(within(canvas.getByRole('tabpanel')).getByRole('button', { name: ar() ? 'ادفع الآن' : 'Pay Now' })).toBeDisabled();
  },
};

/** A discounted package: the original price struck through in the summary. */
export const Discounted: Story = {
  args: { discounted: true, method: 'mobile-cash' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('del')).toHaveTextContent(ar() ? /السعر الأصلي.*١١٠٫٠٠/ : /Original price.*EGP\s110\.00/);
    await expect(canvas.getByRole('region', { name: ar() ? 'باقتك' : 'Your package' })).toHaveTextContent(ar() ? /٨٩٫٥٠/ : /EGP\s89\.50/);
    await expect(canvas.getByRole('tab', { name: ar() ? 'محفظة موبايل' : 'Mobile cash' })).toHaveAttribute('aria-selected', 'true');
  },
};
