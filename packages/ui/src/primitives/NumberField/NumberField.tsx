import {
  Button,
  NumberField as AriaNumberField,
  type ButtonProps,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';
import { FieldGroup, FieldParts, Input, fieldStyles, type FieldProps } from '../Field/Field.tsx';
import { MinusIcon, PlusIcon } from '../icons/Icon.tsx';

const stepperStyles = tv({
  variants: {},
  extend: focusRing,
  base: 'inline-flex w-10 shrink-0 cursor-default items-center justify-center self-stretch bg-surface-muted text-fg-muted -outline-offset-2 hover:bg-surface-sunken hover:text-fg pressed:bg-neutral-200 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-fg-subtle',
});

function StepperButton({ className, ...props }: Omit<ButtonProps, 'className'> & { className?: string }) {
  return <Button {...props} className={(renderProps) => stepperStyles({ ...renderProps, className })} />;
}

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldProps {
  placeholder?: string;
}

/**
 * A number input with decrement/increment buttons. Digits and separators follow the locale (Arabic-Indic in
 * Arabic); typing either Latin or Arabic-Indic digits works.
 */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={composeTailwindRenderProps(className, fieldStyles())}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldGroup>
          <StepperButton slot="decrement" className="border-e border-border">
            <MinusIcon size={16} />
          </StepperButton>
          <Input placeholder={placeholder} className="text-center tabular-nums" />
          <StepperButton slot="increment" className="border-s border-border">
            <PlusIcon size={16} />
          </StepperButton>
        </FieldGroup>
      </FieldParts>
    </AriaNumberField>
  );
}
