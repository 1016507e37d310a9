import { parseDate, type CalendarDate } from '@internationalized/date';
import type { CalendarDay } from '@hadaf/domain';
import { DatePicker } from '../../primitives/DatePicker/DatePicker.tsx';

export interface MatchDatePickerProps {
  label: string;
  value: CalendarDay | null;
  onChange: (day: CalendarDay | null) => void;
  className?: string;
  autoFocus?: boolean;
}

/**
 * The matches page's date field as react-aria's DatePicker, which works on @internationalized/date's days: the day
 * is converted here, in the field's own chunk, so the filters and the page around it handle plain YYYY-MM-DD text and
 * the date library is not part of the first load.
 */
export function MatchDatePicker({ value, onChange, ...props }: MatchDatePickerProps) {
  return <DatePicker<CalendarDate> {...props} value={value === null ? null : parseDate(value)} onChange={(day) => onChange(day === null ? null : day.toString())} />;
}
