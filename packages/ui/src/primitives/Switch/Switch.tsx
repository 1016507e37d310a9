import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, Text, type SwitchFieldProps } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

export const switchTrackStyles = tv({
  extend: focusRing,
  // justify-start/end follow the reading direction, so the thumb moves towards the end when on.
  base: 'flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent px-0.5 transition-colors',
  variants: {
    isSelected: { false: 'justify-start bg-neutral-400', true: 'justify-end bg-primary-600' },
    isHovered: { true: '' },
    isPressed: { true: '' },
    isPending: { true: '' },
    isDisabled: { true: 'bg-neutral-200' },
  },
  compoundVariants: [
    { isSelected: false, isHovered: true, isDisabled: false, isPending: false, class: 'bg-neutral-500' },
    { isSelected: true, isHovered: true, isDisabled: false, isPending: false, class: 'bg-primary-700' },
    { isSelected: true, isPressed: true, isDisabled: false, isPending: false, class: 'bg-primary-800' },
    { isSelected: true, isPending: true, class: 'bg-primary-500' },
  ],
});

const thumbStyles = tv({
  base: 'size-4 rounded-full bg-white shadow-sm transition-transform',
  variants: {
    isPressed: { true: 'scale-90' },
    isDisabled: { true: 'bg-neutral-50 shadow-none' },
  },
});

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** The visible label. */
  children?: ReactNode;
  /** Help text below the label. */
  description?: ReactNode;
  /**
   * The new value is being saved (optimistic update): the switch shows its new position, a spinner,
   * and ignores further toggles until the save settles.
   */
  isPending?: boolean;
}

/** An on/off setting. The thumb moves towards the reading direction's end when on. */
export function Switch({ children, description, isPending = false, isReadOnly, className, ...props }: SwitchProps) {
  const { t } = useTranslation('ui');
  return (
    <SwitchField
      {...props}
      isReadOnly={isReadOnly || isPending}
      data-pending={isPending || undefined}
      className={composeTailwindRenderProps(className, 'relative flex flex-col gap-1')}
    >
      <div className="flex items-start gap-2">
        <SwitchButton
          className={({ isDisabled }) =>
            `flex min-h-6 items-start gap-3 text-base text-fg ${isDisabled ? 'cursor-not-allowed text-neutral-500' : isPending ? 'cursor-progress' : 'cursor-pointer'}`
          }
        >
          {({ isSelected, isHovered, isPressed, isFocusVisible, isDisabled }) => (
            <>
              <span className={switchTrackStyles({ isSelected, isHovered, isPressed, isFocusVisible, isDisabled, isPending })}>
                <span className={thumbStyles({ isPressed: isPressed && !isPending, isDisabled })} />
              </span>
              <span>{children}</span>
            </>
          )}
        </SwitchButton>
        {isPending && <Spinner size="sm" label={t('display.switch.saving')} className="mt-1 text-primary-600" />}
      </div>
      {description && (
        <Text slot="description" className="ms-14 text-sm text-fg-muted">
          {description}
        </Text>
      )}
    </SwitchField>
  );
}
