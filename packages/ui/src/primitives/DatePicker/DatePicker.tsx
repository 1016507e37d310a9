import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Heading,
  Popover,
  type ButtonProps,
  type CalendarProps as AriaCalendarProps,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';
import { FieldGroup, FieldParts, fieldStyles, type FieldProps } from '../Field/Field.tsx';
import { CalendarIcon, ChevronEndIcon, ChevronStartIcon } from '../icons/Icon.tsx';

// Each editable segment (day, month, year) is a target of at least 24×24 CSS px (WCAG 2.5.8): a one-digit month
// is otherwise about 14 px wide. The separators between them stay as narrow as the text.
const segmentStyles = tv({
  base: 'inline-flex min-h-6 min-w-6 items-center justify-center rounded-sm px-0.5 text-fg tabular-nums caret-transparent outline-0 type-literal:min-w-0 type-literal:px-0',
  variants: {
    isPlaceholder: { true: 'text-fg-muted' },
    isDisabled: { true: 'text-fg-muted' },
    isFocused: { true: 'bg-secondary-500 text-white' },
  },
});

const iconButtonStyles = tv({
  variants: {},
  extend: focusRing,
  base: 'inline-flex size-8 shrink-0 cursor-default items-center justify-center rounded-sm text-fg-muted hover:bg-surface-sunken hover:text-fg pressed:bg-neutral-200 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-fg-subtle',
});

function IconButton({ className, ...props }: Omit<ButtonProps, 'className'> & { className?: string }) {
  return <Button {...props} className={(renderProps) => iconButtonStyles({ ...renderProps, className })} />;
}

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
        <IconButton slot="previous">
          <ChevronStartIcon size={18} />
        </IconButton>
        <Heading className="flex-1 text-center text-base font-semibold" />
        <IconButton slot="next">
          <ChevronEndIcon size={18} />
        </IconButton>
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

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'children'>, FieldProps {}

/**
 * A date field (locale order and digits) with a calendar popover. Values are `@internationalized/date`
 * objects, e.g. `parseDate('2026-05-15')`.
 */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, className, ...props }: DatePickerProps<T>) {
  return (
    // The width lives on the field (a caller may let it shrink, e.g. between buttons on a phone), not on the group.
    <AriaDatePicker {...props} className={composeTailwindRenderProps(className, fieldStyles({ className: 'w-fit max-w-full min-w-56' }))}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldGroup className="w-full min-w-0 gap-2 ps-3 pe-1">
          <DateInput className="flex min-w-0 flex-1 py-2 text-base">
            {(segment) => <DateSegment segment={segment} className={(renderProps) => segmentStyles(renderProps)} />}
          </DateInput>
          <IconButton>
            <CalendarIcon size={18} />
          </IconButton>
        </FieldGroup>
      </FieldParts>
      <Popover
        offset={4}
        placement="bottom start"
        className="overflow-auto rounded-lg border border-border bg-surface p-3 text-fg shadow-md outline-0"
      >
        <Dialog className="outline-0">
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
