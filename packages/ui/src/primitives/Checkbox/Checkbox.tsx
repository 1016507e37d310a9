import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  FieldError,
  Text,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';
import { CheckIcon, MinusIcon } from '../icons/Icon.tsx';

export const checkboxBoxStyles = tv({
  extend: focusRing,
  base: 'flex size-5 shrink-0 items-center justify-center rounded-sm border-2 transition-colors',
  variants: {
    isSelected: {
      false: 'border-border-strong bg-surface',
      true: 'border-primary-600 bg-primary-600 text-on-primary',
    },
    isHovered: { true: '' },
    isPressed: { true: '' },
    isInvalid: { true: '' },
    isDisabled: { true: 'border-neutral-300 bg-neutral-100 text-neutral-500' },
  },
  compoundVariants: [
    { isSelected: false, isHovered: true, isDisabled: false, class: 'border-primary-600 bg-primary-50' },
    { isSelected: false, isPressed: true, isDisabled: false, class: 'bg-primary-100' },
    { isSelected: true, isHovered: true, isDisabled: false, class: 'border-primary-700 bg-primary-700' },
    { isSelected: true, isPressed: true, isDisabled: false, class: 'border-primary-800 bg-primary-800' },
    { isInvalid: true, isSelected: false, isDisabled: false, class: 'border-error-600' },
    { isInvalid: true, isSelected: true, isDisabled: false, class: 'border-error-600 bg-error-600' },
  ],
});

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The visible label. */
  children?: ReactNode;
  /** Help text below the label. */
  description?: ReactNode;
  /** Shown when the checkbox is invalid (isInvalid or failed validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** A checkbox with label, optional help text and an error message; supports the indeterminate state. */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={composeTailwindRenderProps(className, 'relative flex flex-col gap-1')}>
      <CheckboxButton
        className={({ isDisabled }) =>
          `group flex min-h-6 w-fit items-start gap-2 text-base text-fg ${isDisabled ? 'cursor-not-allowed text-neutral-500' : 'cursor-pointer'}`
        }
      >
        {({ isSelected, isIndeterminate, ...state }) => (
          <>
            <span className={checkboxBoxStyles({ ...state, isSelected: isSelected || isIndeterminate, className: 'mt-0.5' })}>
              {isIndeterminate ? <MinusIcon size={14} strokeWidth={3} /> : isSelected ? <CheckIcon size={14} strokeWidth={3} /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description && (
        <Text slot="description" className="ms-7 text-sm text-fg-muted">
          {description}
        </Text>
      )}
      <FieldError className="ms-7 text-sm text-error-700">{errorMessage}</FieldError>
    </CheckboxField>
  );
}
