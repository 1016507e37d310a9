import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { validateEmail, validateOtp, validatePassword, validateRequired, validateSameAs, type ValidationResult } from '@hadaf/domain';
import { PasswordField } from '../../primitives/PasswordField/PasswordField.tsx';
import { TextField, type TextFieldProps } from '../../primitives/TextField/TextField.tsx';
import { LtrTextField, useValidationMessage } from './auth-form.tsx';

/** What an auth field hands its control (TextField, LtrTextField and PasswordField all take these). */
type ControlProps = Pick<TextFieldProps, 'name' | 'label' | 'inputMode' | 'autoComplete' | 'isRequired' | 'value' | 'onChange' | 'validate'>;

interface AuthFieldSpec {
  control: ComponentType<ControlProps>;
  name: string;
  /** The label's key in the `ui` namespace. */
  label: string;
  inputMode?: TextFieldProps['inputMode'];
  autoComplete: string;
  /** The domain rule the value must pass; `matches` is what a confirmation must repeat. */
  check: (value: string, matches: string) => ValidationResult<unknown>;
}

/** The auth forms' required fields, each stated once: its control, name, label, autofill hint and rule. */
const authFields = {
  name: { control: TextField, name: 'name', label: 'auth.fields.name', autoComplete: 'name', check: validateRequired },
  email: { control: LtrTextField, name: 'email', label: 'auth.fields.email', inputMode: 'email', autoComplete: 'email', check: validateEmail },
  identifier: { control: LtrTextField, name: 'identifier', label: 'auth.fields.identifier', autoComplete: 'username', check: validateRequired },
  otp: { control: LtrTextField, name: 'otp', label: 'auth.fields.otp', inputMode: 'numeric', autoComplete: 'one-time-code', check: validateOtp },
  /** The login's password: only required. */
  currentPassword: { control: PasswordField, name: 'password', label: 'auth.fields.password', autoComplete: 'current-password', check: validateRequired },
  /** The registration's password: the domain's password rules. */
  password: { control: PasswordField, name: 'password', label: 'auth.fields.password', autoComplete: 'new-password', check: validatePassword },
  newPassword: { control: PasswordField, name: 'newPassword', label: 'auth.fields.newPassword', autoComplete: 'new-password', check: validatePassword },
  newPasswordConfirmation: {
    control: PasswordField,
    name: 'newPasswordConfirmation',
    label: 'auth.fields.newPasswordConfirmation',
    autoComplete: 'new-password',
    check: (value, matches) => (value === '' ? validateRequired(value) : validateSameAs(value, matches)),
  },
} satisfies Record<string, AuthFieldSpec>;

export type AuthFieldName = keyof typeof authFields;

export interface AuthFieldProps {
  field: AuthFieldName;
  value: string;
  onChange: (value: string) => void;
  /** For `newPasswordConfirmation`: the password it must repeat. */
  matches?: string;
}

/**
 * One of the auth forms' required fields, controlled, with its domain rule's message shown by react-aria's
 * native validation (on submit, then live).
 */
export function AuthField({ field, value, onChange, matches = '' }: AuthFieldProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const { control: Control, label, check, ...spec }: AuthFieldSpec = authFields[field];
  return (
    <Control
      {...spec}
      label={t(label)}
      isRequired
      value={value}
      onChange={onChange}
      validate={(current) => message(check(current, matches))}
    />
  );
}
