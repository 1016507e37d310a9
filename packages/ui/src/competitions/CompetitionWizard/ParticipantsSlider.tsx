import { useTranslation } from '../../i18n/react.ts';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { formatInteger, PARTICIPANTS_RANGE, type Language } from '@hadaf/domain';
import { focusRing } from '../../lib/utils.ts';

export interface ParticipantsSliderProps {
  min: number;
  max: number;
  onChange: (participants: { min: number; max: number }) => void;
  errorMessage?: string;
}

/** Minimum and maximum participants on one two-thumb slider from 1 to 100 (competitions §5). */
export function ParticipantsSlider({ min, max, onChange, errorMessage }: ParticipantsSliderProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const thumbLabels = [t('lobby.wizard.minimum'), t('lobby.wizard.maximum')];
  return (
    <Slider
      value={[min, max]}
      minValue={PARTICIPANTS_RANGE.min}
      maxValue={PARTICIPANTS_RANGE.max}
      onChange={(values) => {
        const [low, high] = Array.isArray(values) ? values : [values, values];
        onChange({ min: low ?? min, max: high ?? max });
      }}
      className="flex flex-col gap-2"
    >
      <div className="flex items-center justify-between gap-2">
        <Label className="text-sm font-medium text-fg">{t('lobby.wizard.participants')}</Label>
        <SliderOutput className="text-sm font-semibold text-fg tabular-nums">
          {({ state }) => t('lobby.wizard.participantsValue', { min: formatInteger(state.values[0] ?? min, language), max: formatInteger(state.values[1] ?? max, language) })}
        </SliderOutput>
      </div>
      <SliderTrack className="relative h-8 w-full">
        {({ state }) => {
          const start = state.getThumbPercent(0) * 100;
          const end = state.getThumbPercent(1) * 100;
          return (
            <>
              <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-neutral-200" />
              <div className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-primary-600" style={{ insetInlineStart: `${start}%`, width: `${end - start}%` }} />
              {thumbLabels.map((label, index) => (
                <SliderThumb
                  key={label}
                  index={index}
                  aria-label={label}
                  className={({ isFocusVisible, isDragging }) =>
                    focusRing({ isFocusVisible, className: `top-1/2 size-6 rounded-full border-2 border-primary-600 bg-surface shadow ${isDragging ? 'bg-primary-100' : ''}` })
                  }
                />
              ))}
            </>
          );
        }}
      </SliderTrack>
      {errorMessage && (
        <p role="alert" className="text-sm font-semibold text-error-600">
          {errorMessage}
        </p>
      )}
    </Slider>
  );
}
