import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { onChange: fn(), children: <T en="Remember me" ar="تذكرني" /> },
  decorators: [(Story) => <div className="p-1"><Story /></div>],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /Remember me|تذكرني/ });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText(/Remember me|تذكرني/));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['push']);
  const all = ['push', 'email', 'sms'];
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        isSelected={selected.length === all.length}
        isIndeterminate={selected.length > 0 && selected.length < all.length}
        onChange={(on) => setSelected(on ? all : [])}
      >
        <T en="All notifications" ar="كل الإشعارات" />
      </Checkbox>
      <div className="flex flex-col gap-2 ps-7">
        {all.map((channel) => (
          <Checkbox
            key={channel}
            isSelected={selected.includes(channel)}
            onChange={(on) => setSelected((prev) => (on ? [...prev, channel] : prev.filter((item) => item !== channel)))}
          >
            {channel === 'push' ? <T en="Push" ar="إشعارات التطبيق" /> : channel === 'email' ? <T en="Email" ar="البريد الإلكتروني" /> : <T en="SMS" ar="رسائل SMS" />}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const [all, , email] = within(canvasElement).getAllByRole('checkbox');
    await expect(all).toHaveProperty('indeterminate', true);
    await expect(all!.closest('label')).toHaveAttribute('data-indeterminate', 'true');
    // Checking "All" selects every channel; the mixed state ends.
    await userEvent.click(all!);
    await expect(all).toBeChecked();
    await expect(all).toHaveProperty('indeterminate', false);
    await expect(email).toBeChecked();
    // Unchecking one channel makes "All" mixed again.
    await userEvent.click(email!);
    await expect(all).toHaveProperty('indeterminate', true);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByRole('checkbox').closest('label')!;
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Checkbox {...args} />
      <Checkbox {...args} defaultSelected>
        <T en="Accept the terms" ar="أوافق على الشروط" />
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const [first] = within(canvasElement).getAllByRole('checkbox');
    await expect(first).toBeDisabled();
    await userEvent.click(first!.closest('label')!, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    isRequired: true,
    children: <T en="I accept the terms and conditions" ar="أوافق على الشروط والأحكام" />,
    errorMessage: <T en="You must accept the terms to continue." ar="يجب الموافقة على الشروط للمتابعة." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(/You must accept the terms|يجب الموافقة على الشروط/);
    await expect(canvas.getByText(/You must accept the terms|يجب الموافقة على الشروط/)).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    children: <T en="Show my predictions to friends" ar="أظهر توقعاتي للأصدقاء" />,
    description: <T en="Friends see your picks after kick-off." ar="يرى أصدقاؤك اختياراتك بعد بداية المباراة." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(/Friends see your picks|يرى أصدقاؤك/);
  },
};

export const LongText: Story = {
  args: { children: <T en={longEnglish} ar={longArabic} /> },
  render: (args) => (
    <div className="max-w-64">
      <Checkbox {...args} />
    </div>
  ),
};
