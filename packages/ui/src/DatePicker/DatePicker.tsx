import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  Button,
  ButtonContext,
  DateFieldContext,
  DateInput,
  DateSegment,
  FieldErrorContext,
  FormContext,
  GroupContext,
  LabelContext,
  Provider,
  TextContext,
  useRenderProps,
  useSlottedContext,
  type ButtonProps,
  type DatePickerProps as AriaDatePickerProps,
  type DatePickerRenderProps,
  type DateValue,
} from 'react-aria-components';
import { mergeProps, useDatePicker, useFocusRing, useVisuallyHidden, type AriaDialogProps, type DatePickerAria } from 'react-aria';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { useDatePickerState, type DatePickerState } from 'react-stately';
import { parseDate, parseDateTime, toCalendarDate, toCalendarDateTime, toLocalTimeZone } from '@internationalized/date';
import { onDemand, preload, useOnDemand, useOpenedOnce } from '../lib/lazy.ts';
import { composeTailwindRenderProps, focusRing, tv } from '../lib/utils.ts';
import { FieldGroup, FieldParts, fieldStyles, type FieldProps } from '../Field/Field.tsx';
import { CalendarIcon } from '../icons/Icon.tsx';

const segmentStyles = tv({
  base: 'inline rounded-sm px-0.5 text-fg tabular-nums caret-transparent outline-0 type-literal:px-0',
  variants: {
    isPlaceholder: { true: 'text-fg-muted' },
    isDisabled: { true: 'text-fg-muted' },
    isFocused: { true: 'bg-secondary-500 text-white' },
  },
});

const iconButtonStyles = tv({
  extend: focusRing,
  base: 'inline-flex size-8 shrink-0 cursor-default items-center justify-center rounded-sm text-fg-muted hover:bg-surface-sunken hover:text-fg pressed:bg-neutral-200 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-fg-subtle',
});

/** The small icon button of the date field (calendar) and of the calendar (previous/next month). */
export function DateIconButton({ className, ...props }: Omit<ButtonProps, 'className'> & { className?: string }) {
  return <Button {...props} className={(renderProps) => iconButtonStyles({ ...renderProps, className })} />;
}

/** The calendar popover (react-aria's popover, dialog and calendar grid): loaded when the picker first opens. */
const calendarPopover = onDemand(() => import('./CalendarPopover.tsx'));

function preloadCalendar() {
  preload(calendarPopover);
}

/** What the calendar popover needs from its picker (react-aria-components' DatePicker provides it through contexts). */
export interface DatePickerOverlay {
  state: DatePickerState;
  groupRef: RefObject<HTMLDivElement | null>;
  dialogProps: AriaDialogProps;
  calendarProps: DatePickerAria['calendarProps'];
}

const DatePickerOverlayContext = createContext<DatePickerOverlay | null>(null);

/** react-aria-components' `useSlot`: whether a Label is rendered (else the picker is labelled by aria-label). */
function useSlot(initialState: boolean): [(element: Element | null) => void, boolean] {
  const [hasSlot, setHasSlot] = useState(initialState);
  const hasRun = useRef(false);
  const ref = useCallback((element: Element | null) => {
    hasRun.current = true;
    setHasSlot(!!element);
  }, []);
  useLayoutEffect(() => {
    if (!hasRun.current) setHasSlot(false);
  }, []);
  return [ref, hasSlot];
}

function removeDataAttributes<P extends object>(props: P): P {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !key.startsWith('data-'))) as P;
}

/** react-aria-components' HiddenDateInput: a visually hidden native date input for autofill and form values. */
function HiddenDateInput({ state, name, autoComplete, isDisabled }: { state: DatePickerState; name?: string; autoComplete?: string; isDisabled?: boolean }) {
  // Fixed at the top so focusing it never scrolls the page.
  const { visuallyHiddenProps } = useVisuallyHidden({ style: { position: 'fixed', top: 0, left: 0 } });
  const step = state.granularity === 'second' ? 1 : state.granularity === 'hour' ? 3600 : 60;
  let value = '';
  if (state.value) {
    value =
      state.granularity === 'day'
        ? toCalendarDate(state.value).toString()
        : toCalendarDateTime('timeZone' in state.value ? toLocalTimeZone(state.value) : state.value).toString();
  }
  return (
    <div {...visuallyHiddenProps} aria-hidden data-react-aria-prevent-focus data-a11y-ignore="aria-hidden-focus" data-testid="hidden-dateinput-container">
      <input
        tabIndex={-1}
        autoComplete={autoComplete}
        disabled={isDisabled}
        type={state.granularity === 'day' ? 'date' : 'datetime-local'}
        // An empty form attribute keeps this input's own value out of form submissions.
        form=""
        name={name}
        step={step}
        value={value}
        onChange={(event) => {
          const text = event.target.value;
          if (!text) return;
          try {
            let parsed: DateValue = parseDateTime(text);
            if (state.granularity === 'day') parsed = parseDate(text);
            state.setValue(parsed);
          } catch {
            // not a date
          }
        }}
      />
    </div>
  );
}

