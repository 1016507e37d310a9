import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { field, inAuthLayout, pick, requiredMessage } from '../AuthLayout/auth-story-helpers.tsx';
import { longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { SandboxCaptcha } from '../RegisterForm/captcha.tsx';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm.tsx';

const meta = {
  title: 'Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(), captcha: <SandboxCaptcha />, loginHref: '/login' },
  decorators: [inAuthLayout],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = (globals: Record<string, unknown>) => {
  const text = pick(globals);
  return {
    identifier: text('Email or phone number', 'البريد الإلكتروني أو رقم الهاتف'),
    robot: text("I'm not a robot", 'أنا لست روبوتًا'),
    submit: text('Send', 'إرسال'),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(field(canvasElement, labels(globals).identifier)).toHaveValue('');
  },
};

/** Submitting empty: the identifier is required and the captcha must be solved. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(canvas.getByText(requiredMessage)).toBeVisible();
    await expect(canvas.getByText(pick(globals)('Please confirm that you are not a robot.', 'يرجى تأكيد أنك لست روبوتًا.'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A phone number typed in Arabic-Indic digits, and the sandbox token, go to onSubmit. */
export const Filled: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, label.identifier), '٠١٠١٢٣٤٥٦٧٨');
    await userEvent.click(canvas.getByRole('checkbox', { name: label.robot }));
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: '01012345678', captcha: 'sandbox' });
  },
};

function ForgotWithServer(args: ForgotPasswordFormProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ForgotPasswordForm
      {...args}
      captchaResetKey={attempt}
      errors={attempt > 0 ? ['The selected identifier is invalid.'] : []}
      onSubmit={(values) => {
        args.onSubmit(values);
        setAttempt((count) => count + 1);
      }}
    />
  );
}

/** The server rejects the identifier: its errors show in red and the captcha resets. */
export const ServerErrors: Story = {
  render: (args) => <ForgotWithServer {...args} />,
  args: { defaultValues: { identifier: 'nobody@example.com' } },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: label.robot }));
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The selected identifier is invalid.');
    await expect(canvas.getByRole('checkbox', { name: label.robot })).not.toBeChecked();
  },
};

export const Pending: Story = {
  args: { isPending: true, defaultValues: { identifier: 'salah@example.com' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[data-pending]')!);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An e-mail identifier: the instructions message (a phone identifier navigates to reset instead). */
export const EmailSent: Story = {
  args: { isEmailSent: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(pick(globals)('instructions', 'تعليمات'));
    await expect(canvas.getByRole('link', { name: pick(globals)('Back to login', 'العودة لتسجيل الدخول') })).toHaveAttribute('href', '/login');
  },
};

export const LongText: Story = {
  args: { errors: [longEnglish, longArabic], defaultValues: { identifier: `${longArabic}@example.com` } },
};
