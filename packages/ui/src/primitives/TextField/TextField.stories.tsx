import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish, useStoryText } from '../../internal/story-helpers.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

function LocalisedTextField(props: TextFieldProps) {
  const text = useStoryText();
  return <TextField placeholder={text('e.g. Mo Salah', 'مثال: محمد صلاح')} {...props} />;
}

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: {
    label: <T en="Display name" ar="اسم العرض" />,
    description: <T en="Shown on leaderboards." ar="يظهر في لوحات الترتيب." />,
    onChange: fn(),
  },
  render: (args) => <LocalisedTextField {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription(/leaderboards|الترتيب/);
    await userEvent.type(input, 'Salah');
    await expect(input).toHaveValue('Salah');
    await expect(args.onChange).toHaveBeenLastCalledWith('Salah');
    await userEvent.clear(input);
    await userEvent.tab();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.hover(input);
    await expect(input).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Mohamed Salah' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('Mohamed Salah');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Mohamed Salah' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Mohamed Salah');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: 'M',
    errorMessage: <T en="Use at least 3 characters." ar="استخدم ٣ أحرف على الأقل." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(canvas.getByText(/at least 3|على الأقل/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/at least 3|على الأقل/);
  },
};

/** A required field in a form: submitting it empty shows the translated "required" message. */
export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col items-start gap-3">
      <LocalisedTextField {...args} className="w-full" />
      <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 font-semibold text-on-primary">
        <T en="Save" ar="حفظ" />
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText(/This field is required\.|هذا الحقل مطلوب\./)).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongArabicText: Story = {
  args: {
    label: <T en={longEnglish} ar={longArabic} />,
    description: <T en={longEnglish} ar={longArabic} />,
    defaultValue: longArabic,
    isInvalid: true,
    errorMessage: <T en={longEnglish} ar={longArabic} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue(longArabic);
  },
};
