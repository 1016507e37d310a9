import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeRedeemForm, type CodeRedeemFormProps } from './CodeRedeemForm.tsx';
import { ar } from '../../internal/story-helpers.tsx';

/** The field keeps what is typed, as the app's page does. */
function Demo({ value: initial, onChange, ...props }: CodeRedeemFormProps) {
  const [value, setValue] = useState(initial);
  return (
    <CodeRedeemForm
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Coins/CodeRedeemForm',
  component: CodeRedeemForm,
  args: { kind: 'voucher', value: '', onChange: fn(), onSubmit: fn(), isSubmitting: false },
  render: (args) => <Demo {...args} />,
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
} satisfies Meta<typeof CodeRedeemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: ar() ? 'كود الخصم' : 'Promo code' });
// A busy button is also named by its spinner ("Loading… Redeem"), so the name is matched at its end.
const redeem = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: ar() ? /استخدم الكود$/ : /Redeem$/ });

/** Empty: Redeem waits for a code; typing one (spaces trimmed) and submitting hands it over. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const field = codeField(canvasElement);
    await expect(field).toHaveAttribute('dir', 'ltr');
    await expect(redeem(canvasElement)).toBeDisabled();
    await userEvent.type(field, '   ');
    await expect(redeem(canvasElement)).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'RAMADAN26 ');
    await expect(args.onChange).toHaveBeenLastCalledWith('RAMADAN26 ');
    await userEvent.click(redeem(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith('RAMADAN26');
  },
};

/** Submitting: the button is busy and a second press sends nothing. */
export const Submitting: Story = {
  args: { value: 'RAMADAN26', isSubmitting: true },
  play: async ({ canvasElement, args }) => {
    await expect(redeem(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(codeField(canvasElement)).toHaveAttribute('readonly');
    await userEvent.click(redeem(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The code was good: the coins added and the new balance, in the language's digits. */
export const Credited: Story = {
  args: { value: 'RAMADAN26', outcome: { kind: 'credited', coins: 250, balance: 1250 } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(ar() ? 'تمت إضافة ٢٥٠ عملة. رصيدك الآن ١٬٢٥٠.' : '250 coins added. Your balance is 1,250.');
  },
};

/** redeemed-voucher: the code was used before. */
export const RedeemedBefore: Story = {
  args: { value: 'WELCOME10', outcome: { kind: 'redeemed-before' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ar() ? 'تم استخدام هذا الكود من قبل.' : 'This code has been redeemed before.');
    await expect(codeField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** invalid-voucher: no such code. */
export const Invalid: Story = {
  args: { value: 'NOPE', outcome: { kind: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ar() ? 'من فضلك تأكد من إدخال كود صحيح.' : 'Please make sure to enter a valid code.');
  },
};

/** The /voucher page after registration: a promo code or Skip. */
export const VoucherWithSkip: Story = {
  args: { onSkip: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: ar() ? 'تخطَّ' : 'Skip' }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A prepaid card: its own label and button, and its own message for a used card. */
export const Prepaid: Story = {
  args: { kind: 'prepaid', value: '8812-4471-0093', outcome: { kind: 'redeemed-before' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: ar() ? 'كود كارت الشحن' : 'Prepaid card code' })).toHaveValue('8812-4471-0093');
    await expect(canvas.getByRole('alert')).toHaveTextContent(ar() ? 'تم استخدام هذا الكارت من قبل.' : 'This card has been used before.');
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'اشحن الكارت' : 'Charge card' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('8812-4471-0093');
  },
};

/** A prepaid card code that does not exist. */
export const PrepaidInvalid: Story = {
  args: { kind: 'prepaid', value: '0000', outcome: { kind: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ar() ? 'من فضلك تأكد من إدخال كود كارت صحيح.' : 'Please make sure to enter a valid card code.');
  },
};
