import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { field, inAuthLayout, pick, requiredMessage } from '../AuthLayout/auth-story-helpers.tsx';
import { longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { LoginForm } from './LoginForm.tsx';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: {
    onSubmit: fn(),
    onSocialLogin: fn(),
    registerHref: '/register',
    forgotPasswordHref: '/forget-password',
  },
  decorators: [inAuthLayout],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = pick(globals);
    const canvas = within(canvasElement);
    await expect(field(canvasElement, text('Email or phone number', 'البريد الإلكتروني أو رقم الهاتف'))).toHaveValue('');
    await expect(canvas.getByRole('link', { name: text('Create an account', 'إنشاء حساب') })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: text('Forgot your password?', 'نسيت كلمة المرور؟') })).toHaveAttribute('href', '/forget-password');
  },
};

/** Submitting with empty fields shows the required message under both and calls nothing. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = pick(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('Log in', 'تسجيل الدخول') }));
    await expect(canvas.getAllByText(requiredMessage)).toHaveLength(2);
    await expect(field(canvasElement, text('Email or phone number', 'البريد الإلكتروني أو رقم الهاتف'))).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The typed values go to onSubmit (the identifier trimmed). */
export const Filled: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = pick(globals);
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, text('Email or phone number', 'البريد الإلكتروني أو رقم الهاتف')), ' salah@example.com ');
    await userEvent.type(field(canvasElement, text('Password', 'كلمة المرور')), 'goal2026');
    await userEvent.click(canvas.getByRole('button', { name: text('Log in', 'تسجيل الدخول') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: 'salah@example.com', password: 'goal2026' });
    await expect(canvas.queryByText(requiredMessage)).toBeNull();
  },
};

export const PasswordToggle: Story = {
  args: { defaultValues: { identifier: '01012345678', password: 'goal2026' } },
  play: async ({ canvasElement, globals }) => {
    const text = pick(globals);
    const canvas = within(canvasElement);
    const password = field(canvasElement, text('Password', 'كلمة المرور'));
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: text('Show password', 'إظهار كلمة المرور') }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: text('Hide password', 'إخفاء كلمة المرور') }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** The spec's invalid_creds message, in red. */
export const InvalidCredentials: Story = {
  args: { invalidCredentials: true, defaultValues: { identifier: 'salah@example.com' } },
  play: async ({ canvasElement, globals }) => {
    const text = pick(globals);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      text("Email, phone number, and password don't match.", 'البريد الإلكتروني أو رقم الهاتف وكلمة المرور غير متطابقة.'),
    );
  },
};

/** Opened from the verification e-mail (?email-verified): an informational notice. */
export const EmailVerified: Story = {
  args: { emailVerified: true },
  play: async ({ canvasElement, globals }) => {
    const text = pick(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text('Your email has been verified.', 'تم تأكيد بريدك الإلكتروني.'),
    );
  },
};

export const Pending: Story = {
  args: { isPending: true, defaultValues: { identifier: 'salah@example.com', password: 'goal2026' } },
  play: async ({ canvasElement, args }) => {
    const submit = canvasElement.querySelector<HTMLButtonElement>('button[data-pending]')!;
    await expect(within(submit).getByRole('status')).toBeInTheDocument();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SocialLogin: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = pick(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('Continue with Facebook', 'المتابعة باستخدام فيسبوك') }));
    await expect(args.onSocialLogin).toHaveBeenCalledOnce();
  },
};

/** The SDK is loading, its popup is open or the server is checking the token: the button is busy, the form is not. */
export const SocialPending: Story = {
  args: { isSocialPending: true },
  play: async ({ canvasElement, args, globals }) => {
    const text = pick(globals);
    // A busy button's name also carries the spinner's label.
    const social = within(canvasElement).getByRole('button', { name: new RegExp(text('Continue with Facebook', 'المتابعة باستخدام فيسبوك')) });
    await expect(social).toHaveAttribute('data-pending', 'true');
    await userEvent.click(social);
    await expect(args.onSocialLogin).not.toHaveBeenCalled();
  },
};

/** The server refused Facebook's token (401): said under the button, which can be pressed again; no password error. */
export const SocialRefused: Story = {
  args: { socialProblem: 'refused' },
  play: async ({ canvasElement, args, globals }) => {
    const text = pick(globals);
    const canvas = within(canvasElement);
    const social = canvas.getByRole('button', { name: text('Continue with Facebook', 'المتابعة باستخدام فيسبوك') });
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('Facebook could not confirm that it is you.', 'تعذّر على فيسبوك تأكيد هويتك.'));
    await expect(social).toHaveAccessibleDescription(text('Facebook could not confirm that it is you. Please try again.', 'تعذّر على فيسبوك تأكيد هويتك. حاول مرة أخرى.'));
    await userEvent.click(social);
    await expect(args.onSocialLogin).toHaveBeenCalledOnce();
  },
};

/** Facebook's SDK could not load: said so, its button is off, and the password login still works. */
export const SocialUnavailable: Story = {
  args: { socialProblem: 'unavailable' },
  play: async ({ canvasElement, args, globals }) => {
    const text = pick(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('Facebook could not be reached.', 'تعذّر الوصول إلى فيسبوك.'));
    await expect(canvas.getByRole('button', { name: text('Continue with Facebook', 'المتابعة باستخدام فيسبوك') })).toBeDisabled();
    await userEvent.type(field(canvasElement, text('Email or phone number', 'البريد الإلكتروني أو رقم الهاتف')), 'salah@example.com');
    await userEvent.type(field(canvasElement, text('Password', 'كلمة المرور')), 'goal2026');
    await userEvent.click(canvas.getByRole('button', { name: text('Log in', 'تسجيل الدخول') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: 'salah@example.com', password: 'goal2026' });
  },
};

/** The server offers no social login (HADAF_SOCIAL=none): no button, no "or". */
export const WithoutSocialLogin: Story = {
  args: { onSocialLogin: undefined },
  play: async ({ canvasElement, globals }) => {
    const text = pick(globals);
    await expect(within(canvasElement).queryByRole('button', { name: text('Continue with Facebook', 'المتابعة باستخدام فيسبوك') })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    emailVerified: true,
    invalidCredentials: true,
    errors: [longEnglish, longArabic],
    defaultValues: { identifier: `${longArabic}@example.com` },
  },
};
