import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { focusRing, tv, twMerge } from '../../lib/utils.ts';
import { CloseButton } from '../Dialog/CloseButton.tsx';
import { AlertIcon, InfoIcon, SuccessIcon } from '../icons/Icon.tsx';
import { toastQueue, type ToastContent, type ToastQueue } from './toast-queue.ts';

export const toastStyles = tv({
  extend: focusRing,
  slots: {
    root: 'pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-s-4 border-border bg-surface p-3 text-start text-fg shadow-md',
    icon: 'mt-0.5',
    title: 'block text-sm font-semibold',
    description: 'block text-sm text-fg-muted',
  },
  variants: {
    tone: {
      success: { root: 'border-s-success-600', icon: 'text-success-600' },
      error: { root: 'border-s-error-600', icon: 'text-error-600' },
      info: { root: 'border-s-info-600', icon: 'text-info-600' },
    },
    isFocusVisible: { true: { root: 'outline-2' }, false: { root: 'outline-0' } },
  },
});

const icons = { success: SuccessIcon, error: AlertIcon, info: InfoIcon } as const;

function ToastView({ toast }: { toast: QueuedToast<ToastContent> }) {
  const { t } = useTranslation('ui');
  const { tone, title, description } = toast.content;
  const Icon = icons[tone];
  return (
    <AriaToast toast={toast} className={({ isFocusVisible }) => toastStyles({ tone, isFocusVisible }).root()} data-tone={tone}>
      <Icon className={toastStyles({ tone }).icon()} label={t(`overlays.tone.${tone}`)} />
      <AriaToastContent className="min-w-0 flex-1">
        <Text slot="title" className={toastStyles().title()}>
          {title}
        </Text>
        {description && (
          <Text slot="description" className={toastStyles().description()}>
            {description}
          </Text>
        )}
      </AriaToastContent>
      <CloseButton label={t('toast.dismiss')} className="-me-1 -mt-1 size-8" />
    </AriaToast>
  );
}

export interface ToastRegionProps {
  /** Defaults to the app-wide `toastQueue`. */
  queue?: ToastQueue;
  className?: string;
}

/**
 * Renders the queue's toasts at the bottom inline-end corner of the viewport (portalled to <body>),
 * as a landmark named "Notifications" (F6 moves focus to it). Mount once near the app root.
 */
export function ToastRegion({ queue = toastQueue, className }: ToastRegionProps) {
  const { t } = useTranslation('ui');
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={t('toast.region')}
      className={twMerge(
        'fixed end-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw_-_2rem))] flex-col-reverse gap-2 rounded-lg outline-0 outline-offset-4 outline-focus focus-visible:outline-2',
        className,
      )}
    >
      {({ toast }) => <ToastView toast={toast} />}
    </AriaToastRegion>
  );
}
