import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  Separator,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, tv } from '../../lib/utils.ts';
import { CheckIcon } from '../icons/Icon.tsx';

export type MenuTriggerProps = AriaMenuTriggerProps;

/** Wraps the trigger (a Button or IconButton) and its Menu; the menu opens on press, Enter, Space or ArrowDown. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  /** Where the popover opens; "bottom start" follows the reading direction. */
  placement?: PopoverProps['placement'];
}

/** A dropdown menu of actions in a popover. */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover
      placement={placement}
      offset={6}
      className="min-w-48 max-w-[min(20rem,calc(100vw-2rem))] overflow-auto rounded-md border border-border bg-surface shadow-lg outline-none"
    >
      <AriaMenu {...props} className={composeTailwindRenderProps(className, 'max-h-[inherit] overflow-auto p-1 outline-none')} />
    </Popover>
  );
}

/**
 * A keyboard-focused item is outlined in the focus colour, inside its box (the popover clips what overflows): the
 * hover tint alone is ≈1.1:1 on the surface, too faint to find (WCAG 1.4.11, 2.4.7). Every menu gets it here.
 */
export const menuItemStyles = tv({
  base: 'flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-base outline-none -outline-offset-2 select-none',
  variants: {
    variant: { default: 'text-fg', danger: 'text-error-700' },
    isFocused: { true: '' },
    isFocusVisible: { true: 'outline-2 outline-focus outline-solid' },
    isPressed: { true: '' },
    isDisabled: { true: 'cursor-not-allowed text-neutral-500' },
  },
  compoundVariants: [
    { variant: 'default', isFocused: true, isDisabled: false, class: 'bg-surface-sunken' },
    { variant: 'danger', isFocused: true, isDisabled: false, class: 'bg-error-50' },
    { isPressed: true, isDisabled: false, class: 'bg-neutral-200' },
  ],
  defaultVariants: { variant: 'default' },
});

export interface MenuItemProps<T = object> extends Omit<AriaMenuItemProps<T>, 'children'> {
  children?: ReactNode;
  /** An icon before the text. */
  icon?: ReactNode;
  /** danger: destructive actions (leave group, delete). */
  variant?: 'default' | 'danger';
}

export function MenuItem<T = object>({ children, icon, variant, className, textValue, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (callerClassName, renderProps) =>
        menuItemStyles({ ...renderProps, variant, className: callerClassName }),
      )}
    >
      {({ selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' && (
            <span className="flex size-4 shrink-0 items-center justify-center">{isSelected && <CheckIcon size={16} />}</span>
          )}
          {icon}
          <span className="flex-1">{children}</span>
        </>
      )}
    </AriaMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className="mx-1 my-1 border-b border-border" />;
}
