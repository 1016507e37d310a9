export { Tooltip, TooltipTrigger, tooltipStyles, type TooltipProps, type TooltipTriggerProps } from './Tooltip.tsx';
