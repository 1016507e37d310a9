import {
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { tv } from '../../lib/utils.ts';

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Shows its Tooltip when the trigger (a focusable react-aria element such as IconButton) is hovered
 * for `delay` ms or focused with the keyboard.
 */
export function TooltipTrigger({ delay = 600, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />;
}

export const tooltipStyles = tv({
  variants: {},
  base: 'max-w-64 rounded-md bg-neutral-900 px-2.5 py-1.5 text-sm text-white shadow-md',
});

export type TooltipProps = AriaTooltipProps;

/** A short, non-interactive hint. Put essential information elsewhere: touch users never hover. */
export function Tooltip({ offset = 8, className, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (callerClassName) => tooltipStyles({ className: callerClassName }))}
    />
  );
}
