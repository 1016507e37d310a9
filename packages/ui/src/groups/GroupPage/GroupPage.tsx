import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import {
  canAddGroupMembers,
  canCreateGroupCompetition,
  canJoinOpenly,
  canLeaveGroup,
  canOpenGroupTabs,
  canSeeGroupShareBlock,
  isGroupMember,
  needsEntryCode,
  type GroupPrivacyType,
  type GroupRoleValue,
} from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { GroupPrivacy } from '../GroupCard/GroupCard.tsx';
import { PlusIcon } from '../../primitives/icons/Icon.tsx';
import { useTextLanguage } from '../../primitives/UserText/UserText.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { twMerge } from '../../lib/utils.ts';
import { AddPeople, PeopleList, type GroupPerson, type MemberActions, type PeopleListState } from './GroupMembers.tsx';
import { GroupShare } from './GroupShare.tsx';

export type GroupTab = 'overview' | 'competitions' | 'leaderboard' | 'rules';
export const groupTabs: readonly GroupTab[] = ['overview', 'competitions', 'leaderboard', 'rules'];

export interface GroupPageData {
  readonly id: number;
  readonly name: string;
  readonly description?: string | null;
  readonly type: GroupPrivacyType;
  readonly code: string;
  readonly entryCode?: string | null;
  readonly memberCount: number;
  readonly managerCount: number;
}

/** The viewer's pending invitation (issue 30: someone who is not their friend invited them) and its answer. */
export interface GroupInvitationView {
  readonly inviterName: string;
  /** Answering (accepting or declining), or the answer failed. */
  readonly status: 'idle' | 'accepting' | 'declining' | 'failed';
  readonly onAccept: () => void;
  readonly onDecline: () => void;
}

/** Accept or decline: the fan becomes a member only by saying yes. */
function InvitationBanner({ invitation }: { invitation: GroupInvitationView }) {
  const { t } = useTranslation('ui');
  const busy = invitation.status === 'accepting' || invitation.status === 'declining';
  return (
    <section aria-labelledby="group-invitation" className="flex flex-col gap-3 rounded-lg border border-primary-600 bg-primary-50 p-4">
      <h2 id="group-invitation" className="font-semibold break-words text-fg">
        {t('groups.page.invitation.title', { inviter: invitation.inviterName })}
      </h2>
      <p className="text-sm text-fg-muted">{t('groups.page.invitation.message')}</p>
      {invitation.status === 'failed' && <Alert tone="error" title={t('groups.page.invitation.failed')} />}
      <div className="flex flex-wrap gap-2">
        <Button onPress={invitation.onAccept} isPending={invitation.status === 'accepting'} isDisabled={busy && invitation.status !== 'accepting'}>
          {t('groups.page.invitation.accept')}
        </Button>
        <Button variant="outline" onPress={invitation.onDecline} isPending={invitation.status === 'declining'} isDisabled={busy && invitation.status !== 'declining'}>
          {t('groups.page.invitation.decline')}
        </Button>
      </div>
    </section>
  );
}

/** Joining or leaving: busy, or failed with the spec's inline alert; a wrong entry code is shown on the field. */
export type GroupMembershipStatus = 'idle' | 'joining' | 'leaving' | 'joinFailed' | 'leaveFailed';

export interface GroupPageProps {
  group: GroupPageData;
  viewer: { readonly userId: number | null; readonly role: GroupRoleValue };
  tab: GroupTab;
  onTabChange: (tab: GroupTab) => void;
  /** {host}/groups/{id} */
  shareLink: string;
  membership: GroupMembershipStatus;
  /** The server's message for a wrong entry code. */
  entryCodeError?: string | null;
  onJoin: (entryCode: string | null) => void;
  onLeave: () => void;
  managers: PeopleListState;
  members: PeopleListState;
  nonMembers: PeopleListState;
  addedIds: readonly number[];
  /** People invited during this visit (not the viewer's friends): they read "Invited". */
  invitedIds?: readonly number[];
  onAdd: (person: GroupPerson) => void;
  /** The viewer's pending invitation to this group, with Accept and Decline. */
  invitation?: GroupInvitationView | null;
  memberActions: MemberActions;
  /** Managers' 'Create new competition' (absent: the button is not offered). */
  onCreateCompetition?: () => void;
  /** The app's competition cards for the Competitions tab (an empty state when null). */
  competitions: ReactNode;
  /** The app's leaderboard (a RankingList) for the Leaderboard tab. */
  leaderboard: ReactNode;
  className?: string;
}

function JoinByCode({ busy, error, onJoin }: { busy: boolean; error?: string | null; onJoin: (code: string) => void }) {
  const { t } = useTranslation('ui');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Form
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
      aria-labelledby="join-by-code"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() === '') return setMissing(true);
        onJoin(code.trim());
      }}
      validationBehavior="aria"
    >
      <h2 id="join-by-code" className="text-base font-semibold text-fg">
        {t('groups.page.joinByCode')}
      </h2>
      <TextField
        name="entry_code"
        label={t('groups.page.entryCode')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setMissing(false);
        }}
        autoComplete="off"
        isRequired
        isInvalid={missing || Boolean(error)}
        errorMessage={missing ? t('groups.page.entryCodeRequired') : (error ?? undefined)}
        className="max-w-xs"
      />
      <Button type="submit" isPending={busy} className="self-start">
        {t('groups.page.joinWithCode')}
      </Button>
    </Form>
  );
}

