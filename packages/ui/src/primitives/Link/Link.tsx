import type { ReactNode } from 'react';
import { Link as AriaLink, VisuallyHidden, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { focusRing, tv } from '../../lib/utils.ts';
import { buttonStyles } from '../Button/Button.tsx';

export const linkStyles = tv({
  extend: focusRing,
  base: 'cursor-pointer rounded-sm transition-colors',
  variants: {
    variant: {
      /** Inside running text: always underlined. */
      inline: 'text-primary-700 underline decoration-primary-700/50 underline-offset-2 hover:text-primary-800 hover:decoration-primary-800',
      /** On its own (e.g. "See all"): bold, underlined on hover. */
      standalone: 'inline-flex items-center gap-1 font-semibold text-primary-700 no-underline hover:text-primary-800 hover:underline',
    },
    isDisabled: { true: 'cursor-not-allowed text-neutral-500 no-underline hover:text-neutral-500 hover:no-underline' },
  },
  defaultVariants: { variant: 'inline' },
});

type ButtonLook = NonNullable<Parameters<typeof buttonStyles>[0]>;

export interface LinkProps extends Omit<AriaLinkProps, 'children'> {
  children?: ReactNode;
  /** inline (in text), standalone, or button (looks like a Button; still navigates). */
  variant?: 'inline' | 'standalone' | 'button';
  /** For variant="button": the Button variant. */
  buttonVariant?: ButtonLook['variant'];
  /** For variant="button": the Button size. */
  size?: ButtonLook['size'];
  /** An icon before the text (directional icons mirror in rtl). */
  icon?: ReactNode;
}

/** A navigation link. target="_blank" links get rel="noopener noreferrer" and a hidden "opens in a new tab" hint. */
export function Link({ variant = 'inline', buttonVariant, size, icon, children, className, target, rel, ...props }: LinkProps) {
  const { t } = useTranslation('ui');
  const external = target === '_blank';
  return (
    <AriaLink
      {...props}
      target={target}
      rel={rel ?? (external ? 'noopener noreferrer' : undefined)}
      className={composeRenderProps(className, (callerClassName, renderProps) =>
        variant === 'button'
          ? buttonStyles({ ...renderProps, variant: buttonVariant, size, className: ['no-underline', callerClassName] })
          : linkStyles({ ...renderProps, variant, className: callerClassName }),
      )}
    >
      {icon}
      {children}
      {external && <VisuallyHidden> {t('display.link.newTab')}</VisuallyHidden>}
    </AriaLink>
  );
}
