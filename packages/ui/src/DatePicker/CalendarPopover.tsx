// Loaded on demand (see DatePicker.tsx): the popover, its dialog and the calendar grid.
import type { ContextType } from 'react';
import {
  ButtonContext,
  CalendarContext,
  Dialog,
  DialogContext,
  GroupContext,
  LabelContext,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  TextContext,
} from 'react-aria-components';
import { Calendar } from './Calendar.tsx';
import type { DatePickerOverlay } from './DatePicker.tsx';

// The picker's contexts cleared inside the popover (as react-aria-components' DatePicker does).
const clearContexts = [GroupContext, ButtonContext, LabelContext, TextContext];

export function CalendarPopover({ overlay }: { overlay: DatePickerOverlay }) {
  return (
    <Provider
      values={[
        // react-aria's single-date calendar props, as react-aria-components' DatePicker passes them.
        [CalendarContext, overlay.calendarProps as ContextType<typeof CalendarContext>],
        [OverlayTriggerStateContext, overlay.state],
        [PopoverContext, { trigger: 'DatePicker', triggerRef: overlay.groupRef, placement: 'bottom start', clearContexts }],
        [DialogContext, overlay.dialogProps],
      ]}
    >
      <Popover
        offset={4}
        placement="bottom start"
        className="overflow-auto rounded-lg border border-border bg-surface p-3 text-fg shadow-md outline-0"
      >
        <Dialog className="outline-0">
          <Calendar />
        </Dialog>
      </Popover>
    </Provider>
  );
}
