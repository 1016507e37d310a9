import { composeRenderProps } from 'react-aria-components';
import { twMerge } from 'tailwind-merge';
import { tv } from 'tailwind-variants';

/** The focus ring every interactive primitive shares, shown only for keyboard focus. */
export const focusRing = tv({
  base: 'outline outline-offset-2 outline-focus',
  variants: {
    isFocusVisible: { false: 'outline-0', true: 'outline-2' },
  },
});

/** Merges a caller's className (string or render-prop function) after the component's own classes. */
export function composeTailwindRenderProps<T>(
  className: string | ((values: T) => string) | undefined,
  tailwind: string,
): string | ((values: T) => string) {
  return composeRenderProps(className, (callerClassName) => twMerge(tailwind, callerClassName));
}

export { twMerge };
