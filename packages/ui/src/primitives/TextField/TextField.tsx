import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldInput, FieldParts, fieldStyles, type FieldProps } from '../Field/Field.tsx';
import { composeTailwindRenderProps } from '../../lib/utils.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldProps {
  placeholder?: string;
}

/** A labelled single-line text input with description and validation message. */
export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={composeTailwindRenderProps(className, fieldStyles())}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldInput placeholder={placeholder} />
      </FieldParts>
    </AriaTextField>
  );
}
