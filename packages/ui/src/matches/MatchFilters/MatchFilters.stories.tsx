import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate, type CalendarDate } from '@internationalized/date';
import type { CalendarDay } from '@hadaf/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyMatch, storyTimeZone, useStoryLanguage } from '../MatchCard/fixtures.ts';
import { DatePicker } from '../../primitives/DatePicker/DatePicker.tsx';
import { MatchList } from '../MatchList/MatchList.tsx';
import { MatchDateFieldPlaceholder, preloadMatchDateField } from './MatchDateField.tsx';
import { MatchFilters, type MatchFiltersProps, type MatchStateFilterValue } from './MatchFilters.tsx';
import { ar } from '../../internal/story-helpers.tsx';

/** Story dates are fixed so screenshots never depend on today. */
const day = '2026-05-01';
const previousDay = '2026-04-28';
const nextDay = '2026-05-03';

type FiltersStoryArgs = Partial<MatchFiltersProps> & { withList?: boolean };

/** Holds the filter values like a page would, and reports every change to the spies in args. */
function ControlledFilters({ withList, ...args }: FiltersStoryArgs) {
  const language = useStoryLanguage();
  const [search, setSearch] = useState(args.search ?? '');
  const [date, setDate] = useState<CalendarDay | null>(args.date === undefined ? day : args.date);
  const [state, setState] = useState<MatchStateFilterValue>(args.state ?? 'ALL');
  return (
    <MatchFilters
      {...args}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        args.onSearchChange?.(value);
      }}
      date={date}
      onDateChange={(value) => {
        setDate(value);
        args.onDateChange?.(value);
      }}
      state={state}
      onStateChange={(value) => {
        setState(value);
        args.onStateChange?.(value);
      }}
    >
      {withList && (
        <MatchList
          timeZone={storyTimeZone}
          matches={[storyMatch(language, { id: 1 }), storyMatch(language, { id: 2, teams: 'pyramids-ismaily', competition: 'cup' })]}
        />
      )}
    </MatchFilters>
  );
}

