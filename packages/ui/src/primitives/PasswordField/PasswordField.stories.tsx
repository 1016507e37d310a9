import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { PasswordField } from './PasswordField.tsx';

const showLabel = /^(Show password|إظهار كلمة المرور)$/;
const hideLabel = /^(Hide password|إخفاء كلمة المرور)$/;

/** The password input is not a textbox role; find it through its label. */
const passwordInput = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(/^(Password|كلمة المرور)/) as HTMLInputElement;

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: {
    label: <T en="Password" ar="كلمة المرور" />,
    description: <T en="At least 8 characters." ar="٨ أحرف على الأقل." />,
    onChange: fn(),
    onRevealedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'goal2026');
    await expect(input).toHaveValue('goal2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('goal2026');
  },
};

/** The toggle shows the password and its accessible label switches to "Hide password". */
export const Revealed: Story = {
  args: { defaultValue: 'goal2026' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: showLabel }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onRevealedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: hideLabel })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: hideLabel }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onRevealedChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: showLabel }));
    await expect(input).toHaveValue('goal2026');
    await userEvent.unhover(canvas.getByRole('button'));
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.hover(input);
    await expect(input).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(passwordInput(canvasElement)).toHaveFocus();
  },
};

/** Keyboard users reach the toggle with Tab and press it with Enter. */
export const ToggleFocusVisible: Story = {
  args: { defaultValue: 'goal2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: showLabel });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: hideLabel })).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'goal2026' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveValue('goal2026');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'goal2026' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(passwordInput(canvasElement)).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: showLabel });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onRevealedChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'goal',
    isInvalid: true,
    errorMessage: <T en="The password must have at least 8 characters." ar="يجب أن تتكون كلمة المرور من ٨ أحرف على الأقل." />,
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/at least 8 characters\.|من ٨ أحرف/);
    await expect(within(canvasElement).getByText(/must have at least 8|يجب أن تتكون/)).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col items-start gap-3">
      <PasswordField {...args} className="w-full" />
      <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 font-semibold text-on-primary">
        <T en="Sign in" ar="تسجيل الدخول" />
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(passwordInput(canvasElement)).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: /Sign in|تسجيل الدخول/ }));
    await expect(canvas.getByText(/This field is required\.|هذا الحقل مطلوب\./)).toBeVisible();
    await expect(passwordInput(canvasElement)).toHaveFocus();
  },
};

export const LongArabicText: Story = {
  args: {
    label: <T en={`Password: ${longEnglish}`} ar={`كلمة المرور: ${longArabic}`} />,
    description: <T en={longEnglish} ar={longArabic} />,
    defaultValue: longArabic,
    defaultRevealed: true,
    isInvalid: true,
    errorMessage: <T en={longEnglish} ar={longArabic} />,
  },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveValue(longArabic);
  },
};
