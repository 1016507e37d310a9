import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { storyCards } from '../SavedCardsList/fixtures.ts';
import { CardPaymentForm, type CardPaymentFormProps } from './CardPaymentForm.tsx';

/** Keeps the chosen card as the app's page does; the payer's details read in the story language. */
function Demo({ selectedToken: initial, onSelectCard, defaultValues, ...props }: CardPaymentFormProps) {
  const say = useStoryText();
  const [selectedToken, setSelectedToken] = useState(initial);
  return (
    <CardPaymentForm
      {...props}
      defaultValues={{ ...defaultValues, name: say(defaultValues.name, 'أحمد سمير') }}
      selectedToken={selectedToken}
      onSelectCard={(token) => {
        setSelectedToken(token);
        onSelectCard(token);
      }}
    />
  );
}

const meta = {
  title: 'Coins/CardPaymentForm',
  component: CardPaymentForm,
  args: {
    cards: storyCards,
    selectedToken: null,
    onSelectCard: fn(),
    onDeleteCard: fn(),
    defaultValues: { name: 'Ahmed Samir', email: 'ahmed.samir@example.com', phone_number: '01012345678' },
    onSubmit: fn(),
    isSubmitting: false,
    onAddCard: fn(),
  },
  render: (args) => <Demo {...args} />,
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
} satisfies Meta<typeof CardPaymentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

// A busy button is also named by its spinner ("Loading… Pay"), so the name is matched at its end.
const pay = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: ar() ? /(^|\s)ادفع$/ : /(^|\s)Pay$/ });
const cvvField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(ar() ? /رمز CVV/ : /^CVV/);

/** Saved cards to choose from: Pay waits for a card, then sends the card, the CVV and the payer's details. */
export const WithCards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(pay(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: ar() ? 'ماستركارد تنتهي بـ 5100' : 'Mastercard ending in 5100' }));
    await expect(args.onSelectCard).toHaveBeenLastCalledWith('tok_master_5100');
    await expect(pay(canvasElement)).toBeEnabled();
    const cvv = cvvField(canvasElement);
    await expect(cvv).toHaveAttribute('type', 'password');
    await expect(cvv).toHaveAttribute('dir', 'ltr');
    await userEvent.type(cvv, '123');
    await userEvent.click(pay(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      token: 'tok_master_5100',
      cvv: '123',
      name: ar() ? 'أحمد سمير' : 'Ahmed Samir',
      email: 'ahmed.samir@example.com',
      phone_number: '01012345678',
    });
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'أضف بطاقة' : 'Add a card' }));
    await expect(args.onAddCard).toHaveBeenCalledOnce();
  },
};

/** No saved cards: a hint and a prominent Add card button; Pay cannot be pressed. */
export const NoCards: Story = {
  args: { cards: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ar() ? 'لا توجد لديك بطاقات محفوظة بعد. أضف بطاقة للدفع بها.' : 'You have no saved cards yet. Add a card to pay with it.')).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(pay(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'أضف بطاقة' : 'Add a card' }));
    await expect(args.onAddCard).toHaveBeenCalledOnce();
  },
};

/** Paying: Pay is busy, the card choice and fields wait. */
export const Submitting: Story = {
  args: { selectedToken: 'tok_visa_4242', isSubmitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(pay(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('radio', { name: ar() ? 'فيزا تنتهي بـ 4242' : 'Visa ending in 4242' })).toBeDisabled();
    await expect(cvvField(canvasElement)).toHaveAttribute('readonly');
    await userEvent.click(pay(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** cc-payment-link-failed: a red alert, and the form ready for another card. */
export const LinkFailed: Story = {
  args: { selectedToken: 'tok_visa_4242', linkFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      ar() ? 'فشل الدفع. من فضلك جرّب بطاقة أخرى، أو حاول مرة أخرى لاحقًا.' : 'Payment failed. Please try another card, or try again later.',
    );
    await expect(pay(canvasElement)).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: ar() ? 'بنك مصر تنتهي بـ 0087' : 'Banque Misr ending in 0087' }));
    await expect(args.onSelectCard).toHaveBeenLastCalledWith('tok_bm_0087');
  },
};

/** Pay with a missing CVV, a wrong email and a short phone: each field says what is wrong and nothing is sent. */
export const InvalidSubmit: Story = {
  args: { selectedToken: 'tok_visa_4242' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: ar() ? 'البريد الإلكتروني' : 'Email' });
    const phone = canvas.getByRole('textbox', { name: ar() ? 'رقم الموبايل' : 'Phone number' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ahmed@');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0101234');
    await userEvent.click(pay(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(cvvField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(ar() ? 'هذا الحقل مطلوب.' : 'This field is required.')).toBeVisible();
    await expect(canvas.getByText(ar() ? 'أدخل بريدًا إلكترونيًا صحيحًا.' : 'Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText(ar() ? 'أدخل رقم موبايل من ١١ رقمًا يبدأ بـ ٠١.' : 'Enter an 11-digit mobile number starting with 01.')).toBeVisible();
    await userEvent.type(cvvField(canvasElement), '12');
    await userEvent.click(pay(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(ar() ? 'اكتب الأرقام الثلاثة أو الأربعة لرمز CVV الخاص ببطاقتك.' : 'Enter the 3 or 4 digits of your card’s CVV.')).toBeVisible();
  },
};

/** A card is being deleted: its Delete button is busy, the others wait. */
export const Deleting: Story = {
  args: { selectedToken: 'tok_visa_4242', deletingToken: 'tok_master_5100' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: ar() ? 'احذف بطاقة ماستركارد المنتهية بـ 5100' : 'Delete Mastercard card ending in 5100' })).toHaveAttribute('aria-disabled', 'true');
    const other = canvas.getByRole('button', { name: ar() ? 'احذف بطاقة فيزا المنتهية بـ 4242' : 'Delete Visa card ending in 4242' });
    await expect(other).toBeDisabled();
    await userEvent.click(other);
    await expect(args.onDeleteCard).not.toHaveBeenCalled();
  },
};
