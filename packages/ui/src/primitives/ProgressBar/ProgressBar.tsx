import type { ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import { composeTailwindRenderProps, tv } from '../../lib/utils.ts';

export const progressBarStyles = tv({
  slots: {
    header: 'flex items-baseline justify-between gap-3 text-sm',
    label: 'min-w-0 font-semibold text-fg',
    value: 'shrink-0 text-fg-muted tabular-nums',
    track: 'relative overflow-hidden rounded-full bg-surface-sunken',
    fill: 'h-full rounded-full bg-primary-600',
  },
  variants: {
    size: {
      sm: { track: 'h-1.5' },
      md: { track: 'h-2.5' },
    },
    tone: {
      primary: { fill: 'bg-primary-600' },
      success: { fill: 'bg-success-600' },
      error: { fill: 'bg-error-600' },
    },
    isIndeterminate: {
      true: { fill: 'w-2/5 animate-pulse motion-reduce:animate-none' },
      false: { fill: 'transition-[width] duration-300 motion-reduce:transition-none' },
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /** A visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Show the locale-formatted value (e.g. "45%" / "٤٥٪") beside the label. Defaults to true when determinate. */
  showValue?: boolean;
  size?: 'sm' | 'md';
  tone?: 'primary' | 'success' | 'error';
}

/**
 * A determinate (value between minValue and maxValue, shown as a locale-formatted percentage)
 * or indeterminate progress bar. The fill grows from the inline start in both directions.
 */
export function ProgressBar({ label, showValue, size, tone, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={composeTailwindRenderProps(className, 'flex w-full flex-col gap-1.5')}>
      {({ percentage, valueText, isIndeterminate }) => {
        const styles = progressBarStyles({ size, tone, isIndeterminate });
        const valueShown = !isIndeterminate && (showValue ?? true);
        return (
          <>
            {(label != null || valueShown) && (
              <div className={styles.header()}>
                {label != null && <Label className={styles.label()}>{label}</Label>}
                {valueShown && <span className={styles.value()}>{valueText}</span>}
              </div>
            )}
            <div className={styles.track()}>
              <div className={styles.fill()} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
            </div>
          </>
        );
      }}
    </AriaProgressBar>
  );
}
