import { twMerge } from '../lib/utils.ts';
import { Spinner } from '../primitives/Spinner/Spinner.tsx';

/** "Loading…" above a list's placeholder rows: the spinner names it for assistive technology, the text is seen. */
export function LoadingLine({ label, className }: { label: string; className?: string }) {
  return (
    <div className={twMerge('flex items-center gap-2 text-sm text-fg-muted', className)}>
      <Spinner size="sm" label={label} className="text-primary-600" />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
