import type { ReactNode } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { VariantProps } from 'tailwind-variants';
import { tv } from '../../lib/utils.ts';
import { buttonStyles } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

export const iconButtonStyles = tv({
  extend: buttonStyles,
  base: 'shrink-0 gap-0 px-0',
  variants: {
    size: {
      sm: 'size-8 min-h-8 px-0',
      md: 'size-10 min-h-10 px-0',
      lg: 'size-12 min-h-12 px-0',
    },
    shape: {
      square: 'rounded-md',
      circle: 'rounded-full',
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md', shape: 'square' },
});

const iconSizes = { sm: 16, md: 20, lg: 24 } as const;

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'children' | 'aria-label' | 'aria-labelledby'>,
    Omit<VariantProps<typeof iconButtonStyles>, 'isDisabled' | 'isFocusVisible' | 'fullWidth'> {
  /** The accessible name (required: the button has no visible text). Translate it. */
  label: string;
  /** The icon; rendered decorative (the label names the button). Receives the size for the button. */
  icon: ReactNode | ((size: number) => ReactNode);
}

/** An icon-only button. The label is its accessible name; pair it with a Tooltip to show it. */
export function IconButton({ label, icon, variant, size, shape, className, ...props }: IconButtonProps) {
  const iconSize = iconSizes[size ?? 'md'];
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={composeRenderProps(className, (callerClassName, renderProps) =>
        iconButtonStyles({ ...renderProps, variant, size, shape, className: callerClassName }),
      )}
    >
      {({ isPending }) => (isPending ? <Spinner size="sm" /> : typeof icon === 'function' ? icon(iconSize) : icon)}
    </AriaButton>
  );
}
