import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, isLanguage } from '@hadaf/domain';
import { tv } from '../../lib/utils.ts';
import { AlertIcon, InfoIcon, SuccessIcon } from '../icons/Icon.tsx';

export type AlertTone = 'error' | 'success' | 'info';

export const alertStyles = tv({
  slots: {
    root: 'flex items-start gap-3 rounded-md border border-s-4 p-3 text-start text-sm',
    icon: 'mt-0.5',
    title: 'font-semibold',
    list: 'mt-1 list-disc space-y-0.5 ps-5',
  },
  variants: {
    tone: {
      error: { root: 'border-error-600 bg-error-50 text-error-700', icon: 'text-error-600' },
      success: { root: 'border-success-600 bg-success-50 text-success-700', icon: 'text-success-600' },
      info: { root: 'border-info-600 bg-info-50 text-info-700', icon: 'text-info-600' },
    },
    hasTitle: { false: { list: 'mt-0' } },
  },
  defaultVariants: { tone: 'info' },
});

const icons = { error: AlertIcon, success: SuccessIcon, info: InfoIcon } as const;

export interface AlertProps {
  /** `error` (red, role=alert: announced at once), `success` (green) or `info` (blue), both role=status. */
  tone?: AlertTone;
  /** A heading line. For an error with messages and no title, a counted summary is shown; pass `null` to hide it. */
  title?: ReactNode;
  /** Several messages shown as a list, e.g. the server's validation errors. */
  messages?: readonly ReactNode[];
  /** Free content below the title (instead of or besides messages). */
  children?: ReactNode;
  className?: string;
  id?: string;
}

/** An inline message box: red for errors, green for success, blue for information. */
export function Alert({ tone = 'info', title, messages, children, className, id }: AlertProps) {
  const { t, i18n } = useTranslation('ui');
  const Icon = icons[tone];
  const count = messages?.length ?? 0;
  const heading = title === undefined && tone === 'error' && count > 1 ? t('overlays.alert.errorSummary', { count, n: formatInteger(count, isLanguage(i18n.language) ? i18n.language : 'en') }) : title;
  const styles = alertStyles({ tone, hasTitle: heading != null });
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} className={styles.root({ className })}>
      <Icon className={styles.icon()} label={t(`overlays.tone.${tone}`)} />
      <div className="min-w-0 flex-1">
        {heading != null && <p className={styles.title()}>{heading}</p>}
        {children}
        {count === 1 && <p>{messages?.[0]}</p>}
        {count > 1 && (
          <ul className={styles.list()}>
            {messages?.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
