import { useMemo, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { tv, twMerge } from '../../lib/utils.ts';
import { CheckIcon } from '../icons/Icon.tsx';

export interface StepperStep {
  id: string;
  label: ReactNode;
  /** The step's icon; completed steps show a check, steps without an icon show their number. */
  icon?: ReactNode;
}

export type StepState = 'complete' | 'current' | 'upcoming';

const markerStyles = tv({
  base: 'relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
  variants: {
    state: {
      complete: 'border-primary-600 bg-primary-600 text-on-primary',
      current: 'border-primary-600 bg-surface text-primary-700 ring-4 ring-primary-100',
      upcoming: 'border-border bg-surface text-fg-muted',
    },
  },
});

const labelStyles = tv({
  base: 'mt-2 max-w-32 text-center text-sm',
  variants: {
    state: { complete: 'text-fg', current: 'font-semibold text-primary-700', upcoming: 'text-fg-muted' },
  },
});

export interface StepperProps {
  steps: readonly StepperStep[];
  /** The current step's index (0-based). steps.length means every step is complete. */
  currentIndex: number;
  /** Show the "Step 2 of 3" line above the steps (it is always read by screen readers). */
  showCount?: boolean;
  className?: string;
}

/**
 * Progress through a wizard (e.g. coin redemption): step markers joined by a line that runs in the
 * reading direction, with an accessible "Step 2 of 3" that screen readers announce as the step changes.
 */
export function Stepper({ steps, currentIndex, showCount = true, className }: StepperProps) {
  const { t } = useTranslation('ui');
  const { locale } = useLocale();
  const format = useMemo(() => new Intl.NumberFormat(locale, { useGrouping: false }), [locale]);
  const total = steps.length;
  const position = Math.min(Math.max(currentIndex, 0), total - 1);
  const stateOf = (index: number): StepState => (index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming');
  const stateText: Record<StepState, string> = {
    complete: t('stepper.completed'),
    current: t('stepper.current'),
    upcoming: t('display.stepper.upcoming'),
  };
  const countText = t('stepper.step', { current: format.format(position + 1), total: format.format(total) });

  return (
    <div className={twMerge('flex w-full flex-col gap-3', className)}>
      {/* A live region: moving to another step is announced ("Step 2 of 3: Add Friends"), WCAG 4.1.3. */}
      <p aria-live="polite" aria-atomic="true" className={showCount ? 'text-sm font-semibold text-fg-muted' : 'sr-only'}>
        <span>{countText}</span>
        <span className="sr-only">: {steps[position]?.label}</span>
      </p>
      <ol aria-label={t('display.stepper.label')} className="flex w-full items-start">
        {steps.map((step, index) => {
          const state = stateOf(index);
          return (
            <li
              key={step.id}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className="relative flex flex-1 flex-col items-center"
            >
              {index > 0 && (
                // The line from the previous marker to this one: logical end-1/2 makes it run with the reading direction.
                <span
                  aria-hidden="true"
                  className={twMerge(
                    'absolute top-5 end-1/2 h-0.5 w-full -translate-y-1/2',
                    state === 'upcoming' ? 'bg-border' : 'bg-primary-600',
                  )}
                />
              )}
              <span aria-hidden="true" className={markerStyles({ state })}>
                {state === 'complete' ? <CheckIcon size={20} /> : (step.icon ?? <bdi>{format.format(index + 1)}</bdi>)}
              </span>
              <span className={labelStyles({ state })}>
                {step.label}
                <span className="sr-only">
                  {' '}
                  ({stateText[state]})
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
