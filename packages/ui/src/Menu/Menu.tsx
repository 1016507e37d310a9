import { createContext, useContext, useRef, type ReactNode, type RefObject } from 'react';
import type {
  MenuItemProps as AriaMenuItemProps,
  MenuProps as AriaMenuProps,
  MenuTriggerProps as AriaMenuTriggerProps,
  PopoverProps,
} from 'react-aria-components';
import { mergeProps, useMenuTrigger, type AriaMenuOptions } from 'react-aria';
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import { useMenuTriggerState, type RootMenuTriggerState } from 'react-stately';
import { onDemand, preload, useOnDemand, useOpenedOnce } from '../lib/lazy.ts';
import { tv } from '../lib/utils.ts';

/** The menu popover, its items and its collection code: loaded when a menu first opens (or its trigger is hovered or focused). */
const menuContent = onDemand(() => import('./MenuContent.tsx'));

/** Starts loading the menu's content (e.g. on hover or focus of a trigger). */
export function preloadMenu() {
  preload(menuContent);
}

/** What the Menu needs from its MenuTrigger (react-aria-components' MenuTrigger provides the same through its contexts). */
export interface MenuTriggerValue {
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLElement | null>;
  scrollRef: RefObject<HTMLDivElement | null>;
  trigger: AriaMenuTriggerProps['trigger'];
}

const MenuTriggerContext = createContext<MenuTriggerValue | null>(null);

export type MenuTriggerProps = AriaMenuTriggerProps;

/**
 * Wraps the trigger (a Button or IconButton) and its Menu; the menu opens on press, Enter, Space or ArrowDown.
 * The trigger is react-aria-components' MenuTrigger (same state and hooks) without the menu's code, which loads
 * on first hover, focus or opening.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  const state = useMenuTriggerState(props);
  const ref = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ ...props, type: 'menu' }, state, ref);
  const triggerProps = mergeProps(menuTriggerProps, { onPointerEnter: preloadMenu, onFocus: preloadMenu, onPressStart: preloadMenu });
  return (
    <MenuTriggerContext.Provider value={{ state, menuProps, triggerRef: ref, scrollRef, trigger: props.trigger }}>
      <PressResponder {...triggerProps} ref={ref} isPressed={state.isOpen}>
        {props.children}
      </PressResponder>
    </MenuTriggerContext.Provider>
  );
}

export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  /** Where the popover opens; "bottom start" follows the reading direction. */
  placement?: PopoverProps['placement'];
}

/** A dropdown menu of actions in a popover. Inside a MenuTrigger it renders nothing until the menu first opens. */
export function Menu<T extends object>(props: MenuProps<T>) {
  const trigger = useContext(MenuTriggerContext);
  const isOpen = trigger ? trigger.state.isOpen : true;
  const opened = useOpenedOnce(isOpen);
  const content = useOnDemand(menuContent, isOpen);
  if (!opened || !content) return null;
  return <content.MenuPopover {...props} trigger={trigger} />;
}

export const menuItemStyles = tv({
  base: 'flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-base outline-none select-none',
  variants: {
    variant: { default: 'text-fg', danger: 'text-error-700' },
    isFocused: { true: '' },
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

/** An item of a Menu (rendered only inside an open Menu, whose code is loaded by then). */
export function MenuItem<T = object>(props: MenuItemProps<T>) {
  const content = menuContent.current;
  return content && <content.MenuItemView {...props} />;
}

export function MenuSeparator() {
  const content = menuContent.current;
  return content && <content.MenuSeparatorView />;
}
