import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';

export const radioCircleStyles = tv({
  extend: focusRing,
  base: 'flex size-5 shrink-0 items-center justify-center rounded-full border-2 bg-surface transition-colors',
  variants: {
    isSelected: { false: 'border-border-strong', true: 'border-primary-600' },
    isHovered: { true: '' },
    isPressed: { true: '' },
    isInvalid: { true: '' },
    isDisabled: { true: 'border-neutral-300 bg-neutral-100' },
  },
  compoundVariants: [
    { isSelected: false, isHovered: true, isDisabled: false, class: 'border-primary-600 bg-primary-50' },
    { isPressed: true, isDisabled: false, class: 'bg-primary-100' },
    { isInvalid: true, isDisabled: false, class: 'border-error-600' },
  ],
});

const dotStyles = tv({
  base: 'size-2.5 rounded-full',
  variants: {
    isInvalid: { false: 'bg-primary-600', true: 'bg-error-600' },
    isDisabled: { true: 'bg-neutral-500' },
  },
});

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  /** The visible group label. */
  label?: ReactNode;
  /** The Radio options. */
  children: ReactNode;
  /** Help text below the options. */
  description?: ReactNode;
  /** Shown when the group is invalid (isInvalid or failed validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** A group of radios laid out horizontally or vertically (the default), with label, help text and error message. */
export function RadioGroup({ label, children, description, errorMessage, className, orientation = 'vertical', ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation={orientation} className={composeTailwindRenderProps(className, 'flex flex-col gap-2')}>
      {label && <Label className="text-base font-semibold text-fg">{label}</Label>}
      <div className={orientation === 'horizontal' ? 'flex flex-wrap gap-x-6 gap-y-2' : 'flex flex-col gap-2'}>{children}</div>
      {description && (
        <Text slot="description" className="text-sm text-fg-muted">
          {description}
        </Text>
      )}
      <FieldError className="text-sm text-error-700">{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The visible label. */
  children?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={composeTailwindRenderProps(className, 'relative flex')}>
      <RadioButton
        className={({ isDisabled }) =>
          `flex min-h-6 items-start gap-2 text-base text-fg ${isDisabled ? 'cursor-not-allowed text-neutral-500' : 'cursor-pointer'}`
        }
      >
        {({ isSelected, ...state }) => (
          <>
            <span className={radioCircleStyles({ ...state, isSelected, className: 'mt-0.5' })}>
              {isSelected && <span className={dotStyles({ isInvalid: state.isInvalid, isDisabled: state.isDisabled })} />}
            </span>
            <span>{children}</span>
          </>
        )}
      </RadioButton>
    </RadioField>
  );
}
