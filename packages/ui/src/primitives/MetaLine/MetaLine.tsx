import { Fragment, type ReactNode } from 'react';
import { twMerge } from '../../lib/utils.ts';

export interface MetaLineProps {
  /** The runs of the line (a competition name, a date, a time…), in reading order; empty ones are skipped. */
  parts: readonly ReactNode[];
  className?: string;
}

/**
 * A line of short facts such as "Egypt Cup | 25 November | 17:30". Each run is bidi-isolated, so an Arabic date and
 * Latin team names never reorder each other, and the separator is drawn, not typed: a middle dot beside
 * Arabic-Indic digits reads as a zero ("٢٥ نوفمبر · ٥:٣٠" looks like "٢٥٠ نوفمبر").
 */
export function MetaLine({ parts, className }: MetaLineProps) {
  const runs = parts.filter((part) => part !== null && part !== undefined && part !== false && part !== '');
  return (
    <span data-testid="meta-line" className={twMerge('inline-flex flex-wrap items-center gap-x-2 gap-y-0.5', className)}>
      {runs.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true" data-testid="meta-separator" className="h-[0.9em] w-px shrink-0 bg-current opacity-40" />}
          <bdi data-testid="meta-part">{part}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
