import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useStoryText } from '../../internal/story-helpers.tsx';
import { Loader, Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 'md' },
  render: (args) => (
    <div className="text-primary-600">
      <Spinner {...args} />
    </div>
  ),
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A status named with the translated "Loading…". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(/Loading…|جارٍ التحميل…/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4 text-primary-600">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(3);
  },
};

/** It takes the current text colour. */
export const Colours: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <span className="text-primary-600">
        <Spinner {...args} />
      </span>
      <span className="text-secondary-600">
        <Spinner {...args} />
      </span>
      <span className="text-fg-muted">
        <Spinner {...args} />
      </span>
    </div>
  ),
};

function Labelled() {
  const text = useStoryText();
  return (
    <div className="text-primary-600">
      <Spinner label={text('Saving predictions', 'جارٍ حفظ التوقعات')} />
    </div>
  );
}

export const CustomLabel: Story = {
  render: () => <Labelled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(/Saving predictions|جارٍ حفظ التوقعات/);
  },
};

/** The full-page loader shown while the app starts (covers the viewport). */
export const FullPageLoader: Story = {
  parameters: { visual: { viewport: true } },
  render: () => <Loader />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAccessibleName(/Loading…|جارٍ التحميل…/);
    await expect(within(canvasElement).getByText(/Loading…|جارٍ التحميل…/)).toBeVisible();
  },
};

function LabelledLoader() {
  const text = useStoryText();
  return <Loader label={text('Preparing your team…', 'جارٍ تجهيز فريقك…')} />;
}

export const FullPageLoaderWithLabel: Story = {
  parameters: { visual: { viewport: true } },
  render: () => <LabelledLoader />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(/Preparing your team|جارٍ تجهيز فريقك/);
  },
};
