import type { Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';

export type TabsProps = AriaTabsProps;

/**
 * Horizontal tabs. Arrow keys follow the reading direction (→ moves to the next tab in ltr, ← in rtl).
 * isDisabled greys out every tab (e.g. a private group the user has not joined yet).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeTailwindRenderProps(className, 'flex flex-col')}
    />
  );
}

export type TabListProps<T extends object> = AriaTabListProps<T> & { ref?: Ref<HTMLDivElement> };

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeTailwindRenderProps(className, 'flex max-w-full overflow-x-auto shadow-[inset_0_-1px_0_0_var(--hd-color-border)]')}
    />
  );
}

export const tabStyles = tv({
  extend: focusRing,
  base: 'flex shrink-0 cursor-pointer items-center gap-2 border-b-2 px-4 py-2.5 text-base font-semibold whitespace-nowrap transition-colors -outline-offset-2',
  variants: {
    isSelected: {
      false: 'border-transparent text-fg-muted hover:border-border-strong hover:text-fg pressed:bg-surface-sunken',
      true: 'border-primary-600 text-primary-700',
    },
    isDisabled: { true: 'cursor-not-allowed border-transparent text-neutral-500 hover:border-transparent hover:text-neutral-500' },
  },
  compoundVariants: [{ isSelected: true, isDisabled: true, class: 'border-neutral-400 text-neutral-600' }],
});

export type TabProps = AriaTabProps;

export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(className, (callerClassName, renderProps) => tabStyles({ ...renderProps, className: callerClassName }))}
    />
  );
}

export type TabPanelProps = AriaTabPanelProps;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (callerClassName, renderProps) =>
        focusRing({ ...renderProps, className: ['rounded-sm py-4 text-fg', callerClassName] }),
      )}
    />
  );
}
