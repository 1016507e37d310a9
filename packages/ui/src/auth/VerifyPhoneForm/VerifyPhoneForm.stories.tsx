import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { field, inAuthLayout, pick } from '../AuthLayout/auth-story-helpers.tsx';
import { VerifyPhoneForm, type VerifyPhoneFormProps } from './VerifyPhoneForm.tsx';

/** Holds the number and code like the machine does, so a story can be typed into. */
function Interactive(args: VerifyPhoneFormProps) {
  const [phoneNumber, setPhoneNumber] = useState(args.phoneNumber);
  const [code, setCode] = useState(args.code);
  const [hasSentCode, setHasSentCode] = useState(args.hasSentCode);
  return (
    <VerifyPhoneForm
      {...args}
      phoneNumber={phoneNumber}
      code={code}
      hasSentCode={hasSentCode}
      onPhoneNumberChange={(value) => {
        setPhoneNumber(value);
        args.onPhoneNumberChange(value);
      }}
      onCodeChange={(value) => {
        setCode(value);
        args.onCodeChange(value);
      }}
      onSendCode={() => {
        setHasSentCode(true);
        args.onSendCode();
      }}
    />
  );
}

const meta = {
  title: 'Auth/VerifyPhoneForm',
  component: VerifyPhoneForm,
  args: {
    state: 'editing',
    hasSentCode: false,
    phoneNumber: '',
    code: '',
    notice: null,
    onPhoneNumberChange: fn(),
    onSendCode: fn(),
    onCodeChange: fn(),
    onSubmitCode: fn(),
    onContinue: fn(),
  },
  render: (args) => <Interactive {...args} />,
  decorators: [inAuthLayout],
} satisfies Meta<typeof VerifyPhoneForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = (globals: Record<string, unknown>) => {
  const text = pick(globals);
  return {
    phone: text('Phone number', 'رقم الهاتف'),
    verify: text('Verify', 'تحقق'),
    resend: text('Resend', 'إعادة الإرسال'),
    submit: text('Submit code', 'إرسال الرمز'),
  };
};

const digitBoxes = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group')).getAllByRole('textbox') as HTMLInputElement[];

/** Nothing typed yet: the field and the Verify button. */
export const Editing: Story = {
  parameters: { machineStates: ['phoneVerification.editing'] },
  play: async ({ canvasElement, globals }) => {
    const label = labels(globals);
    await expect(field(canvasElement, label.phone)).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('button', { name: label.verify })).toBeEnabled();
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

/** A number that is not 11 digits starting with 01 is refused before anything is sent. */
export const InvalidPhoneNumber: Story = {
  parameters: { machineStates: ['phoneVerification.editing'] },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: label.verify }));
    await expect(canvas.getByText(pick(globals)('This field is required.', 'هذا الحقل مطلوب.'))).toBeVisible();
    await userEvent.type(field(canvasElement, label.phone), '0201234');
    await userEvent.click(canvas.getByRole('button', { name: label.verify }));
    await expect(
      canvas.getByText(pick(globals)('Enter an 11-digit mobile number starting with 01.', 'أدخل رقم موبايل من ١١ رقمًا يبدأ بـ ٠١.')),
    ).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** A twelfth digit is refused as it is typed: the message says why at once, and Verify sends nothing. */
export const PhoneNumberTooLong: Story = {
  parameters: { machineStates: ['phoneVerification.editing'] },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    const tooLong = pick(globals)('Egyptian mobile numbers have 11 digits: remove the extra ones.', 'أرقام الموبايل في مصر من ١١ رقمًا: احذف الأرقام الزائدة.');
    await userEvent.type(field(canvasElement, label.phone), '01012345678');
    await expect(canvas.queryByText(tooLong)).toBeNull();
    await userEvent.type(field(canvasElement, label.phone), '9');
    await expect(canvas.getByText(tooLong)).toBeVisible();
    await expect(field(canvasElement, label.phone)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, label.phone)).toHaveAccessibleDescription(expect.stringContaining(tooLong));
    await userEvent.click(canvas.getByRole('button', { name: label.verify }));
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** Sending the code: after the first send the button reads Resend and the code boxes appear. */
export const VerifyThenResend: Story = {
  parameters: { machineStates: ['phoneVerification.editing'] },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, label.phone), '01012345678');
    await expect(args.onPhoneNumberChange).toHaveBeenLastCalledWith('01012345678');
    await userEvent.click(canvas.getByRole('button', { name: label.verify }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: label.resend })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: label.verify })).toBeNull();
    await expect(digitBoxes(canvasElement)).toHaveLength(6);
  },
};

