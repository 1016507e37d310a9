import type { HTMLAttributes, ReactNode } from 'react';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { focusRing, tv, twMerge } from '../../lib/utils.ts';

export const cardStyles = tv({
  extend: focusRing,
  base: 'flex flex-col overflow-hidden rounded-lg border border-border bg-surface text-start text-fg shadow-sm',
  variants: {
    interactive: {
      true: 'cursor-pointer no-underline transition-shadow hover:border-border-strong hover:shadow-md pressed:bg-surface-muted pressed:shadow-sm',
    },
    isDisabled: { true: 'cursor-not-allowed opacity-60 hover:border-border hover:shadow-sm' },
  },
});

export interface CardProps extends Omit<AriaLinkProps, 'children' | 'className' | 'style'> {
  children?: ReactNode;
  className?: string;
}

/**
 * A surface that groups related content (CardHeader, CardBody, CardFooter).
 * With href or onPress the whole card is one link (interactive variant): keep other controls out of it.
 */
export function Card({ className, children, ...props }: CardProps) {
  if (props.href !== undefined || props.onPress !== undefined) {
    return (
      <AriaLink
        {...props}
        className={composeRenderProps(className, (callerClassName, renderProps) =>
          cardStyles({ ...renderProps, interactive: true, className: callerClassName }),
        )}
      >
        {children}
      </AriaLink>
    );
  }
  return (
    <div
      id={props.id}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      className={cardStyles({ className })}
    >
      {children}
    </div>
  );
}

export interface CardSectionProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
}

export function CardHeader({ className, ...props }: CardSectionProps) {
  return <div {...props} className={twMerge('flex items-start justify-between gap-3 px-4 pt-4', className)} />;
}

export function CardBody({ className, ...props }: CardSectionProps) {
  return <div {...props} className={twMerge('flex-1 px-4 py-3 text-base', className)} />;
}

export function CardFooter({ className, ...props }: CardSectionProps) {
  return <div {...props} className={twMerge('flex items-center justify-end gap-2 border-t border-border px-4 py-3', className)} />;
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level that fits the page outline. */
  level?: 2 | 3 | 4;
}

export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading {...props} className={twMerge('text-lg font-semibold text-fg', className)} />;
}
