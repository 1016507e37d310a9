import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const isRtl = () => document.documentElement.dir === 'rtl';

const options = (
  <>
    <Radio value="home">
      <T en="Home win" ar="فوز صاحب الأرض" />
    </Radio>
    <Radio value="draw">
      <T en="Draw" ar="تعادل" />
    </Radio>
    <Radio value="away">
      <T en="Away win" ar="فوز الضيف" />
    </Radio>
  </>
);

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: <T en="Match result" ar="نتيجة المباراة" />, children: options, onChange: fn() },
  decorators: [(Story) => <div className="p-1"><Story /></div>],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: /Match result|نتيجة المباراة/ })).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByText(/^(Draw|تعادل)$/));
    await expect(canvas.getByRole('radio', { name: /^(Draw|تعادل)$/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('draw');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'home' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const [home, draw] = canvas.getAllByRole('radio');
    await expect(home).toHaveFocus();
    // The "next" arrow follows the reading direction: → in English, ← in Arabic.
    await userEvent.keyboard(isRtl() ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(draw).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('draw');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'away' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const away = within(canvasElement).getByRole('radio', { checked: true });
    await expect(away).toHaveFocus();
    await expect(away.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getAllByRole('radio')[1]!.closest('label')!;
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

export const Disabled: Story = {
  args: {
    defaultValue: 'home',
    children: (
      <>
        <Radio value="home">
          <T en="Home win" ar="فوز صاحب الأرض" />
        </Radio>
        <Radio value="draw" isDisabled>
          <T en="Draw (not allowed in knockouts)" ar="تعادل (غير متاح في الأدوار الإقصائية)" />
        </Radio>
        <Radio value="away">
          <T en="Away win" ar="فوز الضيف" />
        </Radio>
      </>
    ),
  },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <RadioGroup {...args} />
      <RadioGroup {...args} label={<T en="Locked after kick-off" ar="مغلق بعد بداية المباراة" />} isDisabled />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const [, draw, , ...locked] = within(canvasElement).getAllByRole('radio');
    await expect(draw).toBeDisabled();
    await userEvent.click(draw!.closest('label')!, { pointerEventsCheck: 0 });
    await expect(draw).not.toBeChecked();
    for (const radio of locked) await expect(radio).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    isRequired: true,
    orientation: 'horizontal',
    errorMessage: <T en="Pick a result before you submit." ar="اختر نتيجة قبل الإرسال." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/Pick a result|اختر نتيجة/);
    await expect(canvas.getByText(/Pick a result|اختر نتيجة/)).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: <T en="You can change it until kick-off." ar="يمكنك تغييرها حتى بداية المباراة." /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(/until kick-off|حتى بداية المباراة/);
  },
};

export const LongText: Story = {
  args: {
    children: (
      <>
        <Radio value="long">
          <T en={longEnglish} ar={longArabic} />
        </Radio>
        <Radio value="short">
          <T en="Draw" ar="تعادل" />
        </Radio>
      </>
    ),
  },
  render: (args) => (
    <div className="max-w-72">
      <RadioGroup {...args} />
    </div>
  ),
};
