import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { DatePicker } from './DatePicker.tsx';

/** Story dates are fixed so screenshots never depend on today. */
const kickOff = parseDate('2026-05-15');

/** A day number as the calendar shows it (Arabic-Indic digits in Arabic). */
const day = (locale: unknown, value: number) => new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-GB').format(value);

const lastDate = (onChange: unknown) => {
  const calls = (onChange as { mock: { calls: [CalendarDate | null][] } }).mock.calls;
  return calls.at(-1)?.[0]?.toString();
};

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker<CalendarDate>,
  args: {
    label: <T en="Match date" ar="تاريخ المباراة" />,
    description: <T en="Kick-off day in Cairo time." ar="يوم المباراة بتوقيت القاهرة." />,
    onChange: fn(),
    placeholderValue: kickOff,
  },
  decorators: [
    (Story) => (
      <div className="max-w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker<CalendarDate>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing into the segments (day, month, year in the locale's order) sets the date. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments).toHaveLength(3);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('15052026');
    await expect(lastDate(args.onChange)).toBe('2026-05-15');
    await userEvent.tab();
  },
};

/** The calendar popover opens on the chosen month; clicking a day picks it and closes the popover. */
export const Open: Story = {
  args: { defaultValue: kickOff },
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await expect(within(grid).getByText(day(globals.locale, 15)).closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(globals.locale === 'ar' ? /مايو/ : /May 2026/);
  },
};

export const PickADay: Story = {
  args: { defaultValue: kickOff },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText(day(globals.locale, 20)));
    await expect(lastDate(args.onChange)).toBe('2026-05-20');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveTextContent(day(globals.locale, 20));
  },
};

/** Next/previous month buttons (mirrored in Arabic) and dates outside min/max unavailable. */
export const MonthNavigationAndLimits: Story = {
  args: { defaultValue: kickOff, minValue: parseDate('2026-05-10'), maxValue: parseDate('2026-06-20') },
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const [previous, next] = within(dialog).getAllByRole('button') as [HTMLElement, HTMLElement];
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(globals.locale === 'ar' ? /يونيو/ : /June 2026/);
    await expect(within(dialog).getByText(day(globals.locale, 25)).closest('[role="gridcell"]')).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeDisabled();
    await userEvent.unhover(next);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await userEvent.hover(group);
    await expect(group).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('spinbutton')[0]).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: kickOff },
  play: async ({ canvasElement, globals }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments[0]!).toHaveTextContent(day(globals.locale, 15));
    await expect(segments[2]).toHaveTextContent(globals.locale === 'ar' ? '٢٠٢٦' : '2026');
  },
};

/**
 * Each segment is a target of at least 24×24 CSS px (WCAG 2.5.8): the one-digit month (5) and the day too, on a
 * 375 px phone as on a desktop.
 */
export const SegmentTargetSize: Story = {
  args: { defaultValue: kickOff },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(3);
    for (const segment of segments) {
      const { width, height } = segment.getBoundingClientRect();
      const size = `${segment.getAttribute('aria-label')}: ${width.toFixed(1)}×${height.toFixed(1)}`;
      await expect(width, size).toBeGreaterThanOrEqual(24);
      await expect(height, size).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Disabled: Story = {
  args: { defaultValue: kickOff, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toBeDisabled();
    for (const segment of canvas.getAllByRole('spinbutton')) await expect(segment).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: kickOff,
    isInvalid: true,
    errorMessage: <T en="There is no match on this day." ar="لا توجد مباراة في هذا اليوم." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no match on this day|لا توجد مباراة/)).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col items-start gap-3">
      <DatePicker {...args} />
      <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 font-semibold text-on-primary">
        <T en="Save" ar="حفظ" />
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|حفظ)$/ }));
    await expect(canvas.getByText(/This field is required\.|هذا الحقل مطلوب\./)).toBeVisible();
  },
};

export const LongArabicText: Story = {
  args: {
    label: <T en={longEnglish} ar={longArabic} />,
    description: <T en={longEnglish} ar={longArabic} />,
    defaultValue: kickOff,
    isInvalid: true,
    errorMessage: <T en={longEnglish} ar={longArabic} />,
  },
};
