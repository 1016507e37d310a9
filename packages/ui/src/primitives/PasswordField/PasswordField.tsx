import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Button, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';
import { FieldGroup, FieldParts, Input, fieldStyles, type FieldProps } from '../Field/Field.tsx';
import { EyeIcon, EyeOffIcon } from '../icons/Icon.tsx';

const toggleStyles = tv({
  variants: {},
  extend: focusRing,
  base: 'me-1 inline-flex size-8 shrink-0 cursor-default items-center justify-center rounded-sm text-fg-muted outline-offset-0 hover:bg-surface-sunken hover:text-fg pressed:bg-neutral-200 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-fg-subtle',
});

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldProps {
  placeholder?: string;
  /** Whether the password starts visible (uncontrolled). */
  defaultRevealed?: boolean;
  /** Visibility (controlled). */
  isRevealed?: boolean;
  onRevealedChange?: (isRevealed: boolean) => void;
}

/** A password input with a show/hide toggle whose accessible label follows its state. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  defaultRevealed = false,
  isRevealed: revealedProp,
  onRevealedChange,
  className,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [revealedState, setRevealedState] = useState(defaultRevealed);
  const isRevealed = revealedProp ?? revealedState;
  const toggle = () => {
    setRevealedState(!isRevealed);
    onRevealedChange?.(!isRevealed);
  };
  return (
    <AriaTextField
      autoComplete="current-password"
      {...props}
      type={isRevealed ? 'text' : 'password'}
      className={composeTailwindRenderProps(className, fieldStyles())}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldGroup>
          <Input placeholder={placeholder} />
          <Button
            aria-label={isRevealed ? t('common.hidePassword') : t('common.showPassword')}
            isDisabled={props.isDisabled}
            onPress={toggle}
            className={(renderProps) => toggleStyles(renderProps)}
          >
            {isRevealed ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </Button>
        </FieldGroup>
      </FieldParts>
    </AriaTextField>
  );
}