/** Arabic-Indic digits are read as Western digits. */
export const ArabicIndicDigits: Story = {
  parameters: { machineStates: ['phoneVerification.editing'] },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    await userEvent.type(field(canvasElement, label.phone), '٠١٠١٢٣٤٥٦٧٨');
    await expect(args.onPhoneNumberChange).toHaveBeenLastCalledWith('01012345678');
    await expect(field(canvasElement, label.phone)).toHaveValue('01012345678');
    await userEvent.click(within(canvasElement).getByRole('button', { name: label.verify }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
  },
};

/** The code went out (otp_sent, green); typing the sixth digit submits by itself. */
export const CodeSent: Story = {
  parameters: { machineStates: ['phoneVerification.editing'] },
  args: { hasSentCode: true, phoneNumber: '01012345678', notice: 'otp_sent' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      pick(globals)('A verification code has been sent to your phone.', 'تم إرسال رمز التحقق إلى هاتفك.'),
    );
    await userEvent.click(digitBoxes(canvasElement)[0]!);
    await userEvent.keyboard('12345');
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onSubmitCode).toHaveBeenCalledOnce();
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
    await userEvent.tab();
  },
};

/** Submitting an incomplete code asks for six digits. */
export const IncompleteCode: Story = {
  parameters: { machineStates: ['phoneVerification.editing'] },
  args: { hasSentCode: true, phoneNumber: '01012345678', code: '123' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels(globals).submit }));
    await expect(canvas.getByText(pick(globals)('Enter the 6-digit code.', 'أدخل الرمز المكوّن من ٦ أرقام.'))).toBeVisible();
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
};

export const UsedPhoneNumber: Story = {
  parameters: { machineStates: ['phoneVerification.editing'] },
  args: { phoneNumber: '01012345678', notice: 'used_phone_number' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      pick(globals)('This phone number is already used by another account.', 'رقم الهاتف هذا مستخدم بالفعل في حساب آخر.'),
    );
  },
};

export const SendFailed: Story = {
  parameters: { machineStates: ['phoneVerification.editing'] },
  args: { phoneNumber: '01012345678', notice: 'send-failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** A wrong code: otp-error, the boxes cleared and marked invalid. */
export const OtpError: Story = {
  parameters: { machineStates: ['phoneVerification.editing'] },
  args: { hasSentCode: true, phoneNumber: '01012345678', notice: 'otp-error' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      pick(globals)('Invalid OTP or phone number', 'رمز التحقق أو رقم الهاتف غير صحيح'),
    );
    await expect(digitBoxes(canvasElement)[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The send call is running: the field is disabled and the button shows a spinner. */
export const Sending: Story = {
  parameters: { machineStates: ['phoneVerification.sending'] },
  args: { state: 'sending', phoneNumber: '01012345678' },
  play: async ({ canvasElement, args, globals }) => {
    await expect(field(canvasElement, labels(globals).phone)).toBeDisabled();
    const send = canvasElement.querySelector<HTMLButtonElement>('button[data-pending]')!;
    await userEvent.click(send);
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** The code is being checked: everything waits. */
export const Verifying: Story = {
  parameters: { machineStates: ['phoneVerification.verifying'] },
  args: { state: 'verifying', hasSentCode: true, phoneNumber: '01012345678', code: '123456' },
  play: async ({ canvasElement, globals }) => {
    const label = labels(globals);
    await expect(field(canvasElement, label.phone)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: label.resend })).toBeDisabled();
    for (const box of digitBoxes(canvasElement)) await expect(box).toBeDisabled();
  },
};

/** 429: limit exceeded, retry after 5 minutes; sending and submitting are off meanwhile. */
export const Throttled: Story = {
  parameters: { machineStates: ['phoneVerification.throttled'] },
  args: { state: 'throttled', hasSentCode: true, phoneNumber: '01012345678', notice: 'otp-throttle' },
  play: async ({ canvasElement, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(pick(globals)('after 5 minutes', 'بعد ٥ دقائق'));
    await expect(canvas.getByRole('button', { name: label.resend })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: label.submit })).toBeDisabled();
  },
};

/** Success: the Continue button leaves the page. */
export const Verified: Story = {
  parameters: { machineStates: ['phoneVerification.verified'] },
  args: { state: 'verified', hasSentCode: true, phoneNumber: '01012345678', code: '123456' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(pick(globals)('Your phone number has been verified.', 'تم تأكيد رقم هاتفك.'));
    await userEvent.click(canvas.getByRole('button', { name: pick(globals)('Continue', 'متابعة') }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