/**
 * react-aria-components' DatePicker (the same hooks, contexts, attributes and hidden input) without the calendar
 * popover's contexts, so its popover, dialog and calendar code load only when the picker first opens.
 */
function DatePickerRoot<T extends DateValue>(props: AriaDatePickerProps<T>) {
  const formValidationBehavior = useSlottedContext(FormContext)?.validationBehavior;
  const validationBehavior = props.validationBehavior ?? formValidationBehavior ?? 'native';
  const state = useDatePickerState({ ...props, validationBehavior });
  const groupRef = useRef<HTMLDivElement>(null);
  const [labelRef, label] = useSlot(!props['aria-label'] && !props['aria-labelledby']);
  const { groupProps, labelProps, fieldProps, buttonProps, dialogProps, calendarProps, descriptionProps, errorMessageProps, ...validation } = useDatePicker(
    { ...removeDataAttributes(props), label, validationBehavior },
    state,
    groupRef,
  );
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true });
  const renderProps = useRenderProps<DatePickerRenderProps, 'div'>({
    ...props,
    values: {
      state,
      isFocusWithin: isFocused,
      isFocusVisible,
      isDisabled: props.isDisabled || false,
      isInvalid: state.isInvalid,
      isOpen: state.isOpen,
      isReadOnly: props.isReadOnly || false,
      isRequired: props.isRequired || false,
    },
    defaultClassName: 'react-aria-DatePicker',
  });
  const DOMProps = filterDOMProps(props, { global: true });
  delete DOMProps.id;
  return (
    <Provider
      values={[
        [GroupContext, { ...groupProps, ref: groupRef, isInvalid: state.isInvalid }],
        [DateFieldContext, fieldProps],
        // The calendar button also starts loading the popover when it is hovered or focused.
        [ButtonContext, { ...mergeProps(buttonProps, { onHoverStart: preloadCalendar, onFocus: preloadCalendar, onPressStart: preloadCalendar }), isPressed: state.isOpen }],
        [LabelContext, { ...labelProps, ref: labelRef, elementType: 'span' }],
        [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
        [FieldErrorContext, validation],
      ]}
    >
      <DatePickerOverlayContext.Provider value={{ state, groupRef, dialogProps, calendarProps }}>
        <div
          {...mergeProps(DOMProps, renderProps, focusProps)}
          slot={props.slot || undefined}
          data-focus-within={isFocused || undefined}
          data-invalid={state.isInvalid || undefined}
          data-focus-visible={isFocusVisible || undefined}
          data-disabled={props.isDisabled || undefined}
          data-readonly={props.isReadOnly || undefined}
          data-required={props.isRequired || undefined}
          data-open={state.isOpen || undefined}
        />
      </DatePickerOverlayContext.Provider>
      <HiddenDateInput autoComplete={props.autoComplete} name={props.name} isDisabled={props.isDisabled} state={state} />
    </Provider>
  );
}

/** The calendar popover: nothing until the picker first opens, then the lazily loaded popover. */
function DatePickerPopover() {
  const overlay = useContext(DatePickerOverlayContext);
  const isOpen = overlay?.state.isOpen ?? false;
  const opened = useOpenedOnce(isOpen);
  const content = useOnDemand(calendarPopover, isOpen);
  if (!overlay || !opened || !content) return null;
  return <content.CalendarPopover overlay={overlay} />;
}

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'children'>, FieldProps {}

/**
 * A date field (locale order and digits) with a calendar popover. Values are `@internationalized/date`
 * objects, e.g. `parseDate('2026-05-15')`. The calendar's code loads when it first opens (or its button is
 * hovered or focused); the field works at once.
 */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, className, ...props }: DatePickerProps<T>) {
  return (
    <DatePickerRoot {...props} className={composeTailwindRenderProps(className, fieldStyles())}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldGroup className="w-fit min-w-56 gap-2 ps-3 pe-1">
          <DateInput className="flex min-w-0 flex-1 py-2 text-base">
            {(segment) => <DateSegment segment={segment} className={(renderProps) => segmentStyles(renderProps)} />}
          </DateInput>
          <DateIconButton>
            <CalendarIcon size={18} />
          </DateIconButton>
        </FieldGroup>
      </FieldParts>
      <DatePickerPopover />
    </DatePickerRoot>
  );
}
