import { useState } from 'react';
import { TextField } from 'react-aria-components';
import { commitScoreInput, localizeDigits, normalizeDigits, sanitizeScoreInput } from '@hadaf/domain';
import { FieldInput, Label } from '../../primitives/Field/Field.tsx';
import { twMerge } from '../../lib/utils.ts';
import { useMatchLanguage } from '../MatchCard/MatchCard.tsx';

/** Characters a number keyboard can type; anything else (letters) is ignored, as in a number input. */
const numberKeyboard = /^[\d\s.,+-]*$/;

export interface ScoreInputProps {
  /** The visible label (the team name). */
  label: string;
  /** The committed score, or undefined before one is chosen. */
  value: number | undefined;
  /** A new whole number (0 or more). */
  onChange: (value: number) => void;
  isDisabled?: boolean;
  className?: string;
}

/**
 * One side of the score bet (platform.md §5): whole numbers of 0 or more. While typing, a negative or
 * invalid entry becomes 0 (sanitizeScoreInput), letters are not accepted, and an emptied field reverts
 * to its earlier value on blur (commitScoreInput). It accepts both Latin and Arabic-Indic digits and shows the
 * language's own (٢ in Arabic), left to right.
 */
export function ScoreInput({ label, value, onChange, isDisabled, className }: ScoreInputProps) {
  // What the user is typing; null shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const language = useMatchLanguage();
  const shown = localizeDigits(draft ?? (value === undefined ? '' : String(value)), language);
  return (
    <TextField
      value={shown}
      isDisabled={isDisabled}
      onChange={(raw) => {
        const text = normalizeDigits(raw).trim();
        if (!numberKeyboard.test(text)) return;
        // A lone minus sign is the start of an entry (it becomes 0 with its digits, or on blur).
        if (text === '-' || text === '+') {
          setDraft(raw);
          return;
        }
        const next = sanitizeScoreInput(raw);
        setDraft(next === '' ? '' : String(next));
        if (next !== '' && next !== value) onChange(next);
      }}
      onBlur={() => {
        if (draft === null) return;
        if (value !== undefined) {
          const committed = commitScoreInput(draft, value);
          if (committed !== value) onChange(committed);
        } else {
          const next = sanitizeScoreInput(draft);
          if (next !== '') onChange(next);
        }
        setDraft(null);
      }}
      className={twMerge('flex min-w-0 flex-col items-center gap-1.5', className)}
    >
      <Label className="max-w-full text-center break-words">{label}</Label>
      <FieldInput inputMode="numeric" dir="ltr" autoComplete="off" className="h-12 w-16 px-1 text-center text-2xl font-bold tabular-nums" />
    </TextField>
  );
}
