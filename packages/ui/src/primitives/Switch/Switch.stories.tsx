import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { onChange: fn(), children: <T en="Match reminders" ar="تذكير بالمباريات" /> },
  decorators: [(Story) => <div className="p-1"><Story /></div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: /Match reminders|تذكير بالمباريات/ });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText(/Match reminders|تذكير بالمباريات/));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByRole('switch').closest('label')!;
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Switch {...args} />
      <Switch {...args} defaultSelected>
        <T en="Goal alerts" ar="تنبيهات الأهداف" />
      </Switch>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const [first] = within(canvasElement).getAllByRole('switch');
    await expect(first).toBeDisabled();
    await userEvent.click(first!.closest('label')!, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isSelected: true, isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch');
    await expect(canvas.getByRole('status', { name: /Saving|جارٍ الحفظ/ })).toBeInTheDocument();
    // While the save is in flight the switch keeps its new position and ignores presses.
    await userEvent.click(toggle.closest('label')!);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Optimistic setting: flips at once, saves, then settles (here the save resolves when you press "Finish saving"). */
function OptimisticSetting() {
  const [on, setOn] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <div className="flex flex-col items-start gap-3">
      <Switch
        isSelected={on}
        isPending={pending}
        onChange={(next) => {
          setOn(next);
          setPending(true);
        }}
      >
        <T en="Weekly summary email" ar="ملخص أسبوعي بالبريد" />
      </Switch>
      <button type="button" className="text-sm text-primary-700 underline" onClick={() => setPending(false)}>
        <T en="Finish saving" ar="إنهاء الحفظ" />
      </button>
    </div>
  );
}

export const OptimisticUpdate: Story = {
  render: () => <OptimisticSetting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch');
    await userEvent.click(toggle.closest('label')!);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(toggle).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    defaultSelected: true,
    description: <T en="We remind you an hour before kick-off." ar="نذكّرك قبل بداية المباراة بساعة." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(/an hour before|قبل بداية المباراة بساعة/);
  },
};

export const LongText: Story = {
  args: { children: <T en={longEnglish} ar={longArabic} /> },
  render: (args) => (
    <div className="max-w-72">
      <Switch {...args} />
    </div>
  ),
};
