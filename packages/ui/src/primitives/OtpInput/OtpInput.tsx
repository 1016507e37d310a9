import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { normalizeDigits } from '@hadaf/domain';
import { useTranslation } from '../../i18n/react.ts';
import { tv, twMerge } from '../../lib/utils.ts';
import { fieldStyles } from '../Field/Field.tsx';

const boxStyles = tv({
  base: 'size-12 min-w-0 rounded-md border border-border bg-surface text-center text-xl font-semibold text-fg tabular-nums caret-transparent outline-offset-2 outline-focus transition-colors hover:border-border-strong focus:border-secondary-500 focus:outline-2 disabled:cursor-not-allowed disabled:border-neutral-200 disabled:bg-surface-sunken disabled:text-fg-muted',
  variants: {
    isInvalid: { true: 'border-error-600 hover:border-error-600 focus:border-error-600' },
  },
});

/** The code's digits only: Arabic-Indic digits become ASCII (the domain's rule), everything else is dropped. */
export function normaliseDigits(text: string): string {
  return normalizeDigits(text).replace(/\D/g, '');
}

export interface OtpInputProps {
  /** Number of digits (boxes). */
  length?: number;
  /** The code typed so far (controlled), ASCII digits only. */
  value?: string;
  /** The initial code (uncontrolled). */
  defaultValue?: string;
  /** Called on every change with the digits typed so far. */
  onChange?: (value: string) => void;
  /** Called once the last box is filled (typing or pasting), with the whole code. */
  onComplete?: (code: string) => void;
  /** The visible label; defaults to the translated "Verification code". */
  label?: ReactNode;
  description?: ReactNode;
  /** Shown (and announced) while `isInvalid`. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  /** Submits the code with a form under this name. */
  name?: string;
  className?: string;
}

/**
 * A one-time code input: one box per digit. The boxes always read left to right (codes are Latin-digit
 * strings), while the label and messages follow the page direction. Typing moves forward, Backspace deletes
 * and moves back, pasting a code fills the boxes, and Arabic-Indic digits are normalised to ASCII.
 */
export function OtpInput({
  length = 6,
  value: valueProp,
  defaultValue = '',
  onChange,
  onComplete,
  label,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  isRequired = false,
  autoFocus,
  name,
  className,
}: OtpInputProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [valueState, setValueState] = useState(() => normaliseDigits(defaultValue).slice(0, length));
  const value = valueProp !== undefined ? normaliseDigits(valueProp).slice(0, length) : valueState;

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string) => {
    const code = next.slice(0, length);
    if (code === value) return;
    setValueState(code);
    onChange?.(code);
    if (code.length === length) onComplete?.(code);
  };

  /** Writes digits starting at a box (boxes fill in order, never leaving a gap), and moves focus after them. */
  const writeAt = (box: number, digits: string) => {
    const index = Math.min(box, value.length);
    const next = (value.slice(0, index) + digits + value.slice(index + digits.length)).slice(0, length);
    commit(next);
    focusBox(index + digits.length);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const previous = value[index] ?? '';
    let digits = normaliseDigits(event.target.value);
    if (digits === '') {
      if (previous) commit(value.slice(0, index) + value.slice(index + 1));
      return;
    }
    // Typing into a filled box: keep only the new digit.
    if (previous && digits.length === 2 && digits.includes(previous)) digits = digits.replace(previous, '') || previous;
    writeAt(index, digits);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        const target = index < value.length ? index : index - 1;
        if (target < 0) return;
        commit(value.slice(0, target) + value.slice(target + 1));
        focusBox(index < value.length ? index - 1 : target);
        break;
      }
      case 'Delete':
        event.preventDefault();
        if (index < value.length) commit(value.slice(0, index) + value.slice(index + 1));
        break;
      // The boxes are always laid out left to right.
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        if (index < value.length) focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(value.length);
        break;
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = normaliseDigits(event.clipboardData.getData('text'));
    if (!digits) return;
    // A whole code replaces everything; a fragment goes where the caret is.
    writeAt(digits.length >= length ? 0 : index, digits.slice(0, length));
  };

  const handleFocus = (index: number) => () => inputs.current[index]?.select();

  const describedBy = [description != null && descriptionId, isInvalid && errorMessage != null && errorId].filter(Boolean).join(' ');

  return (
    <div className={twMerge(fieldStyles(), 'w-fit', className)}>
      <span id={labelId} className="w-fit cursor-default text-sm font-semibold text-fg">
        {label ?? t('otp.label')}
        {isRequired && (
          <span aria-hidden="true" className="ms-0.5 text-error-600">
            *
          </span>
        )}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        dir="ltr"
        className="flex gap-2 self-start"
      >
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && index === 0}
            aria-label={t('otp.digit', { index: index + 1, count: length })}
            aria-invalid={isInvalid || undefined}
            aria-required={isRequired || undefined}
            disabled={isDisabled}
            value={value[index] ?? ''}
            onChange={handleChange(index)}
            onKeyDown={handleKeyDown(index)}
            onPaste={handlePaste(index)}
            onFocus={handleFocus(index)}
            className={boxStyles({ isInvalid })}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={value} />}
      {description != null && (
        <span id={descriptionId} className="text-sm text-fg-muted">
          {description}
        </span>
      )}
      {isInvalid && errorMessage != null && (
        <span id={errorId} className="text-sm font-semibold text-error-600">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
