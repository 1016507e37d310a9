import { NumberField } from '../../primitives/NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import type { PredictionPanelBet, PredictionPanelValue } from './PredictionPanel.tsx';

// A chunk of its own (see bonus-bets.ts): react-aria's select, list box, popover, number field and radio group are
// loaded only when a match has bonus questions.

export interface BonusBetProps {
  bet: PredictionPanelBet;
  /** The points line under the question (the panel words it; its stand-in shows the same). */
  description: string | undefined;
  value: PredictionPanelValue | undefined;
  isDisabled: boolean;
  onValueChange: (betId: number, value: PredictionPanelValue) => void;
}

/** One bonus question with its control: yes/no radios, a list of answers, or a counter. */
export function BonusBet({ bet, description, value, isDisabled, onValueChange }: BonusBetProps) {
  const label = bet.question?.body ?? '';
  const answers = bet.question?.answers ?? [];
  switch (bet.question_type) {
    case 'YES_NO':
      return (
        <RadioGroup
          label={label}
          description={description}
          orientation="horizontal"
          isDisabled={isDisabled}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onValueChange(bet.id, next)}
        >
          {answers.map((answer) => (
            <Radio key={answer.value} value={answer.value}>
              {answer.label}
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'SELECT_LIST':
      return (
        <Select
          label={label}
          description={description}
          isDisabled={isDisabled}
          value={typeof value === 'string' ? value : null}
          onChange={(key) => key != null && onValueChange(bet.id, String(key))}
        >
          {answers.map((answer) => (
            <SelectItem key={answer.value} id={answer.value}>
              {answer.label}
            </SelectItem>
          ))}
        </Select>
      );
    case 'COUNTER':
      return (
        <NumberField
          label={label}
          description={description}
          isDisabled={isDisabled}
          minValue={0}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={(next) => !Number.isNaN(next) && onValueChange(bet.id, next)}
        />
      );
    default:
      return null;
  }
}
