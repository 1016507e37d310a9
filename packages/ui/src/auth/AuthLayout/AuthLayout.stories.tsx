import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { AuthLayout } from './AuthLayout.tsx';

const meta = {
  title: 'Auth/AuthLayout',
  component: AuthLayout,
  args: {
    brand: <T en="Hadaf" ar="هدف" />,
    children: (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">
          <T en="Welcome back" ar="مرحبًا بعودتك" />
        </h1>
        <p className="text-fg-muted">
          <T en="Predict, play and win with your friends." ar="توقّع والعب واربح مع أصدقائك." />
        </p>
        <Button fullWidth>
          <T en="Continue" ar="متابعة" />
        </Button>
      </div>
    ),
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText(/Hadaf|هدف/)).toBeVisible();
  },
};

export const WithFooter: Story = {
  args: { footer: <T en="© Hadaf · Terms · Privacy" ar="© هدف · الشروط · الخصوصية" /> },
};

export const LongText: Story = {
  args: {
    brand: <T en={longEnglish} ar={longArabic} />,
    children: (
      <p>
        <T en={longEnglish} ar={longArabic} />
      </p>
    ),
  },
};
