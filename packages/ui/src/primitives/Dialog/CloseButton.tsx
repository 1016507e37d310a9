import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { focusRing, tv } from '../../lib/utils.ts';
import { CloseIcon } from '../icons/Icon.tsx';

export const closeButtonStyles = tv({
  variants: {},
  extend: focusRing,
  base: 'inline-flex size-9 shrink-0 cursor-default items-center justify-center rounded-md text-fg-muted transition-colors hover:bg-surface-sunken hover:text-fg pressed:bg-neutral-200',
});

export interface CloseButtonProps extends Omit<AriaButtonProps, 'children'> {
  /** Accessible name; defaults to the translated "Close". */
  label?: string;
}

/** An icon-only close button; inside a Dialog or Toast it closes it through the `close` slot. */
export function CloseButton({ label, className, slot = 'close', ...props }: CloseButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <AriaButton
      {...props}
      slot={slot}
      aria-label={label ?? t('common.close')}
      className={composeRenderProps(className, (callerClassName, renderProps) => closeButtonStyles({ ...renderProps, className: callerClassName }))}
    >
      <CloseIcon />
    </AriaButton>
  );
}
