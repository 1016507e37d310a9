import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isMobileCashPhoneComplete, normaliseWalletPhone, type MobileWallet } from '@hadaf/domain';
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { MobileCashPayment, type MobileCashPaymentProps } from './MobileCashPayment.tsx';

type StoryArgs = MobileCashPaymentProps & { serverError?: boolean };

/** Keeps the wallet and number as the app's machine does, and enables Pay Now at 11 digits. */
function Demo({ serverError = false, wallet: initialWallet, phoneNumber: initialPhone, onWalletChange, onPhoneNumberChange, canPay: _canPay, ...props }: StoryArgs) {
  const say = useStoryText();
  const [wallet, setWallet] = useState<MobileWallet>(initialWallet);
  const [phoneNumber, setPhoneNumber] = useState(initialPhone);
  return (
    <MobileCashPayment
      {...props}
      error={serverError ? say('The wallet number is not registered with Vodafone Cash.', 'رقم المحفظة غير مسجل في فودافون كاش.') : props.error}
      wallet={wallet}
      onWalletChange={(next) => {
        setWallet(next);
        onWalletChange(next);
      }}
      phoneNumber={phoneNumber}
      onPhoneNumberChange={(next) => {
        setPhoneNumber(normaliseWalletPhone(next));
        onPhoneNumberChange(next);
      }}
      canPay={isMobileCashPhoneComplete(phoneNumber)}
    />
  );
}

const meta = {
  title: 'Coins/MobileCashPayment',
  component: MobileCashPayment,
  args: {
    step: 'entering',
    wallet: 'vodafone',
    onWalletChange: fn(),
    phoneNumber: '',
    onPhoneNumberChange: fn(),
    canPay: false,
    onPayNow: fn(),
    coins: 500,
    onPayAgain: fn(),
  },
  render: (args) => <Demo {...args} />,
  decorators: [(Story) => <div className="max-w-lg"><Story /></div>],
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

// A busy button is also named by its spinner ("Loading… Pay Now"), so the name is matched at its end.
const payNow = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: ar() ? /ادفع الآن$/ : /Pay Now$/ });
const phoneField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: ar() ? 'رقم موبايل المحفظة' : 'Wallet phone number' });

/** The wallet choice and the number: Pay Now stays disabled at 10 digits and enables at 11. */
export const Entering: Story = {
  parameters: { machineStates: ['mobileCash.entering'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: ar() ? 'أورنج كاش' : 'Orange Cash' }));
    await expect(args.onWalletChange).toHaveBeenLastCalledWith('orange');
    const phone = phoneField(canvasElement);
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await expect(phone).toHaveAccessibleDescription(ar() ? '١١ رقمًا تبدأ بـ ٠١' : '11 digits starting with 01');
    await userEvent.type(phone, '0101234567');
    await expect(payNow(canvasElement)).toBeDisabled();
    await userEvent.type(phone, '8');
    await expect(args.onPhoneNumberChange).toHaveBeenLastCalledWith('01012345678');
    await expect(payNow(canvasElement)).toBeEnabled();
    await userEvent.click(payNow(canvasElement));
    await expect(args.onPayNow).toHaveBeenCalledOnce();
  },
};

/** Arabic-Indic digits count too: a full number typed that way enables Pay Now. */
export const EnteringValid: Story = {
  parameters: { machineStates: ['mobileCash.entering'] },
  args: { wallet: 'etisalat', phoneNumber: '٠١١٢٣٤٥٦٧٨٩' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('radio', { name: ar() ? 'اتصالات كاش' : 'Etisalat Cash' })).toBeChecked();
    await expect(payNow(canvasElement)).toBeEnabled();
    await userEvent.click(payNow(canvasElement));
    await expect(args.onPayNow).toHaveBeenCalledOnce();
  },
};

/** Requesting the reference code: Pay Now is busy and the choices wait. */
export const Requesting: Story = {
  parameters: { machineStates: ['mobileCash.requesting'] },
  args: { step: 'requesting', phoneNumber: '01012345678' },
  play: async ({ canvasElement, args }) => {
    await expect(payNow(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(phoneField(canvasElement)).toHaveAttribute('readonly');
    await expect(within(canvasElement).getByRole('radio', { name: ar() ? 'فودافون كاش' : 'Vodafone Cash' })).toBeDisabled();
    await userEvent.click(payNow(canvasElement));
    await expect(args.onPayNow).not.toHaveBeenCalled();
  },
};

/** The server refused the request: its message in a red alert, and the form ready again. */
export const Error: Story = {
  parameters: { machineStates: ['mobileCash.entering'] },
  args: { serverError: true, phoneNumber: '01012345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ar() ? 'رقم المحفظة غير مسجل في فودافون كاش.' : 'The wallet number is not registered with Vodafone Cash.');
    await expect(payNow(canvasElement)).toBeEnabled();
  },
};

/** The reference code to pay, the countdown in the language's digits, a live "waiting" line, and Pay Again. */
export const Awaiting: Story = {
  parameters: { machineStates: ['mobileCash.awaiting'] },
  args: { step: 'awaiting', phoneNumber: '01012345678', referenceCode: { code: '7841 2290 15', expiresAt: '2026-11-26T18:00:00Z' }, secondsLeft: 3725 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7841 2290 15')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(ar() ? '٠١:٠٢:٠٥' : '01:02:05')).toBeVisible();
    await expect(canvas.getByText(ar() ? 'في انتظار الدفع…' : 'Waiting for your payment…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: ar() ? 'ادفع الآن' : 'Pay Now' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'ادفع مرة أخرى' : 'Pay Again' }));
    await expect(args.onPayAgain).toHaveBeenCalledOnce();
  },
};

/** Paid: the coins added and the new balance. */
export const Paid: Story = {
  parameters: { machineStates: ['mobileCash.paid'] },
  args: { step: 'paid', coins: 500, balance: 1750 },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(ar() ? 'تم استلام الدفع: أُضيفت ٥٠٠ عملة' : 'Payment received: 500 coins added');
    await expect(status).toHaveTextContent(ar() ? 'رصيدك الآن ١٬٧٥٠' : 'Your balance is 1,750');
  },
};

/** The code expired before it was paid: a warning and Pay Again. */
export const Expired: Story = {
  parameters: { machineStates: ['mobileCash.expired'] },
  args: { step: 'expired', referenceCode: { code: '7841 2290 15', expiresAt: '2026-11-26T18:00:00Z' }, secondsLeft: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ar() ? 'انتهت صلاحية هذا الرقم المرجعي.' : 'This reference code has expired.');
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'ادفع مرة أخرى' : 'Pay Again' }));
    await expect(args.onPayAgain).toHaveBeenCalledOnce();
  },
};
