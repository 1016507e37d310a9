import { useTranslation } from '../../i18n/react.ts';
import { formatCoins, formatInteger, winningStrategies, type Language, type WinningStrategy } from '@hadaf/domain';
import { NumberField } from '../../primitives/NumberField/NumberField.tsx';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { ParticipantsSlider } from './ParticipantsSlider.tsx';
import type { StepProps } from './types.ts';

const isStrategy = (value: string): value is WinningStrategy => (winningStrategies as readonly string[]).includes(value);

/** The pool, the house share and what each place wins, as the domain's prize rules compute them. */
export function PrizePreview({ view }: Pick<StepProps, 'view'>) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const { prize } = view;
  if (!prize) return <p className="text-sm text-fg-muted">{t('lobby.wizard.noPool')}</p>;
  const rows = [
    { label: t('lobby.wizard.pool'), coins: prize.pool },
    { label: t('lobby.wizard.houseShare'), coins: prize.productShare },
    { label: t('lobby.wizard.distributable'), coins: prize.distributable },
  ];
  return (
    <section aria-label={t('lobby.wizard.steps.prize')} className="flex flex-col gap-3 rounded-lg bg-surface-sunken p-4">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-fg-muted">{row.label}</dt>
            <dd className="text-end font-semibold text-fg tabular-nums">
              <bdi>{formatCoins(row.coins, language)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {prize.places.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('lobby.wizard.chooseStrategy')}</p>
      ) : (
        <ol className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-3 text-sm">
          {prize.places.map((coins, index) => (
            <li key={index} className="contents">
              <span className="text-fg">{t('lobby.wizard.place', { n: formatInteger(index + 1, language) })}</span>
              <span className="text-end font-semibold text-fg tabular-nums">
                <bdi>{formatCoins(coins, language)}</bdi>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The Prize step: entry fee, participants (1–100) and the winners, with the prize each place would win. */
export function PrizeStep({ view, send }: StepProps) {
  const { t } = useTranslation('ui');
  const { values, errors } = view;
  return (
    <div className="flex flex-col gap-5">
      <NumberField
        label={t('lobby.wizard.entryFee')}
        value={values.entry_fee ?? Number.NaN}
        minValue={0}
        maxValue={1_000_000}
        step={1}
        onChange={(fee) => send({ type: 'CHANGE', values: { entry_fee: Number.isNaN(fee) ? null : fee } })}
        isRequired
        isInvalid={Boolean(errors.entry_fee)}
        errorMessage={errors.entry_fee ? t(errors.entry_fee) : undefined}
        className="max-w-56"
      />
      <ParticipantsSlider
        min={values.participants.min}
        max={values.participants.max}
        onChange={(participants) => send({ type: 'CHANGE', values: { participants } })}
        errorMessage={errors.participants ? t(errors.participants) : undefined}
      />
      <RadioGroup
        label={t('lobby.wizard.strategy')}
        value={values.winning_strategy}
        onChange={(strategy) => isStrategy(strategy) && send({ type: 'CHANGE', values: { winning_strategy: strategy } })}
        isRequired
        isInvalid={Boolean(errors.winning_strategy)}
        errorMessage={errors.winning_strategy ? t(errors.winning_strategy) : undefined}
      >
        {winningStrategies.map((strategy) => (
          <Radio key={strategy} value={strategy}>
            {t(`lobby.wizard.strategies.${strategy}`)}
          </Radio>
        ))}
      </RadioGroup>
      <PrizePreview view={view} />
    </div>
  );
}
