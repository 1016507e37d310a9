import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, membersBeyondCard, GROUP_CARD_MEMBERS, type GroupPrivacyType, type Language } from '@hadaf/domain';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { useTextLanguage } from '../../primitives/UserText/UserText.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { FootballIcon, LockIcon, UserIcon } from '../../primitives/icons/Icon.tsx';
import { twMerge } from '../../lib/utils.ts';

/** A group as a card shows it (the contract's Group). */
export interface GroupCardData {
  readonly id: number;
  readonly name: string;
  readonly description?: string | null;
  readonly type: GroupPrivacyType;
  readonly coverUrl?: string | null;
  /** Badge count: the viewer's unread notifications about the group. */
  readonly notifications: number;
  readonly memberCount: number;
  /** The first members, in joining order (up to 5 are shown). */
  readonly latestMembers: ReadonlyArray<{ readonly id: number; readonly name: string; readonly photoUrl?: string | null }>;
}

export interface GroupCardProps {
  group: GroupCardData;
  /** The whole card is one press target: the app decides what a press does (competitions §2 Groups list). */
  onPress: () => void;
  /** The card title's heading level in the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** Privacy icon and label (competitions §2 Group page). */
export function GroupPrivacy({ type, className }: { type: GroupPrivacyType; className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <span className={twMerge('inline-flex items-center gap-1 text-sm text-fg-muted', className)}>
      {type === 'private' ? <LockIcon size={14} /> : <UserIcon size={14} />}
      {t(`groups.privacy.${type}`)}
    </span>
  );
}

/** A group in the lists: cover, name, privacy, description, badge count, the first 5 members and a count beyond them. */
export function GroupCard({ group, onPress, headingLevel = 3, className }: GroupCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { t, i18n } = useTranslation('ui');
  const shown = group.latestMembers.slice(0, GROUP_CARD_MEMBERS);
  const beyond = membersBeyondCard(group.memberCount);
  const language = i18n.language as Language;
  const counted = (count: number) => ({ count, n: formatInteger(count, language) });
  // The name and description are the manager's own words, in their language.
  const nameLanguage = useTextLanguage(group.name);
  const descriptionLanguage = useTextLanguage(group.description);
  return (
    <Card onPress={onPress} className={twMerge('h-full', className)}>
      <div className="relative flex h-24 items-center justify-center bg-primary-50 text-primary-600">
        {group.coverUrl ? <img src={group.coverUrl} alt="" className="size-full object-cover" /> : <FootballIcon size={36} />}
        {group.notifications > 0 && (
          <Badge variant="error" count={group.notifications} className="absolute end-2 top-2" aria-label={t('groups.newNotices', counted(group.notifications))} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading {...nameLanguage} className="text-base font-semibold break-words text-fg">
          {group.name}
        </Heading>
        <GroupPrivacy type={group.type} />
        {group.description && (
          <p {...descriptionLanguage} className="line-clamp-2 text-sm text-fg-muted">
            {group.description}
          </p>
        )}
        <div className="mt-auto flex items-center gap-2 pt-2">
          <div className="flex -space-x-2 rtl:space-x-reverse" aria-hidden="true">
            {shown.map((member) => (
              <Avatar key={member.id} name={member.name} src={member.photoUrl ?? undefined} size="sm" className="ring-2 ring-surface" />
            ))}
          </div>
          {beyond > 0 && (
            <span className="text-sm font-semibold text-fg-muted">
              <bdi aria-hidden="true">{t('groups.moreMembers', counted(beyond))}</bdi>
              <span className="sr-only">{t('groups.moreMembersLabel', counted(beyond))}</span>
            </span>
          )}
          <span className="ms-auto text-sm text-fg-muted">{t('groups.members', counted(group.memberCount))}</span>
        </div>
      </div>
    </Card>
  );
}
