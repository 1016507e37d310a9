import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../i18n/react.ts';
import { expect, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { BellIcon, SuccessIcon } from '../icons/Icon.tsx';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { Badge } from './Badge.tsx';

const isArabic = () => document.documentElement.lang === 'ar';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: <T en="Live" ar="مباشر" /> },
  decorators: [(Story) => <div className="p-1"><Story /></div>],
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="neutral">
        <T en="Upcoming" ar="قادمة" />
      </Badge>
      <Badge variant="primary">
        <T en="Live" ar="مباشر" />
      </Badge>
      <Badge variant="success">
        <T en="Won" ar="فاز" />
      </Badge>
      <Badge variant="error">
        <T en="Lost" ar="خسر" />
      </Badge>
      <Badge variant="info">
        <T en="Postponed" ar="مؤجلة" />
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^(Won|فاز)$/)).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { variant: 'success', icon: <SuccessIcon size={14} />, children: <T en="Prediction saved" ar="تم حفظ التوقع" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Prediction saved|تم حفظ التوقع/)).toBeVisible();
  },
};

export const Counter: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Badge count={1} />
      <Badge count={7} variant="primary" />
      <Badge count={42} variant="info" />
      <Badge count={99} variant="neutral" />
      <Badge count={100} />
      <Badge count={1500} variant="success" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = Array.from(canvasElement.querySelectorAll('bdi')).map((bdi) => bdi.textContent);
    // Digits follow the locale (Arabic-Indic in Arabic) and counts above 99 cap at 99+.
    await expect(texts).toEqual(isArabic() ? ['١', '٧', '٤٢', '٩٩', '٩٩+', '٩٩+'] : ['1', '7', '42', '99', '99+', '99+']);
  },
};

export const CounterZero: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <span data-testid="hidden-zero" className="flex items-center gap-2 text-sm text-fg-muted">
        <T en="Hidden:" ar="مخفي:" />
        <Badge count={0} />
      </span>
      <span className="flex items-center gap-2 text-sm text-fg-muted">
        <T en="Shown:" ar="ظاهر:" />
        <Badge count={0} showZero variant="neutral" />
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('hidden-zero').querySelector('bdi')).toBeNull();
    await expect(canvasElement.querySelectorAll('bdi')).toHaveLength(1);
  },
};

function NotificationsButton({ count }: { count: number }) {
  const { t } = useTranslation('ui');
  return (
    <div className="relative inline-flex">
      <IconButton label={t('common.notifications', { count })} icon={<BellIcon />} variant="outline" />
      <Badge count={count} className="pointer-events-none absolute -top-1.5 -end-1.5" />
    </div>
  );
}

/** A counter on an icon button: the button's label carries the count for screen readers (common.notifications). */
export const OnIconButton: Story = {
  render: () => (
    <div className="flex gap-4 p-2">
      <NotificationsButton count={3} />
      <NotificationsButton count={128} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [three] = within(canvasElement).getAllByRole('button');
    await expect(three).toHaveAccessibleName(isArabic() ? '3 إشعارات جديدة' : '3 new notifications');
  },
};

export const LongText: Story = {
  args: { variant: 'info', children: <T en={longEnglish} ar={longArabic} /> },
  render: (args) => (
    <div className="max-w-64">
      <Badge {...args} className="whitespace-normal" />
    </div>
  ),
};
