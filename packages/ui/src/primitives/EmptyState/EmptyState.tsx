import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { twMerge } from '../../lib/utils.ts';

export interface EmptyStateProps {
  /** A decorative icon (aria-hidden). */
  icon?: ReactNode;
  /** The headline; defaults to the translated "Nothing here yet". */
  title?: ReactNode;
  /** What the list will show, or how to fill it. */
  message?: ReactNode;
  /** An optional call to action (a Button or Link). */
  action?: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ icon, title, message, action, headingLevel = 2, className }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={twMerge('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}>
      {icon && (
        <div aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-surface-sunken text-fg-muted">
          {icon}
        </div>
      )}
      <Heading className="text-lg font-semibold text-fg">{title ?? t('display.emptyState.title')}</Heading>
      {message && <p className="max-w-prose text-base text-fg-muted">{message}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
