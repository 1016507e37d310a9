import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatPoints, isLanguage, type Language, languages, paths, type SettingKey, type UserSettings } from '@hadaf/domain';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { twMerge } from '../../lib/utils.ts';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { Switch } from '../../primitives/Switch/Switch.tsx';

type Picture = { readonly thumb?: string | null; readonly original?: string | null } | null;

/** The parts of the contract's User the sidebar reads (the API's User satisfies it). */
export interface ProfileSidebarUser {
  readonly id: number;
  readonly name: string;
  readonly legal_name: string | null;
  readonly email: string | null;
  readonly phone_number: string | null;
  readonly points: number;
  readonly national_id: string | null;
  readonly photo?: Picture;
  readonly profile_picture?: Picture;
}

/** The settings as the settings machine shows them: optimistic values plus a loading flag per setting. */
export type ProfileSidebarSettings = Pick<UserSettings, 'language' | 'receive_notifications' | 'auto_navigate_to_next_prediction'>;

export interface ProfileSidebarProps {
  user: ProfileSidebarUser;
  /** The settings machine's `values` (optimistic while saving). */
  settings: ProfileSidebarSettings;
  /** The settings machine's `loading` flags: a saving setting shows a spinner and ignores changes. */
  saving?: Partial<Record<SettingKey, boolean>>;
  onLanguageChange: (language: Language) => void;
  onReceiveNotificationsChange: (enabled: boolean) => void;
  /** Without it the auto-navigate switch is hidden. */
  onAutoNavigateChange?: (enabled: boolean) => void;
  /** Opens the Edit Profile dialog. */
  onEditProfile: () => void;
  /** The phone number's edit action (the spec's /verify-phone-number). */
  verifyPhoneHref?: string;
  className?: string;
}

function Detail({ label, children, action }: { label: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2">
      <dt className="text-xs font-semibold text-fg-muted">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-fg">
        <span className="min-w-0 break-words">{children}</span>
        {action}
      </dd>
    </div>
  );
}

/**
 * The profile area's side column: photo, name, id and points; personal details with the phone number's
 * edit link; the language select and notification switches (each with its optimistic value and saving flag);
 * and the Edit Profile button.
 */
export function ProfileSidebar({
  user,
  settings,
  saving = {},
  onLanguageChange,
  onReceiveNotificationsChange,
  onAutoNavigateChange,
  onEditProfile,
  verifyPhoneHref = paths.verifyPhone,
  className,
}: ProfileSidebarProps) {
  const { t, i18n } = useTranslation('ui');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const picture = user.profile_picture ?? user.photo;
  const detailsId = useId();
  const settingsId = useId();
  const missing = <span className="text-fg-muted italic">{t('profile.sidebar.notProvided')}</span>;
  const isolated = (value: string | null) => (value ? <bdi dir="ltr">{value}</bdi> : missing);

  return (
    <Card aria-label={t('profile.sidebar.label')} className={twMerge('w-full gap-4 p-4', className)}>
      <div className="flex flex-col items-center gap-2 text-center">
        <Avatar name={user.name} src={picture?.thumb ?? picture?.original ?? undefined} size="xl" />
        <h2 className="max-w-full text-lg font-semibold break-words text-fg">
          <UserText>{user.name}</UserText>
        </h2>
        <p className="text-sm text-fg-muted">{t('profile.sidebar.userId', { id: `\u2068${user.id}\u2069` })}</p>
        <p className="flex items-baseline gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-sm text-primary-800">
          <span>{t('profile.sidebar.points')}</span>
          <bdi className="font-semibold tabular-nums">{formatPoints(user.points, language)}</bdi>
        </p>
        <Button variant="outline" size="sm" onPress={onEditProfile} className="mt-1">
          {t('profile.sidebar.editProfile')}
        </Button>
      </div>

      <section aria-labelledby={detailsId} className="border-t border-border pt-3">
        <h3 id={detailsId} className="text-sm font-semibold text-fg">
          {t('profile.sidebar.details')}
        </h3>
        <dl className="divide-y divide-border">
          <Detail label={t('profile.sidebar.email')}>{isolated(user.email)}</Detail>
          <Detail
            label={t('profile.sidebar.phone')}
            action={
              <Link href={verifyPhoneHref} variant="standalone" className="text-sm">
                {t('profile.sidebar.editPhone')}
              </Link>
            }
          >
            {isolated(user.phone_number)}
          </Detail>
          <Detail label={t('profile.sidebar.legalName')}>{user.legal_name || missing}</Detail>
          <Detail label={t('profile.sidebar.nationalId')}>{isolated(user.national_id)}</Detail>
        </dl>
      </section>

      {/* id: the app frame's Settings item links to /profile#settings. */}
      <section id="settings" aria-labelledby={settingsId} className="flex scroll-mt-24 flex-col gap-4 border-t border-border pt-3">
        <h3 id={settingsId} className="text-sm font-semibold text-fg">
          {t('profile.sidebar.settings')}
        </h3>
        <div className="flex items-end gap-2">
          <Select
            label={t('profile.sidebar.language')}
            selectedKey={settings.language}
            isDisabled={saving.language}
            onSelectionChange={(key) => {
              if (isLanguage(key) && key !== settings.language) onLanguageChange(key);
            }}
            className="min-w-0 flex-1"
          >
            {languages.map((code) => (
              <SelectItem key={code} id={code} textValue={t(`profile.languages.${code}`)}>
                <span lang={code}>{t(`profile.languages.${code}`)}</span>
              </SelectItem>
            ))}
          </Select>
          {saving.language && <Spinner size="sm" label={t('profile.sidebar.savingLanguage')} className="mb-3 text-primary-600" />}
        </div>
        <Switch
          isSelected={settings.receive_notifications}
          isPending={saving.receive_notifications}
          onChange={onReceiveNotificationsChange}
          description={t('profile.sidebar.receiveNotificationsDescription')}
        >
          {t('profile.sidebar.receiveNotifications')}
        </Switch>
        {onAutoNavigateChange && (
          <Switch
            isSelected={settings.auto_navigate_to_next_prediction}
            isPending={saving.auto_navigate_to_next_prediction}
            onChange={onAutoNavigateChange}
          >
            {t('profile.sidebar.autoNavigate')}
          </Switch>
        )}
      </section>
    </Card>
  );
}
