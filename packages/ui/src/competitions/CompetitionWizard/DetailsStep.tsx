import { useTranslation } from '../../i18n/react.ts';
import { COMPETITION_TYPE, isFantasyForm } from '@hadaf/domain';
import { NumberField } from '../../primitives/NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import type { CompetitionWizardProps } from './types.ts';

const typeKeys = { [COMPETITION_TYPE.prediction]: 'prediction', [COMPETITION_TYPE.fantasy]: 'fantasy' } as const;

/** Step 1: the name, the type and, for fantasy, the league and the squad budget. */
export function DetailsStep({ view, send, leagues }: Pick<CompetitionWizardProps, 'view' | 'send' | 'leagues'>) {
  const { t } = useTranslation('ui');
  const { values, errors } = view;
  const error = (field: keyof typeof errors) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('lobby.wizard.name')}
        value={values.name}
        maxLength={100}
        onChange={(name) => send({ type: 'CHANGE', values: { name } })}
        isRequired
        isInvalid={Boolean(errors.name)}
        errorMessage={error('name')}
        autoFocus
      />
      <RadioGroup
        label={t('lobby.wizard.type')}
        value={values.type === null ? null : String(values.type)}
        onChange={(type) => send({ type: 'CHANGE', values: { type: type === String(COMPETITION_TYPE.fantasy) ? COMPETITION_TYPE.fantasy : COMPETITION_TYPE.prediction } })}
        isRequired
        isInvalid={Boolean(errors.type)}
        errorMessage={error('type')}
      >
        {[COMPETITION_TYPE.prediction, COMPETITION_TYPE.fantasy].map((type) => (
          <Radio key={type} value={String(type)}>
            <span className="flex flex-col">
              {t(`lobby.wizard.types.${typeKeys[type]}`)}
              <span className="text-sm text-fg-muted">{t(`lobby.wizard.typeHints.${typeKeys[type]}`)}</span>
            </span>
          </Radio>
        ))}
      </RadioGroup>
      {isFantasyForm(values) && (
        <div className="flex flex-wrap gap-4">
          <Select
            label={t('lobby.wizard.league')}
            items={leagues}
            selectedKey={values.fantasy_competition_id}
            onSelectionChange={(key) => send({ type: 'SELECT_LEAGUE', leagueId: key === null ? null : Number(key) })}
            isRequired
            isInvalid={Boolean(errors.fantasy_competition_id)}
            errorMessage={error('fantasy_competition_id')}
            className="min-w-56 flex-1"
          >
            {(league) => (
              <SelectItem id={league.id} textValue={league.name}>
                {league.name}
              </SelectItem>
            )}
          </Select>
          <NumberField
            label={t('lobby.wizard.budget')}
            description={t('lobby.wizard.budgetHint')}
            value={values.budget ?? Number.NaN}
            minValue={0}
            maxValue={1000}
            step={0.5}
            onChange={(budget) => send({ type: 'CHANGE', values: { budget: Number.isNaN(budget) ? null : budget } })}
            isRequired
            isInvalid={Boolean(errors.budget)}
            errorMessage={error('budget')}
            className="min-w-48 flex-1"
          />
        </div>
      )}
    </div>
  );
}
