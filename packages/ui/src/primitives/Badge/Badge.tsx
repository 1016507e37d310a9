import type { ReactNode } from 'react';
import { formatCoins, type Language } from '@hadaf/domain';
import { tv } from '../../lib/utils.ts';
import { useLanguage } from '../../lib/use-language.ts';

export const badgeStyles = tv({
  base: 'inline-flex w-fit shrink-0 items-center gap-1 rounded-full font-semibold whitespace-nowrap',
  variants: {
    variant: {
      neutral: 'bg-surface-sunken text-neutral-700',
      primary: 'bg-primary-100 text-primary-800',
      success: 'bg-success-50 text-success-700 ring-1 ring-success-600/30 ring-inset',
      error: 'bg-error-50 text-error-700 ring-1 ring-error-600/30 ring-inset',
      info: 'bg-info-50 text-info-700 ring-1 ring-info-600/30 ring-inset',
    },
    counter: {
      false: 'px-2.5 py-0.5 text-xs',
      true: 'h-5 min-w-5 justify-center px-1.5 text-xs leading-none tabular-nums',
    },
  },
  compoundVariants: [
    { counter: true, variant: 'error', class: 'bg-error-600 text-white ring-0' },
    { counter: true, variant: 'primary', class: 'bg-primary-600 text-on-primary' },
    { counter: true, variant: 'neutral', class: 'bg-neutral-700 text-white' },
    { counter: true, variant: 'info', class: 'bg-info-600 text-white ring-0' },
    { counter: true, variant: 'success', class: 'bg-success-600 text-white ring-0' },
  ],
  defaultVariants: { variant: 'neutral', counter: false },
});

export interface BadgeProps {
  variant?: 'neutral' | 'primary' | 'success' | 'error' | 'info';
  /** Status text (e.g. "Live", "Won"). Ignored when count is set. */
  children?: ReactNode;
  /** An icon before the text. */
  icon?: ReactNode;
  /** Numeric counter mode: shows the count in the locale's digits, capped at `max` ("99+"). */
  count?: number;
  /** The largest count shown before "+" (default 99). */
  max?: number;
  /** Show the counter even when the count is 0 (hidden by default). */
  showZero?: boolean;
  /** An accessible description of the counter, e.g. t('common.notifications', { count }). */
  'aria-label'?: string;
  className?: string;
}

/** Formats a counter with the language's digits, capped at max ("99+", "٩٩+"). */
export function formatCount(count: number, max: number, language: Language): string {
  return count > max ? `${formatCoins(max, language)}+` : formatCoins(count, language);
}

/** A small status label, or a numeric counter (count) capped at 99+. */
export function Badge({ variant, children, icon, count, max = 99, showZero = false, className, 'aria-label': ariaLabel }: BadgeProps) {
  // The app's language, not react-aria's locale: that one makes every badge of a prerendered page render again once
  // hydrated (react-aria reads it through a store whose server value differs).
  const language = useLanguage();
  if (count !== undefined) {
    if (count <= 0 && !showZero) return null;
    return (
      <span
        role={ariaLabel ? 'img' : undefined}
        aria-label={ariaLabel}
        className={badgeStyles({ variant: variant ?? 'error', counter: true, className })}
      >
        <bdi aria-hidden={ariaLabel ? true : undefined}>{formatCount(count, max, language)}</bdi>
      </span>
    );
  }
  return (
    <span className={badgeStyles({ variant, className })}>
      {icon}
      {children}
    </span>
  );
}
