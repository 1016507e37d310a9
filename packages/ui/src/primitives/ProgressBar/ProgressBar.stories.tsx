import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { T, longArabic, longEnglish, useStoryText } from '../../internal/story-helpers.tsx';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: <T en="Profile completed" ar="اكتمال الملف الشخصي" />, value: 45 },
  render: (args) => (
    <div className="max-w-sm">
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A determinate bar with its value as a locale-formatted percentage (45% / ٤٥٪). */
export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAccessibleName(/Profile completed|اكتمال الملف الشخصي/);
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^(45\s?%|٤٥\s?٪\u061C?)$/));
    await expect(within(canvasElement).getByText(/45|٤٥/)).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: 'success' } };

/** minValue/maxValue: 30 of 60 is 50%. */
export const CustomRange: Story = {
  args: { value: 30, maxValue: 60 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuetext', expect.stringMatching(/50|٥٠/));
  },
};

/** Indeterminate: no value, no percentage. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: <T en="Loading matches" ar="جارٍ تحميل المباريات" /> },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(within(canvasElement).queryByText(/%|٪/)).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <ProgressBar {...args} size="sm" />
      <ProgressBar {...args} size="md" />
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <ProgressBar {...args} tone="primary" value={25} />
      <ProgressBar {...args} tone="success" value={60} />
      <ProgressBar {...args} tone="error" value={90} />
    </div>
  ),
};

/** No visible label: an aria-label names it; the value still shows. */
function Unlabelled() {
  const text = useStoryText();
  return (
    <div className="max-w-sm">
      <ProgressBar aria-label={text('Upload progress', 'تقدّم الرفع')} value={70} />
    </div>
  );
}

export const WithoutLabel: Story = {
  render: () => <Unlabelled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleName(/Upload progress|تقدّم الرفع/);
  },
};

export const LongText: Story = {
  args: { label: <T en={longEnglish} ar={longArabic} />, value: 80 },
};
