import type { ReactNode } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { VariantProps } from 'tailwind-variants';
import { focusRing, tv } from '../../lib/utils.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

export const buttonStyles = tv({
  extend: focusRing,
  base: 'relative inline-flex cursor-default items-center justify-center gap-2 rounded-md border border-transparent font-semibold transition-colors select-none disabled:cursor-not-allowed',
  variants: {
    variant: {
      primary: 'bg-primary-600 text-on-primary hover:bg-primary-700 pressed:bg-primary-800',
      secondary: 'bg-secondary-600 text-on-secondary hover:bg-secondary-700 pressed:bg-secondary-800',
      outline: 'border-primary-600 bg-surface text-primary-700 hover:bg-primary-50 pressed:bg-primary-100',
      ghost: 'bg-transparent text-fg hover:bg-surface-sunken pressed:bg-neutral-200',
      danger: 'bg-error-600 text-white hover:bg-error-700 pressed:bg-error-700',
    },
    size: {
      sm: 'min-h-8 px-3 text-sm',
      md: 'min-h-10 px-4 text-base',
      lg: 'min-h-12 px-6 text-lg',
    },
    isDisabled: { true: 'border-transparent bg-neutral-200 text-neutral-600 hover:bg-neutral-200' },
    fullWidth: { true: 'w-full' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps extends Omit<AriaButtonProps, 'children'>, Omit<VariantProps<typeof buttonStyles>, 'isDisabled' | 'isFocusVisible'> {
  children?: ReactNode;
  /** An icon shown before the label (mirrors with the reading direction when it is directional). */
  icon?: ReactNode;
}

export function Button({ variant, size, fullWidth, icon, children, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (callerClassName, renderProps) =>
        buttonStyles({ ...renderProps, variant, size, fullWidth, className: callerClassName }),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner size="sm" /> : icon}
          <span className={isPending ? 'opacity-80' : undefined}>{content}</span>
        </>
      ))}
    </AriaButton>
  );
}
