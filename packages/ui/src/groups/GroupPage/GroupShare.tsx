import { useTranslation } from '../../i18n/react.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { CheckIcon, CopyIcon } from '../../primitives/icons/Icon.tsx';
import { useCopy } from '../../lib/use-copy.ts';
import { twMerge } from '../../lib/utils.ts';

/** Share addresses of three social and messaging apps (plain https share links, no SDKs). */
export function shareTargets(url: string, text: string) {
  const link = encodeURIComponent(url);
  const message = encodeURIComponent(`${text} ${url}`);
  return [
    { app: 'WhatsApp', href: `https://wa.me/?text=${message}` },
    { app: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { app: 'X', href: `https://x.com/intent/post?text=${message}` },
  ] as const;
}

export interface GroupShareProps {
  /** {host}/groups/{id} */
  link: string;
  /** The group code, shown as its ID. */
  code: string;
  /** A private group's entry code (managers only). */
  entryCode?: string | null;
  groupName: string;
  className?: string;
}

/** The share block (competitions §2): ID, entry code, a copyable link and share links to three apps. */
export function GroupShare({ link, code, entryCode, groupName, className }: GroupShareProps) {
  const { t } = useTranslation('ui');
  const { copied, copy } = useCopy(link);
  return (
    <section aria-labelledby="group-share" className={twMerge('flex flex-col gap-3 rounded-lg border border-border bg-surface p-4', className)}>
      <h2 id="group-share" className="text-base font-semibold text-fg">
        {t('groups.page.share')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('groups.page.groupId')}</dt>
        <dd className="font-mono font-semibold text-fg">
          <bdi>{code}</bdi>
        </dd>
        {entryCode && (
          <>
            <dt className="text-fg-muted">{t('groups.page.entryCode')}</dt>
            <dd className="font-mono font-semibold text-fg">
              <bdi>{entryCode}</bdi>
            </dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate rounded-md bg-surface-sunken px-3 py-2 text-sm text-fg" dir="ltr" aria-label={t('groups.page.link')}>
          {link}
        </span>
        <Button variant="outline" size="sm" icon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />} onPress={() => void copy()}>
          {copied ? t('groups.page.copied') : t('groups.page.copyLink')}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-3 text-sm">
        {shareTargets(link, groupName).map((target) => (
          <li key={target.app}>
            <Link href={target.href} target="_blank" rel="noopener noreferrer">
              {t('groups.page.shareOn', { app: target.app })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
