import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { field, inAuthLayout, pick, requiredMessage } from '../AuthLayout/auth-story-helpers.tsx';
import { longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const meta = {
  title: 'Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn(), loginHref: '/login' },
  decorators: [inAuthLayout],
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = (globals: Record<string, unknown>) => {
  const text = pick(globals);
  return {
    otp: text('Verification code', 'رمز التحقق'),
    identifier: text('Email or phone number', 'البريد الإلكتروني أو رقم الهاتف'),
    newPassword: text('New password', 'كلمة المرور الجديدة'),
    confirmation: text('Confirm new password', 'تأكيد كلمة المرور الجديدة'),
    submit: text('Reset password', 'إعادة تعيين كلمة المرور'),
  };
};

const sameAsMessage = /^(must be the same as the other field|يجب أن يطابق الحقل الآخر)$/;

/** Submitting empty: all four fields are required. */
export const Empty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels(globals).submit }));
    await expect(canvas.getAllByText(requiredMessage)).toHaveLength(4);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Opened from the reset link: code and identifier come from the query. */
export const Prefilled: Story = {
  args: { defaultValues: { otp: '123456', identifier: '01012345678' } },
  play: async ({ canvasElement, globals }) => {
    const label = labels(globals);
    await expect(field(canvasElement, label.otp)).toHaveValue('123456');
    await expect(field(canvasElement, label.identifier)).toHaveValue('01012345678');
  },
};

/** A confirmation that differs gets the equality message. */
export const MismatchedConfirmation: Story = {
  args: { defaultValues: { otp: '123456', identifier: '01012345678' } },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, label.newPassword), 'goal2026');
    await userEvent.type(field(canvasElement, label.confirmation), 'goal2025');
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(canvas.getByText(sameAsMessage)).toBeVisible();
    await expect(field(canvasElement, label.confirmation)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A short code and a weak password get the domain rules' messages. */
export const InvalidValues: Story = {
  args: { defaultValues: { otp: '12', identifier: '01012345678' } },
  play: async ({ canvasElement, globals }) => {
    const label = labels(globals);
    const text = pick(globals);
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, label.newPassword), 'password');
    await userEvent.type(field(canvasElement, label.confirmation), 'password');
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(canvas.getByText(text('Enter the 6-digit code.', 'أدخل الرمز المكوّن من ٦ أرقام.'))).toBeVisible();
    await expect(canvas.getByText(text('The password must contain at least one digit.', 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل.'))).toBeVisible();
  },
};

/** Matching passwords: onSubmit gets otp, identifier and the new password (not the confirmation). */
export const Filled: Story = {
  args: { defaultValues: { identifier: 'salah@example.com' } },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, label.otp), '١٢٣٤٥٦');
    await userEvent.type(field(canvasElement, label.newPassword), 'goal2026');
    await userEvent.type(field(canvasElement, label.confirmation), 'goal2026');
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '123456', identifier: 'salah@example.com', newPassword: 'goal2026' });
  },
};

/** Each password field has its own show/hide toggle. */
export const PasswordToggle: Story = {
  play: async ({ canvasElement, globals }) => {
    const label = labels(globals);
    const text = pick(globals);
    const canvas = within(canvasElement);
    const password = field(canvasElement, label.newPassword);
    const confirmation = field(canvasElement, label.confirmation);
    await userEvent.type(password, 'goal2026');
    const [firstToggle] = canvas.getAllByRole('button', { name: text('Show password', 'إظهار كلمة المرور') });
    await userEvent.click(firstToggle!);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirmation).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: text('Hide password', 'إخفاء كلمة المرور') })).toBeInTheDocument();
  },
};

export const ServerErrors: Story = {
  args: {
    errors: ['The otp is invalid.', 'The new password must be at least 8 characters.'],
    defaultValues: { otp: '123456', identifier: '01012345678' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('alert')).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const ServerMessage: Story = {
  args: { message: 'This password reset code has expired.', defaultValues: { otp: '123456', identifier: '01012345678' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This password reset code has expired.');
  },
};

export const Pending: Story = {
  args: { isPending: true, defaultValues: { otp: '123456', identifier: '01012345678' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[data-pending]')!);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Success: the Go to Login button. */
export const Success: Story = {
  args: { isSuccess: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('link', { name: pick(globals)('Go to Login', 'الذهاب لتسجيل الدخول') })).toHaveAttribute('href', '/login');
  },
};

export const LongText: Story = {
  args: { message: longArabic, errors: [longEnglish], defaultValues: { otp: '123456', identifier: `${longArabic}@example.com` } },
};
