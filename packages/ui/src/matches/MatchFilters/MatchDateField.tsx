import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { calendarDayParts, type CalendarDay } from '@hadaf/domain';
import type * as DatePickerExports from './MatchDatePicker.tsx';
import { fieldGroupStyles, fieldStyles } from '../../primitives/Field/Field.tsx';
import { CalendarIcon } from '../../primitives/icons/Icon.tsx';
import { twMerge } from '../../lib/utils.ts';
import { afterPaintWhenIdle } from '../../lib/after-paint.ts';

// The date field and its calendar (react-aria's date field, calendar, popover and dialog: ~18 KB gzip) are not
// needed to paint the match list, so they arrive in their own chunk: a static field of the same size stands in,
// and the real one replaces it once its code is here. It is requested after the first paint, when the browser is
// idle (or at once when the fan reaches for the field), so a fan rarely sees the swap.
type DatePickerModule = typeof DatePickerExports;

let loaded: DatePickerModule | undefined;
let loading: Promise<DatePickerModule> | undefined;

/** Starts loading the date field's chunk (once) and resolves when it is here; stories await it before rendering. */
export function preloadMatchDateField(): Promise<DatePickerModule> {
  loading ??= import('./MatchDatePicker.tsx').then((module) => (loaded = module));
  return loading;
}

const LazyDatePicker = lazy(() => preloadMatchDateField().then((module) => ({ default: module.MatchDatePicker })));

export interface MatchDateFieldProps {
  label: string;
  /** The day, YYYY-MM-DD. */
  value: CalendarDay | null;
  onChange: (day: CalendarDay | null) => void;
  className?: string;
}

// The same classes as DatePicker's own parts, so the stand-in has the real field's size and look.
const outerClasses = 'w-fit max-w-full min-w-56';
const groupClasses = 'w-full min-w-0 gap-2 ps-3 pe-1';

/**
 * The date as the real field shows it before its code arrives: its label, the day in the locale's numeric order
 * as read-only text (focusable; focus is handed to the real field when it replaces this), the calendar icon.
 */
export function MatchDateFieldPlaceholder({
  label,
  value,
  className,
  onWanted,
  onFocusChange,
  inputRef,
}: Pick<MatchDateFieldProps, 'label' | 'value' | 'className'> & {
  /** The fan reaches for the field (pointer over it, or focus): load the real one now. */
  onWanted?: () => void;
  /** Focus entered (true) or left for another element (false). */
  onFocusChange?: (focused: boolean) => void;
  inputRef?: (input: HTMLInputElement | null) => void;
}) {
  const { locale } = useLocale();
  const id = useId();
  // Built once per locale: a formatter costs far more than a format, and the stand-in renders with every list.
  const format = useMemo(() => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC', calendar: 'gregory' }), [locale]);
  const day = value === null ? null : calendarDayParts(value);
  const text = day === null ? '' : format.format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
  return (
    <div className={fieldStyles({ className: twMerge(outerClasses, className) })} data-placeholder-for="date-field">
      <label htmlFor={id} className="w-fit cursor-default text-sm font-semibold text-fg">
        {label}
      </label>
      <div className={fieldGroupStyles({ className: twMerge(groupClasses, 'focus-within:border-secondary-500') })} onPointerEnter={onWanted}>
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={text}
          onFocus={() => {
            onFocusChange?.(true);
            onWanted?.();
          }}
          // Focus moving elsewhere (not this stand-in being replaced, which has no related target).
          onBlur={(event) => event.relatedTarget && onFocusChange?.(false)}
          className="min-w-0 flex-1 bg-transparent py-2 text-base text-fg tabular-nums outline-0"
        />
        <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center text-fg-muted">
          <CalendarIcon size={18} />
        </span>
      </div>
    </div>
  );
}

/**
 * The matches page's date field: react-aria's DatePicker (`DatePicker` of this package, through MatchDatePicker), loaded on demand with
 * `React.lazy` behind a same-size stand-in. Once the code has loaded (a later page, a second list), it renders at once.
 */
export function MatchDateField({ label, value, onChange, className }: MatchDateFieldProps) {
  const [wanted, setWanted] = useState(() => loaded !== undefined);
  // Whether the stand-in has focus: each stand-in that replaces it, and then the real field, takes it over.
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (wanted) return;
    return afterPaintWhenIdle(() => setWanted(true), 1500);
  }, [wanted]);

  const placeholder = (
    <MatchDateFieldPlaceholder
      label={label}
      value={value}
      className={className}
      onWanted={() => setWanted(true)}
      onFocusChange={setFocused}
      inputRef={(input) => {
        if (input && focused && document.activeElement !== input) input.focus();
      }}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyDatePicker label={label} value={value} onChange={onChange} className={className} autoFocus={focused} />
    </Suspense>
  );
}
