import { useTranslation } from '../../i18n/react.ts';
import { tv } from '../../lib/utils.ts';

const spinner = tv({
  base: 'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none',
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; defaults to the translated "Loading…". */
  label?: string;
  className?: string;
}

export function Spinner({ size, label, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return <span role="status" aria-label={label ?? t('common.loading')} className={spinner({ size, className })} />;
}

export interface LoaderProps {
  label?: string;
}

/** Full-page loader shown while the app starts. */
export function Loader({ label }: LoaderProps) {
  const { t } = useTranslation('ui');
  const text = label ?? t('common.loading');
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-surface text-primary-600">
      <Spinner size="lg" label={text} />
      <p className="text-base text-fg-muted" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
