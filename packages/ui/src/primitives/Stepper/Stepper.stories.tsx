import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { CoinIcon, SuccessIcon, UserIcon } from '../icons/Icon.tsx';
import { useStoryText, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { Stepper, type StepperProps } from './Stepper.tsx';

const isArabic = () => document.documentElement.lang === 'ar';

/** The coin redemption wizard's three steps, in the story language. */
function Redemption(props: Omit<StepperProps, 'steps'> & { long?: boolean; withoutIcons?: boolean }) {
  const s = useStoryText();
  const { long, withoutIcons, ...stepperProps } = props;
  const steps = [
    { id: 'reward', label: s('Choose reward', 'اختر المكافأة'), icon: <CoinIcon /> },
    { id: 'details', label: long ? s(longEnglish, longArabic) : s('Your details', 'بياناتك'), icon: <UserIcon /> },
    { id: 'confirm', label: s('Confirm', 'تأكيد'), icon: <SuccessIcon /> },
  ].map((step) => (withoutIcons ? { ...step, icon: undefined } : step));
  return <Stepper {...stepperProps} steps={steps} />;
}

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  args: { steps: [], currentIndex: 1 },
  render: ({ steps: _steps, ...args }) => <Redemption {...args} />,
  decorators: [(Story) => <div className="max-w-lg p-1"><Story /></div>],
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  args: { currentIndex: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(isArabic() ? 'الخطوة ١ من ٣' : 'Step 1 of 3')).toBeVisible();
    const [first] = canvas.getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-current', 'step');
  },
};

export const MiddleStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(isArabic() ? 'الخطوة ٢ من ٣' : 'Step 2 of 3')).toBeVisible();
    // A live region: screen readers hear the step as it changes, with its name.
    const announced = canvas.getByText(isArabic() ? 'الخطوة ٢ من ٣' : 'Step 2 of 3').closest('[aria-live="polite"]');
    await expect(announced).toHaveTextContent(isArabic() ? 'الخطوة ٢ من ٣: بياناتك' : 'Step 2 of 3: Your details');
    const list = canvas.getByRole('list', { name: /Progress|التقدّم/ });
    const [reward, details, confirm] = within(list).getAllByRole('listitem');
    await expect(reward).toHaveTextContent(isArabic() ? 'اختر المكافأة (مكتملة)' : 'Choose reward (completed)');
    await expect(details).toHaveAttribute('aria-current', 'step');
    await expect(details).toHaveTextContent(/\((current|الحالية)\)/);
    await expect(confirm).toHaveTextContent(/\((upcoming|قادمة)\)/);
  },
};

export const AllComplete: Story = {
  args: { currentIndex: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(isArabic() ? 'الخطوة ٣ من ٣' : 'Step 3 of 3')).toBeVisible();
    for (const step of canvas.getAllByRole('listitem')) await expect(step).toHaveAttribute('data-state', 'complete');
  },
};

export const WithoutIcons: Story = {
  render: ({ steps: _steps, ...args }) => <Redemption {...args} withoutIcons />,
  play: async ({ canvasElement }) => {
    const [, , confirm] = within(canvasElement).getAllByRole('listitem');
    // Steps without an icon show their number in the locale's digits.
    await expect(confirm!.querySelector('bdi')).toHaveTextContent(isArabic() ? '٣' : '3');
  },
};

export const CountHidden: Story = {
  args: { currentIndex: 1, showCount: false },
  play: async ({ canvasElement }) => {
    // Still announced to screen readers.
    await expect(within(canvasElement).getByText(isArabic() ? 'الخطوة ٢ من ٣' : 'Step 2 of 3').closest('[aria-live]')).toHaveClass('sr-only');
  },
};

function Wizard() {
  const s = useStoryText();
  const [current, setCurrent] = useState(0);
  return (
    <div className="flex flex-col gap-4">
      <Redemption currentIndex={current} />
      <div className="flex gap-2">
        <Button variant="outline" isDisabled={current === 0} onPress={() => setCurrent((value) => value - 1)}>
          {s('Back', 'رجوع')}
        </Button>
        <Button isDisabled={current === 3} onPress={() => setCurrent((value) => value + 1)}>
          {s('Next', 'التالي')}
        </Button>
      </div>
    </div>
  );
}

export const InAWizard: Story = {
  render: () => <Wizard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Next|التالي/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Next|التالي/ }));
    await expect(canvas.getByText(isArabic() ? 'الخطوة ٣ من ٣' : 'Step 3 of 3')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const LongText: Story = {
  render: ({ steps: _steps, ...args }) => <Redemption {...args} long />,
};
