import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import type { ValidationKey, ValidationResult } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { FieldInput, FieldParts, fieldStyles, type FieldProps } from '../../primitives/Field/Field.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { composeTailwindRenderProps, twMerge } from '../../lib/utils.ts';

/** The ui's own wording of the domain validators' keys (used when the app has not loaded the `domain` namespace). */
const uiValidationKeys: Partial<Record<ValidationKey, string>> = {
  'validation.required': 'auth.validation.required',
  'validation.email.invalid': 'auth.validation.email',
  'validation.phone.invalid': 'auth.validation.phone',
  'validation.phone.tooLong': 'auth.validation.phoneTooLong',
  'validation.otp.invalid': 'auth.validation.otp',
  'validation.sameAs': 'auth.validation.sameAs',
  'validation.password.tooShort': 'auth.validation.passwordTooShort',
  'validation.password.needsLetter': 'auth.validation.passwordNeedsLetter',
  'validation.password.needsDigit': 'auth.validation.passwordNeedsDigit',
};

/**
 * Turns a domain validator's result into a message: the `domain` namespace's text when the app loaded it,
 * otherwise the ui's own; `undefined` when valid.
 */
export function useValidationMessage() {
  const { t, i18n } = useTranslation('ui');
  return (result: ValidationResult<unknown>): string | undefined => {
    if (result.ok) return undefined;
    const params = result.params ?? {};
    if (i18n.exists(`domain:${result.error}`, params)) return t(`domain:${result.error}`, params);
    return t(uiValidationKeys[result.error] ?? 'auth.validation.required', params);
  };
}

/** The heading block every auth form starts with. */
export function AuthHeading({ title, description, className }: { title: ReactNode; description?: ReactNode; className?: string }) {
  return (
    <div className={twMerge('mb-5 flex flex-col gap-1', className)}>
      <h1 className="text-2xl font-bold text-fg">{title}</h1>
      {description != null && <p className="text-fg-muted">{description}</p>}
    </div>
  );
}

/** The server's messages in one red list (nothing when there are none). */
export function ServerErrors({ messages }: { messages: readonly ReactNode[] }) {
  if (messages.length === 0) return null;
  return <Alert tone="error" messages={messages} />;
}

/** The line under a form that leads to its counterpart ("No account? Register"); nothing without an href. */
export function AuthSwitch({ href, prompt, action }: { href: string | undefined; prompt: ReactNode; action: ReactNode }) {
  if (href === undefined) return null;
  return (
    <p className="mt-5 text-center text-sm text-fg-muted">
      {prompt}{' '}
      <Link href={href} variant="standalone">
        {action}
      </Link>
    </p>
  );
}

export interface LtrTextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldProps {
  placeholder?: string;
}

/** A TextField whose input reads left to right (phone numbers, e-mail addresses, codes) in both languages. */
export function LtrTextField({ label, description, errorMessage, placeholder, className, ...props }: LtrTextFieldProps) {
  return (
    <AriaTextField {...props} className={composeTailwindRenderProps(className, fieldStyles())}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldInput dir="ltr" placeholder={placeholder} className="rtl:text-end" />
      </FieldParts>
    </AriaTextField>
  );
}
