import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import {
  FieldError as AriaFieldError,
  Group,
  Input as AriaInput,
  Label as AriaLabel,
  Text,
  composeRenderProps,
  type FieldErrorProps as AriaFieldErrorProps,
  type GroupProps,
  type InputProps,
  type LabelProps as AriaLabelProps,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv, twMerge } from '../../lib/utils.ts';

/** The props every labelled field shares (TextField, Select, DatePicker…). */
export interface FieldProps {
  /** The visible label. */
  label?: ReactNode;
  /** Help text under the field, announced with it. */
  description?: ReactNode;
  /** The message shown when the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** The column that stacks label, control, description and error. */
export const fieldStyles = tv({
  variants: {},
  base: 'group flex min-w-0 flex-col gap-1.5',
});

export interface LabelProps extends AriaLabelProps {
  /** Shows a required marker (the input itself carries `required`/`aria-required`). */
  isRequired?: boolean;
}

export function Label({ isRequired, children, className, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} className={twMerge('w-fit cursor-default text-sm font-semibold text-fg', className)}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className="ms-0.5 text-error-600">
          *
        </span>
      )}
    </AriaLabel>
  );
}

export function Description({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" className={twMerge('text-sm text-fg-muted', className)} />;
}

export type FieldErrorProps = AriaFieldErrorProps;

/**
 * The field's validation message. Without children it shows react-aria's validation errors, with the
 * browser's "value missing" message replaced by the translated `common.required`.
 */
export function FieldError({ children, className, ...props }: FieldErrorProps) {
  const { t } = useTranslation('ui');
  return (
    <AriaFieldError {...props} className={composeTailwindRenderProps(className, 'text-sm font-semibold text-error-600')}>
      {children ??
        (({ validationDetails, validationErrors }) =>
          validationDetails.valueMissing ? t('common.required') : validationErrors.join(' '))}
    </AriaFieldError>
  );
}

/** Label, control slot, description and error in one place, for the fields built here. */
export function FieldParts({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldProps & { isRequired?: boolean; children: ReactNode }) {
  return (
    <>
      {label != null && <Label isRequired={isRequired}>{label}</Label>}
      {children}
      {description != null && <Description>{description}</Description>}
      <FieldError>{typeof errorMessage === 'function' ? (validation) => errorMessage(validation) : errorMessage}</FieldError>
    </>
  );
}

/** Border colour by state; later variants win (disabled > invalid > focus > hover). */
export const fieldBorderStyles = tv({
  base: 'border border-border',
  variants: {
    isHovered: { true: 'border-border-strong' },
    isFocusWithin: { true: 'border-secondary-500' },
    isInvalid: { true: 'border-error-600' },
    isDisabled: { true: 'border-neutral-200' },
  },
});

/** The box around a composite control (input plus buttons): NumberField, SearchField, DatePicker, ComboBox… */
export const fieldGroupStyles = tv({
  extend: focusRing,
  base: 'group/field flex min-h-10 items-center overflow-hidden rounded-md border border-border bg-surface text-fg transition-colors group-invalid:border-error-600 has-[button[data-focus-visible]]:outline-0',
  variants: {
    ...fieldBorderStyles.variants,
    isDisabled: { true: 'border-neutral-200 bg-surface-sunken text-fg-subtle' },
  },
});

export function FieldGroup({ className, ...props }: GroupProps) {
  return (
    <Group
      {...props}
      className={composeRenderProps(className, (callerClassName, renderProps) =>
        fieldGroupStyles({ ...renderProps, className: callerClassName }),
      )}
    />
  );
}

/** A bare input that sits inside a FieldGroup (the group draws the border). */
export function Input({ className, ...props }: InputProps) {
  return (
    <AriaInput
      {...props}
      className={composeTailwindRenderProps(
        className,
        'min-w-0 flex-1 self-stretch bg-transparent px-3 text-base text-fg outline-0 placeholder:text-fg-subtle disabled:cursor-not-allowed disabled:text-fg-muted [&::-webkit-search-cancel-button]:hidden',
      )}
    />
  );
}

/** A standalone input that draws its own border (TextField, PasswordField). */
export const inputStyles = tv({
  extend: focusRing,
  base: 'min-h-10 w-full min-w-0 rounded-md border border-border bg-surface px-3 text-base text-fg transition-colors placeholder:text-fg-subtle',
  variants: {
    isHovered: { true: 'border-border-strong' },
    isFocused: { true: 'border-secondary-500' },
    isInvalid: { true: 'border-error-600' },
    isDisabled: { true: 'cursor-not-allowed border-neutral-200 bg-surface-sunken text-fg-muted' },
  },
});

/** A standalone bordered input (a TextField's own control). */
export function FieldInput({ className, ...props }: InputProps) {
  return (
    <AriaInput
      {...props}
      className={composeRenderProps(className, (callerClassName, renderProps) =>
        inputStyles({ ...renderProps, className: callerClassName }),
      )}
    />
  );
}
