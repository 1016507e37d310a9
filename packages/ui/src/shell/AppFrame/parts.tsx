import type { ReactNode } from 'react';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { focusRing, tv } from '../../lib/utils.ts';

// What the frame and its on-demand overlays (AppFrameOverlays.tsx) both draw: the navigation links' look.
export const navLinkStyles = tv({
  extend: focusRing,
  base: 'relative inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-base font-semibold no-underline transition-colors',
  variants: {
    isCurrent: { true: 'bg-primary-50 text-primary-700', false: 'text-fg-muted hover:bg-surface-sunken hover:text-fg' },
    block: { true: 'flex w-full' },
  },
  defaultVariants: { isCurrent: false },
});

/** The account menu's trigger: the avatar and a chevron. */
export const accountTriggerStyles = (isFocusVisible: boolean) =>
  focusRing({ isFocusVisible, className: 'flex cursor-pointer items-center gap-1 rounded-full p-0.5' });

export function NavLink({
  href,
  currentHref,
  block,
  className,
  children,
  ...props
}: AriaLinkProps & { href: string; currentHref?: string; block?: boolean; children: ReactNode }) {
  const isCurrent = currentHref === href;
  return (
    <AriaLink
      {...props}
      href={href}
      aria-current={isCurrent ? 'page' : undefined}
      className={composeRenderProps(className, (callerClassName, { isFocusVisible }) =>
        navLinkStyles({ isFocusVisible, isCurrent, block, className: callerClassName }),
      )}
    >
      {children}
    </AriaLink>
  );
}
