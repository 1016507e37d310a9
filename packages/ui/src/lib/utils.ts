import { composeRenderProps } from 'react-aria-components';
import { twMerge } from 'tailwind-merge';
import type { tv as tvWithoutMerge } from 'tailwind-variants/lite';
import { tv as ownTv, type TvOptions } from './variants.ts';

type Classes = string | undefined | Record<string, (props?: object) => string | undefined>;

function mergeClasses(result: Classes): Classes {
  if (typeof result === 'string') return twMerge(result);
  if (result && typeof result === 'object') {
    return Object.fromEntries(Object.entries(result).map(([slot, classes]) => [slot, (props?: object) => twMerge(classes(props))]));
  }
  return result;
}

/**
 * tailwind-variants' `tv` (its types; the runtime is variants.ts, the same results without tailwind-variants' own
 * ≈3 KB gzip), conflicts resolved by the one tailwind-merge the package already ships: the full `tailwind-variants`
 * entry bundles a second copy of tailwind-merge (≈12 KB gzip on every page).
 */
export const tv = ((options: Parameters<typeof tvWithoutMerge>[0]) => {
  const component = ownTv(options as TvOptions);
  const merged = (props?: object) => mergeClasses((component as (props?: object) => Classes)(props));
  return Object.assign(merged, component);
  // The same callable with the same slots and variants, only its class strings merged: tv's generic signature holds.
}) as unknown as typeof tvWithoutMerge;

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

/**
 * tailwind-merge builds its class map on first use: 6-8 ms here, four times that on a phone. An app calls this in a
 * task of its own before its first render, so that cost is not part of the render's longest task.
 */
export function prepareClassMerging(): void {
  twMerge('');
}

export { twMerge };
