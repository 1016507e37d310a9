import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { field, inAuthLayout, pick, requiredMessage } from '../AuthLayout/auth-story-helpers.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { SandboxCaptcha } from './captcha.tsx';
import { RegisterForm, type RegisterFormProps } from './RegisterForm.tsx';

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn(), captcha: <SandboxCaptcha />, loginHref: '/login' },
  decorators: [inAuthLayout],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = (globals: Record<string, unknown>) => {
  const text = pick(globals);
  return {
    name: text('Name', 'الاسم'),
    email: text('Email', 'البريد الإلكتروني'),
    password: text('Password', 'كلمة المرور'),
    referrer: text('Referral code', 'كود الدعوة'),
    robot: text("I'm not a robot", 'أنا لست روبوتًا'),
    submit: text('Create account', 'إنشاء الحساب'),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const label = labels(globals);
    await expect(field(canvasElement, label.referrer)).not.toBeRequired();
    await expect(within(canvasElement).getByRole('checkbox', { name: label.robot })).not.toBeChecked();
  },
};

/** Submitting empty: name, e-mail and password are required, and the captcha asks to be solved. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(canvas.getAllByText(requiredMessage)).toHaveLength(3);
    const robotMessage = pick(globals)('Please confirm that you are not a robot.', 'يرجى تأكيد أنك لست روبوتًا.');
    await expect(canvas.getByText(robotMessage)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: label.robot })).toHaveAccessibleDescription(robotMessage);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A malformed e-mail and a weak password get the domain rules' messages. */
export const InvalidValues: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const text = pick(globals);
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, label.name), 'Mohamed Salah');
    await userEvent.type(field(canvasElement, label.email), 'salah@example');
    await userEvent.type(field(canvasElement, label.password), 'goal');
    await userEvent.click(canvas.getByRole('checkbox', { name: label.robot }));
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(canvas.getByText(text('Enter a valid email address.', 'أدخل بريدًا إلكترونيًا صحيحًا.'))).toBeVisible();
    await expect(canvas.getByText(text('The password must be at least 8 characters long.', 'يجب ألا تقل كلمة المرور عن 8 أحرف.'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The typed values and the sandbox token go to onSubmit; the prefilled referrer is kept. */
export const Filled: Story = {
  args: { referrer: 'SALAH11' },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await expect(field(canvasElement, label.referrer)).toHaveValue('SALAH11');
    await userEvent.type(field(canvasElement, label.name), 'Mohamed Salah');
    await userEvent.type(field(canvasElement, label.email), 'salah@example.com');
    await userEvent.type(field(canvasElement, label.password), 'goal2026');
    await userEvent.click(canvas.getByRole('checkbox', { name: label.robot }));
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Mohamed Salah',
      email: 'salah@example.com',
      password: 'goal2026',
      captcha: 'sandbox',
      referrer: 'SALAH11',
    });
  },
};

/** The server's errors object, flattened into one red list. */
export const ServerErrors: Story = {
  args: {
    errors: ['The email has already been taken.', 'The password must be at least 8 characters.'],
    defaultValues: { name: 'Mohamed Salah', email: 'salah@example.com' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('alert')).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const UserAlreadyExists: Story = {
  args: { userAlreadyExists: true, defaultValues: { name: 'Mohamed Salah', email: 'salah@example.com' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(pick(globals)('User already exists.', 'المستخدم موجود بالفعل.'));
  },
};

function RegisterWithServer(args: RegisterFormProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <div className="flex flex-col gap-4">
      <RegisterForm {...args} captchaResetKey={attempt} errors={attempt > 0 ? ['The email has already been taken.'] : []} />
      <Button variant="secondary" onPress={() => setAttempt((count) => count + 1)}>
        <T en="Simulate a failed register call" ar="محاكاة فشل طلب التسجيل" />
      </Button>
    </div>
  );
}

/** A failed register call bumps captchaResetKey: the captcha is cleared and must be solved again. */
export const CaptchaReset: Story = {
  render: (args) => <RegisterWithServer {...args} />,
  play: async ({ canvasElement, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: label.robot }));
    await expect(canvas.getByRole('checkbox', { name: label.robot })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: pick(globals)('Simulate a failed register call', 'محاكاة فشل طلب التسجيل') }));
    await expect(canvas.getByRole('checkbox', { name: label.robot })).not.toBeChecked();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { isPending: true, defaultValues: { name: 'Mohamed Salah', email: 'salah@example.com', password: 'goal2026' } },
  play: async ({ canvasElement, args }) => {
    const submit = canvasElement.querySelector<HTMLButtonElement>('button[data-pending]')!;
    await expect(within(submit).getByRole('status')).toBeInTheDocument();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    errors: [longEnglish, longArabic],
    userAlreadyExists: true,
    referrer: longArabic,
    defaultValues: { name: longArabic },
  },
};
