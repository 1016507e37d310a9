import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { field, inAuthLayout, pick, requiredMessage } from '../AuthLayout/auth-story-helpers.tsx';
import { longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { RegisterReviewForm } from './RegisterReviewForm.tsx';

const meta = {
  title: 'Auth/RegisterReviewForm',
  component: RegisterReviewForm,
  args: { onSubmit: fn() },
  decorators: [inAuthLayout],
} satisfies Meta<typeof RegisterReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = (globals: Record<string, unknown>) => {
  const text = pick(globals);
  return { name: text('Name', 'الاسم'), email: text('Email', 'البريد الإلكتروني'), submit: text('Confirm', 'تأكيد') };
};

export const Empty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(canvas.getAllByText(requiredMessage)).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Prefilled from the social profile; the user corrects the name and confirms. */
export const Prefilled: Story = {
  args: { defaultValues: { name: 'Mo', email: 'salah@example.com' } },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const name = field(canvasElement, label.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Mohamed Salah');
    await userEvent.click(within(canvasElement).getByRole('button', { name: label.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Mohamed Salah', email: 'salah@example.com' });
  },
};

/** Facebook gave no address this account could keep (none shared, or another account's): the form says why it is empty. */
export const EmailNotShared: Story = {
  args: { emailNotShared: true, defaultValues: { name: 'Mohamed Salah', email: '' } },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const text = pick(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('it already belongs to another Hadaf account', 'مستخدم بالفعل في حساب آخر على هدف'));
    await userEvent.type(field(canvasElement, label.email), 'mo.salah@example.com');
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Mohamed Salah', email: 'mo.salah@example.com' });
  },
};

export const InvalidEmail: Story = {
  args: { defaultValues: { name: 'Mohamed Salah', email: 'salah@' } },
  play: async ({ canvasElement, args, globals }) => {
    const label = labels(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(canvas.getByText(pick(globals)('Enter a valid email address.', 'أدخل بريدًا إلكترونيًا صحيحًا.'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: { errors: ['The email has already been taken.'], defaultValues: { name: 'Mohamed Salah', email: 'salah@example.com' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The email has already been taken.');
  },
};

export const Pending: Story = {
  args: { isPending: true, defaultValues: { name: 'Mohamed Salah', email: 'salah@example.com' } },
  play: async ({ canvasElement, args }) => {
    const submit = canvasElement.querySelector<HTMLButtonElement>('button[data-pending]')!;
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { errors: [longEnglish, longArabic], defaultValues: { name: longArabic, email: 'mohamed.salah.hamed.mahrous.ghaly@example.com' } },
};
