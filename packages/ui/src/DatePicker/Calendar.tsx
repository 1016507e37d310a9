import {
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../lib/utils.ts';
import { ChevronEndIcon, ChevronStartIcon } from '../icons/Icon.tsx';
import { DateIconButton } from './DatePicker.tsx';

const cellStyles = tv({
  extend: focusRing,
  base: 'm-0.5 flex size-9 cursor-default items-center justify-center rounded-full text-sm text-fg tabular-nums outline-offset-1',
  variants: {
    isSelected: { false: 'hover:bg-surface-sunken pressed:bg-neutral-200', true: 'bg-primary-600 font-semibold text-on-primary' },
    isDisabled: { true: 'text-fg-muted line-through hover:bg-transparent' },
    isUnavailable: { true: 'text-fg-muted line-through hover:bg-transparent' },
    isOutsideMonth: { true: 'invisible' },
  },
});

export type CalendarProps<T extends DateValue> = Omit<AriaCalendarProps<T>, 'children'>;

/** A month grid for picking one date; the previous/next arrows mirror in RTL layouts. */
export function Calendar<T extends DateValue>({ className, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={composeTailwindRenderProps(className, 'w-fit text-fg')}>
      <header className="flex items-center gap-1 pb-2">
        <DateIconButton slot="previous">
          <ChevronStartIcon size={18} />
        </DateIconButton>
        <Heading className="flex-1 text-center text-base font-semibold" />
        <DateIconButton slot="next">
          <ChevronEndIcon size={18} />
        </DateIconButton>
      </header>
      <CalendarGrid className="border-separate border-spacing-0">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className="pb-1 text-xs font-semibold text-fg-muted">{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={(renderProps) => cellStyles(renderProps)} />}
        </CalendarGridBody>
      </CalendarGrid>
    </AriaCalendar>
  );
}
