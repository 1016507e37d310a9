import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { NumberField } from './NumberField.tsx';

/** What the field shows for a number in the story language (Arabic-Indic digits in Arabic). */
const shown = (locale: unknown, value: number) => new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-GB').format(value);

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: {
    label: <T en="Home goals" ar="أهداف صاحب الأرض" />,
    description: <T en="Your predicted score." ar="النتيجة التي تتوقعها." />,
    minValue: 0,
    maxValue: 20,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-60">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed digits keep the numbering system the user typed them in (react-aria behaviour). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue('');
    await userEvent.type(input, '3');
    await userEvent.tab();
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

/** The stepper buttons (labelled by react-aria in the page language) change the value by one. */
export const Steppers: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const [decrement, increment] = canvas.getAllByRole('button') as [HTMLElement, HTMLElement];
    await userEvent.click(increment);
    await userEvent.click(increment);
    await expect(canvas.getByRole('textbox')).toHaveValue(shown(globals.locale, 3));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(decrement);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.unhover(decrement);
  },
};

/** Arabic-Indic digits are accepted in every language; stepping then continues in those digits. */
export const ArabicIndicDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '١٢');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await expect(input).toHaveValue('١٢');
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
    await expect(input).toHaveValue('١٣');
    await userEvent.unhover(input);
  },
};

/** Arrow keys step the value; at the maximum the increment button is disabled. */
export const KeyboardAndLimits: Story = {
  args: { defaultValue: 19 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('textbox')).toHaveValue(shown(globals.locale, 20));
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getAllByRole('button')[1]!).toBeDisabled();
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
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 1250, maxValue: undefined, label: <T en="Coins to stake" ar="العملات المراهن بها" /> },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue(shown(globals.locale, 1250));
  },
};

export const Disabled: Story = {
  args: { defaultValue: 2, isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getAllByRole('button')[1]!, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 2,
    isInvalid: true,
    errorMessage: <T en="Predictions close at kick-off." ar="تُغلق التوقعات عند بداية المباراة." />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/kick-off|بداية المباراة/);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col items-start gap-3">
      <NumberField {...args} className="w-full" />
      <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 font-semibold text-on-primary">
        <T en="Predict" ar="توقّع" />
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: /Predict|توقّع/ }));
    await expect(canvas.getByText(/This field is required\.|هذا الحقل مطلوب\./)).toBeVisible();
  },
};

export const LongArabicText: Story = {
  args: {
    label: <T en={longEnglish} ar={longArabic} />,
    description: <T en={longEnglish} ar={longArabic} />,
    defaultValue: 4,
    isInvalid: true,
    errorMessage: <T en={longEnglish} ar={longArabic} />,
  },
};
