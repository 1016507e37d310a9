// Loaded on demand (see Menu.tsx): the popover, the menu and its items with react-aria's collection and selection code.
import {
  Menu as AriaMenu,
  MenuContext,
  MenuItem as AriaMenuItem,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
  Separator,
  composeRenderProps,
} from 'react-aria-components';
import { CheckIcon } from '../icons/Icon.tsx';
import { composeTailwindRenderProps } from '../lib/utils.ts';
import { menuItemStyles, type MenuItemProps, type MenuProps, type MenuTriggerValue } from './Menu.tsx';

export function MenuPopover<T extends object>({ trigger, placement = 'bottom start', className, ...props }: MenuProps<T> & { trigger: MenuTriggerValue | null }) {
  const popover = (
    <Popover
      placement={placement}
      offset={6}
      className="min-w-48 max-w-[min(20rem,calc(100vw-2rem))] overflow-auto rounded-md border border-border bg-surface shadow-lg outline-none"
    >
      <AriaMenu {...props} className={composeTailwindRenderProps(className, 'max-h-[inherit] overflow-auto p-1 outline-none')} />
    </Popover>
  );
  if (!trigger) return popover;
  // What react-aria-components' MenuTrigger provides to its Popover and Menu.
  return (
    <Provider
      values={[
        [MenuContext, { ...trigger.menuProps, ref: trigger.scrollRef }],
        [OverlayTriggerStateContext, trigger.state],
        [RootMenuTriggerStateContext, trigger.state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef: trigger.triggerRef,
            scrollRef: trigger.scrollRef,
            placement: 'bottom start',
            'aria-labelledby': trigger.menuProps['aria-labelledby'],
            offset: trigger.trigger === 'contextMenu' ? 0 : undefined,
          },
        ],
      ]}
    >
      {popover}
    </Provider>
  );
}

export function MenuItemView<T = object>({ children, icon, variant, className, textValue, ...props }: MenuItemProps<T>) {
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

export function MenuSeparatorView() {
  return <Separator className="mx-1 my-1 border-b border-border" />;
}
