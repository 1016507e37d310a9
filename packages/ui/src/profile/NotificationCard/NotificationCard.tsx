import { useTranslation } from '../../i18n/react.ts';
import { formatRelativeTime, isLanguage, type Language, paths, redemptionRejectionReasons, type RedemptionRejectionReason } from '@hadaf/domain';
import { Link as AriaLink } from 'react-aria-components';
import { focusRing, tv } from '../../lib/utils.ts';
import { AlertIcon, BellIcon, UserIcon } from '../../primitives/icons/Icon.tsx';
import { useTextLanguage } from '../../primitives/UserText/UserText.tsx';
import { isolateUserText as isolate, withUserText } from '../../primitives/UserText/sentence.tsx';

/** The redemption rejection reasons the API sends (platform §8). */
export const notificationRejectionReasons = redemptionRejectionReasons;
export type NotificationRejectionReason = RedemptionRejectionReason;

/** The parts of the contract's Notification a card reads (the API's Notification satisfies it). */
export interface NotificationCardItem {
  readonly id: string | number;
  readonly type: 'prize-redemption-request-rejected' | 'invited-to-group' | 'other' | (string & {});
  readonly created_at: string;
  readonly read_at: string | null;
  readonly payload: {
    readonly group?: { readonly id: number; readonly name: string } | null;
    readonly inviter?: { readonly name: string } | null;
    readonly prize?: { readonly name?: string } | null;
    readonly reason?: string | null;
    readonly title?: string | null;
    readonly body?: string | null;
    /** The app's page a generic card opens (e.g. a reminder's prediction page). */
    readonly link?: string | null;
  };
}

export const notificationCardStyles = tv({
  slots: {
    root: 'relative flex w-full items-start gap-3 rounded-lg border border-border p-3 text-start text-fg no-underline transition-colors',
    icon: 'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
    title: 'text-sm font-semibold text-fg',
    body: 'text-sm text-fg-muted',
    time: 'text-xs text-fg-muted',
    dot: 'mt-2 size-2.5 shrink-0 rounded-full bg-primary-600',
  },
  variants: {
    unread: { true: { root: 'border-s-4 border-s-primary-600 bg-primary-50' }, false: { root: 'bg-surface' } },
    kind: {
      rejected: { icon: 'bg-error-50 text-error-700' },
      invited: { icon: 'bg-secondary-100 text-secondary-700' },
      other: { icon: 'bg-surface-sunken text-fg-muted' },
    },
    interactive: { true: { root: 'cursor-pointer hover:border-border-strong hover:bg-surface-muted pressed:bg-surface-sunken' } },
  },
});

export interface NotificationCardProps {
  notification: NotificationCardItem;
  /** The server's clock, for the relative time ("2 hours ago"); never read from the device. */
  now: Date | string | number;
  /** Where an invitation opens; defaults to /groups/{id}. */
  groupHref?: (groupId: number) => string;
  className?: string;
}

function isReason(reason: string | null | undefined): reason is NotificationRejectionReason {
  return (notificationRejectionReasons as readonly string[]).includes(reason ?? '');
}

/**
 * One notification: a rejected prize redemption (with its translated reason), an invitation to a group
 * (the whole card opens the group), or a generic card with the payload's title and body (the whole card opens its
 * link when it has one). Unread cards are tinted and marked "Unread" for assistive technology.
 */
export function NotificationCard({ notification, now, groupHref = paths.group, className }: NotificationCardProps) {
  const { t, i18n } = useTranslation('ui');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { type, payload } = notification;
  const unread = notification.read_at == null;
  const group = type === 'invited-to-group' ? payload.group : null;
  const kind = type === 'prize-redemption-request-rejected' ? 'rejected' : group ? 'invited' : 'other';
  const href = group ? groupHref(group.id) : kind === 'other' ? payload.link : null;
  const styles = notificationCardStyles({ unread, kind, interactive: href != null });

  let title: string;
  let body: string | undefined;
  let detail: string | undefined;
  if (kind === 'rejected') {
    title = t('profile.notifications.rejectedTitle');
    body = payload.prize?.name
      ? t('profile.notifications.rejectedBodyPrize', { prize: isolate(payload.prize.name) })
      : t('profile.notifications.rejectedBody');
    if (isReason(payload.reason)) {
      detail = t('profile.notifications.reason', { reason: t(`profile.notifications.reasons.${payload.reason}`) });
    }
  } else if (kind === 'invited' && group) {
    title = t('profile.notifications.invitedTitle');
    body = payload.inviter?.name
      ? t('profile.notifications.invitedBody', { inviter: isolate(payload.inviter.name), group: isolate(group.name) })
      : t('profile.notifications.invitedBodyNoInviter', { group: isolate(group.name) });
  } else {
    title = payload.title || t('profile.notifications.fallbackTitle');
    body = payload.body ?? undefined;
  }

  // A generic card's title and body are the server's words, in the viewer's language; one stored in a single language
  // (before both were kept) keeps its own lang and direction.
  const generic = kind === 'other';
  const titleLanguage = useTextLanguage(generic ? title : null);
  const bodyLanguage = useTextLanguage(generic ? body : null);
  const Icon = kind === 'rejected' ? AlertIcon : kind === 'invited' ? UserIcon : BellIcon;
  const content = (
    <>
      <span aria-hidden="true" className={styles.icon()}>
        <Icon size={18} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span dir={generic ? titleLanguage.dir : undefined} className={styles.title()}>
          {unread && <span className="sr-only">{t('profile.notifications.unread')}: </span>}
          {generic ? <span {...titleLanguage}>{title}</span> : withUserText(title)}
        </span>
        {body && (
          <span {...(generic ? bodyLanguage : {})} className={styles.body()}>
            {generic ? body : withUserText(body)}
          </span>
        )}
        {detail && <span className="text-sm font-semibold text-error-700">{detail}</span>}
        <time dateTime={notification.created_at} className={styles.time()}>
          {formatRelativeTime(notification.created_at, now, language)}
        </time>
      </span>
      {unread && <span aria-hidden="true" className={styles.dot()} />}
    </>
  );

  if (href) {
    return (
      <AriaLink
        href={href}
        data-unread={unread || undefined}
        className={({ isFocusVisible }) => focusRing({ isFocusVisible, className: styles.root({ className }) })}
      >
        {content}
      </AriaLink>
    );
  }
  return (
    <div data-unread={unread || undefined} className={styles.root({ className })}>
      {content}
    </div>
  );
}