const meta = {
  title: 'Matches/MatchFilters',
  component: ControlledFilters,
  args: {
    onSearchChange: fn(),
    onSearchSubmit: fn(),
    onDateChange: fn(),
    onStateChange: fn(),
    previousDate: previousDay,
    nextDate: nextDay,
  },
  // The date field is its own chunk: the stories show and test the real field, so its code is here before they render.
  loaders: [async () => ({ dateField: await preloadMatchDateField() })],
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<FiltersStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const lastDate = (spy: unknown) => (spy as { mock: { calls: [CalendarDay | null][] } }).mock.calls.at(-1)?.[0];

/** All four state tabs, All selected; the day and both neighbours available. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(ar() ? ['الكل', 'لم تبدأ', 'مباشر', 'انتهت'] : ['All', 'Not Started', 'Live', 'Finished']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: ar() ? 'اليوم السابق الذي به مباريات' : 'Previous day with matches' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: ar() ? 'اليوم التالي الذي به مباريات' : 'Next day with matches' })).toBeEnabled();
  },
};

/** Typing in the search field reports each change; Enter submits. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.type(input, 'Ahly{Enter}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('Ahly');
    await expect(args.onSearchSubmit).toHaveBeenCalledWith('Ahly');
    await expect(input).toHaveValue('Ahly');
  },
};

/** Choosing a state tab reports its value (LIVE, FINISHED…). */
export const StateTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: ar() ? 'مباشر' : 'Live' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith('LIVE');
    await userEvent.click(canvas.getByRole('tab', { name: ar() ? 'انتهت' : 'Finished' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith('FINISHED');
    await userEvent.click(canvas.getByRole('tab', { name: ar() ? 'لم تبدأ' : 'Not Started' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith('NOT_STARTED');
    await expect(canvas.getByRole('tab', { name: ar() ? 'لم تبدأ' : 'Not Started' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Typing a day into the date field reports it. */
export const PickDate: Story = {
  args: { date: null },
  play: async ({ canvasElement, args }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('07052026');
    await expect(lastDate(args.onDateChange)).toBe('2026-05-07');
    await userEvent.tab();
  },
};

/** Previous and Next jump to the neighbouring days with matches; their chevrons mirror in Arabic. */
export const PreviousAndNext: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: ar() ? 'اليوم السابق الذي به مباريات' : 'Previous day with matches' });
    const next = canvas.getByRole('button', { name: ar() ? 'اليوم التالي الذي به مباريات' : 'Next day with matches' });
    await userEvent.click(previous);
    await expect(lastDate(args.onDateChange)).toBe('2026-04-28');
    await userEvent.click(next);
    await expect(lastDate(args.onDateChange)).toBe('2026-05-03');
    const chevron = previous.querySelector('svg')!;
    await expect(getComputedStyle(chevron).scale === 'none' || getComputedStyle(chevron).scale === '').toBe(!ar());
    // The previous button sits at the inline start: left in English, right in Arabic.
    const isStart = ar() ? previous.getBoundingClientRect().left > next.getBoundingClientRect().left : previous.getBoundingClientRect().left < next.getBoundingClientRect().left;
    await expect(isStart).toBe(true);
  },
};

/** No earlier or later day with matches: both buttons are disabled. */
export const NoNeighbouringDays: Story = {
  args: { previousDate: null, nextDate: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: ar() ? 'اليوم السابق الذي به مباريات' : 'Previous day with matches' });
    const next = canvas.getByRole('button', { name: ar() ? 'اليوم التالي الذي به مباريات' : 'Next day with matches' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(args.onDateChange).not.toHaveBeenCalled();
  },
};

/** The filters above the day's list (the list is the selected tab's panel). */
export const WithMatchList: Story = {
  args: { withList: true, state: 'NOT_STARTED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('button')).toHaveLength(2);
    await Promise.all([...canvasElement.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
  },
};

/**
 * On a phone the date field stays inside the page and clear of Previous and Next: the calendar button is the
 * element hit at its own centre (before the fix, tapping it pressed Next, which lay on top of the field).
 */
async function expectPhoneLayout(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const group = canvas.getByRole('group', { name: ar() ? 'تصفية المباريات' : 'Match filters' });
  const calendar = group.querySelector<HTMLElement>('button[aria-haspopup="dialog"]')!;
  await expect(calendar).toBeVisible();
  const box = calendar.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(calendar.contains(hit)).toBe(true);
  const bounds = group.getBoundingClientRect();
  for (const control of group.querySelectorAll<HTMLElement>('button, [role="group"]')) {
    const rect = control.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(bounds.left - 0.5);
    await expect(rect.right).toBeLessThanOrEqual(bounds.right + 0.5);
  }
  const next = canvas.getByRole('button', { name: ar() ? 'اليوم التالي الذي به مباريات' : 'Next day with matches' });
  const previous = canvas.getByRole('button', { name: ar() ? 'اليوم السابق الذي به مباريات' : 'Previous day with matches' });
  const field = calendar.closest<HTMLElement>('[role="group"]')!.getBoundingClientRect();
  for (const button of [next, previous]) {
    const rect = button.getBoundingClientRect();
    await expect(rect.right <= field.left + 0.5 || rect.left >= field.right - 0.5).toBe(true);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** 320 px wide (the smallest phone). */
export const Phone320: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => expectPhoneLayout(canvasElement),
};

/** 375 px wide (the most common phone width). */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => expectPhoneLayout(canvasElement),
};

/**
 * Before the date field's code arrives: the stand-in (label, the day as read-only text, the calendar icon) has the
 * real field's size, so nothing moves when the real one replaces it.
 */
export const DateFieldBeforeItLoads: Story = {
  render: function Render() {
    const label = useTranslation('ui').t('matches.filters.date');
    return (
      <div className="flex flex-col gap-4">
        <div data-testid="placeholder" className="flex">
          <MatchDateFieldPlaceholder label={label} value={day} className="min-w-0 flex-1" />
        </div>
        <div data-testid="real" className="flex">
          <DatePicker<CalendarDate> label={label} value={parseDate(day)} className="min-w-0 flex-1" />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByTestId('placeholder').firstElementChild!.getBoundingClientRect();
    const real = canvas.getByTestId('real').firstElementChild!.getBoundingClientRect();
    await expect([placeholder.width, placeholder.height]).toEqual([real.width, real.height]);
    const input = canvas.getByRole('textbox', { name: ar() ? 'التاريخ' : 'Date' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    (input as HTMLInputElement).setSelectionRange(0, 0);
    input.blur();
  },
};

/** The page's part: the neighbouring days of the day shown (2026-05-03 is the last day with matches). */
function LastDayFilters(args: FiltersStoryArgs) {
  const [date, setDate] = useState<CalendarDay | null>(day);
  const last = date === nextDay;
  return (
    <ControlledFilters
      {...args}
      date={day}
      previousDate={last ? day : previousDay}
      nextDate={last ? null : nextDay}
      onDateChange={(value) => {
        setDate(value);
        args.onDateChange?.(value);
      }}
    />
  );
}

/**
 * Keyboard: Next on the day before the last day with matches; Next is then disabled, and focus goes to the date field
 * (which reads the new day), never to <body> (issue 30, defect 18).
 */
export const NextToTheLastDayKeepsFocus: Story = {
  render: (args) => <LastDayFilters {...args} />,
  play: async ({ canvasElement, args }) => {
    const next = within(canvasElement).getByRole('button', { name: ar() ? 'اليوم التالي الذي به مباريات' : 'Next day with matches' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(lastDate(args.onDateChange)).toBe('2026-05-03');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    await waitFor(() => expect(within(canvasElement).getByRole('group', { name: ar() ? 'التاريخ' : 'Date' })).toContainElement(document.activeElement as HTMLElement));
  },
};