const rulesCount = 5;

/** The group page (competitions §2, §4, §6): tabs, the overview with joining, sharing and the member lists, rules. */
export function GroupPage(props: GroupPageProps) {
  const { group, viewer, tab, onTabChange, membership } = props;
  const { t } = useTranslation('ui');
  const access = { type: group.type, role: viewer.role };
  const tabsOpen = canOpenGroupTabs(access);
  const selected = tabsOpen ? tab : 'overview';
  const member = isGroupMember(viewer.role);
  const mayLeave = canLeaveGroup(viewer.role, { managerCount: group.managerCount, memberCount: group.memberCount });
  const signedIn = viewer.userId !== null;
  // The name and description are the manager's own words, in their language.
  const nameLanguage = useTextLanguage(group.name);
  const descriptionLanguage = useTextLanguage(group.description);
  const invited = Boolean(props.invitation);
  // The answered invitation leaves the page with its buttons: focus goes to the group's name, not to <body>.
  const heading = useRef<HTMLHeadingElement>(null);
  const wasInvited = useRef(invited);
  useEffect(() => {
    if (wasInvited.current && !invited) heading.current?.focus();
    wasInvited.current = invited;
  }, [invited]);
  return (
    <article className={twMerge('flex flex-col gap-4', props.className)} aria-labelledby="group-name">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 ref={heading} tabIndex={-1} id="group-name" {...nameLanguage} className="text-2xl font-bold break-words text-fg outline-none">
            {group.name}
          </h1>
          <GroupPrivacy type={group.type} />
        </div>
        <div className="flex flex-wrap gap-2">
          {canCreateGroupCompetition(viewer.role) && props.onCreateCompetition && (
            <Button icon={<PlusIcon size={18} />} onPress={props.onCreateCompetition}>
              {t('groups.page.createCompetition')}
            </Button>
          )}
          {!invited && (canJoinOpenly(access) || !signedIn) && (
            <Button onPress={() => props.onJoin(null)} isPending={membership === 'joining'}>
              {t('groups.page.join')}
            </Button>
          )}
          {member && (
            <Button variant="outline" onPress={props.onLeave} isPending={membership === 'leaving'} isDisabled={!mayLeave}>
              {t('groups.page.leave')}
            </Button>
          )}
        </div>
      </header>
      {props.invitation && <InvitationBanner invitation={props.invitation} />}
      {membership === 'joinFailed' && <Alert tone="error" title={t('groups.page.joinFailed')} />}
      {membership === 'leaveFailed' && <Alert tone="error" title={t('groups.page.leaveFailed')} />}
      {member && !mayLeave && <p className="text-sm text-fg-muted">{t('groups.page.lastManager')}</p>}
      <Tabs selectedKey={selected} onSelectionChange={(key) => onTabChange(groupTabs.find((each) => each === key) ?? 'overview')} disabledKeys={tabsOpen ? [] : groupTabs.filter((each) => each !== 'overview')}>
        <TabList aria-label={t('groups.page.tabs.label')}>
          {groupTabs.map((each) => (
            <Tab key={each} id={each}>
              {t(`groups.page.tabs.${each}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="overview" className="flex flex-col gap-6 pt-4">
          {!tabsOpen && <p className="text-sm text-fg-muted">{t('groups.page.lockedTabs')}</p>}
          {group.description && (
            <p {...descriptionLanguage} className="whitespace-pre-line text-fg">
              {group.description}
            </p>
          )}
          {signedIn && !invited && needsEntryCode(access) && <JoinByCode busy={membership === 'joining'} error={props.entryCodeError} onJoin={props.onJoin} />}
          {canSeeGroupShareBlock(access) && <GroupShare link={props.shareLink} code={group.code} entryCode={group.entryCode} groupName={group.name} />}
          {tabsOpen && (
            <div className="grid gap-6 md:grid-cols-2">
              <PeopleList id="group-managers" title={t('groups.page.managers')} searchLabel={t('groups.page.searchManagers')} list={props.managers} viewer={viewer} actions={props.memberActions} />
              <PeopleList id="group-members" title={t('groups.page.members')} searchLabel={t('groups.page.searchMembers')} list={props.members} viewer={viewer} actions={props.memberActions} />
            </div>
          )}
          {canAddGroupMembers(access) && <AddPeople list={props.nonMembers} addedIds={props.addedIds} invitedIds={props.invitedIds} onAdd={props.onAdd} />}
        </TabPanel>
        <TabPanel id="competitions" className="pt-4">
          {props.competitions ?? <p className="py-6 text-center text-fg-muted">{t('groups.page.noCompetitions')}</p>}
        </TabPanel>
        <TabPanel id="leaderboard" className="pt-4">
          {props.leaderboard}
        </TabPanel>
        <TabPanel id="rules" className="pt-4">
          <section aria-labelledby="group-rules" className="flex flex-col gap-3">
            <h2 id="group-rules" className="text-lg font-semibold text-fg">
              {t('groups.page.rules.title')}
            </h2>
            <ul className="flex list-disc flex-col gap-2 ps-5 text-fg">
              {Array.from({ length: rulesCount }, (_, index) => (
                <li key={index}>{t(`groups.page.rules.items.${index}`)}</li>
              ))}
            </ul>
          </section>
        </TabPanel>
      </Tabs>
    </article>
  );
}
