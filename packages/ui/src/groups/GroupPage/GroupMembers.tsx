import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { MenuTrigger } from 'react-aria-components';
import { canManageGroupMember, type GroupRoleValue } from '@hadaf/domain';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { LoadMore } from '../../primitives/LoadMore/LoadMore.tsx';
import { Menu, MenuItem } from '../../primitives/Menu/Menu.tsx';
import { SearchField } from '../../primitives/SearchField/SearchField.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { CheckIcon, MoreIcon, PlusIcon } from '../../primitives/icons/Icon.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';

/** A person in a group's lists (the contract's GroupMember). */
export interface GroupPerson {
  readonly id: number;
  readonly name: string;
  readonly photoUrl?: string | null;
  readonly role: GroupRoleValue;
  /** Non-members only: the viewer may add them. */
  readonly canAdd?: boolean;
  /** Non-members only: invited (not a friend of whoever added them), they join once they accept. */
  readonly invited?: boolean;
}

export interface PeopleListState {
  readonly items: readonly GroupPerson[];
  readonly search: string;
  readonly onSearchChange: (search: string) => void;
  readonly isLoading: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly onLoadMore: () => void;
}

export interface MemberActions {
  onChangeRole: (person: GroupPerson, role: 1 | 2) => void;
  onRemove: (person: GroupPerson) => void;
}

interface PeopleListProps {
  id: string;
  title: string;
  searchLabel: string;
  list: PeopleListState;
  viewer: { userId: number | null; role: GroupRoleValue };
  actions: MemberActions;
}

/** Group Managers or Group Members: searchable, paged, a manager's actions per person (never on themselves). */
export function PeopleList({ id, title, searchLabel, list, viewer, actions }: PeopleListProps) {
  const { t } = useTranslation('ui');
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-base font-semibold text-fg">
        {title}
      </h2>
      <SearchField label={searchLabel} value={list.search} onChange={list.onSearchChange} />
      {list.isLoading ? (
        <Spinner />
      ) : list.items.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('groups.page.noMembers')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {list.items.map((person) => (
            <li key={person.id} className="flex items-center gap-3 py-2">
              <Avatar name={person.name} src={person.photoUrl ?? undefined} size="sm" />
              <span className="min-w-0 flex-1 break-words text-fg">
                <UserText>{person.name}</UserText> {person.id === viewer.userId && <span className="text-fg-muted">{t('groups.page.you')}</span>}
              </span>
              {viewer.userId !== null && canManageGroupMember({ role: viewer.role, userId: viewer.userId }, person.id) && (
                <MenuTrigger>
                  <IconButton size="sm" label={t('groups.page.actions', { name: person.name })} icon={<MoreIcon size={16} />} />
                  <Menu
                    placement="bottom end"
                    onAction={(key) => {
                      if (key === 'manager') actions.onChangeRole(person, 2);
                      else if (key === 'member') actions.onChangeRole(person, 1);
                      else if (key === 'remove') actions.onRemove(person);
                    }}
                  >
                    {person.role === 2 ? <MenuItem id="member">{t('groups.page.makeMember')}</MenuItem> : <MenuItem id="manager">{t('groups.page.makeManager')}</MenuItem>}
                    <MenuItem id="remove" variant="danger">
                      {t('groups.page.remove')}
                    </MenuItem>
                  </Menu>
                </MenuTrigger>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasNextPage={list.hasNextPage} isPending={list.isFetchingNextPage} onLoadMore={list.onLoadMore} />
    </section>
  );
}

export interface AddPeopleProps {
  list: PeopleListState;
  /** Ids added during this visit: their rows lose the Add button (competitions §4). */
  addedIds: readonly number[];
  /** Ids invited during this visit (not the adder's friends: they join once they accept, issue 30). */
  invitedIds?: readonly number[];
  onAdd: (person: GroupPerson) => void;
}

/** What became of a person: focused when it replaces the Add button just pressed, so focus never falls to <body>. */
function AddedStatus({ text, focus, tone }: { text: string; focus: boolean; tone: 'added' | 'invited' }) {
  const status = useRef<HTMLSpanElement>(null);
  // Once, as it appears: later renders must not pull focus back from wherever the fan went.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => (focus ? status.current?.focus() : undefined), []);
  return (
    <span
      ref={status}
      tabIndex={-1}
      className={`inline-flex items-center gap-1 rounded-sm text-sm outline-none focus-visible:outline-2 focus-visible:outline-focus ${tone === 'added' ? 'text-success-700' : 'text-info-700'}`}
    >
      {tone === 'added' && <CheckIcon size={16} />}
      {text}
    </span>
  );
}

/**
 * Adding people: a search of non-members; results appear only once a term is typed (competitions §4). Someone who is
 * not the adder's friend is invited, not added (issue 30), and reads "Invited".
 */
export function AddPeople({ list, addedIds, invitedIds = [], onAdd }: AddPeopleProps) {
  const { t } = useTranslation('ui');
  const term = list.search.trim();
  const [pressed, setPressed] = useState<number | null>(null);
  return (
    <section aria-labelledby="group-add-people" className="flex flex-col gap-3">
      <h2 id="group-add-people" className="text-base font-semibold text-fg">
        {t('groups.page.addPeople')}
      </h2>
      <SearchField label={t('groups.page.addSearch')} value={list.search} onChange={list.onSearchChange} />
      {term !== '' &&
        (list.isLoading ? (
          <Spinner />
        ) : list.items.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('groups.page.noPeople')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {list.items.map((person) => {
              const status = invitedIds.includes(person.id) || person.invited ? 'invited' : addedIds.includes(person.id) ? 'added' : null;
              return (
                <li key={person.id} className="flex items-center gap-3 py-2">
                  <Avatar name={person.name} src={person.photoUrl ?? undefined} size="sm" />
                  <UserText className="min-w-0 flex-1 break-words text-fg">{person.name}</UserText>
                  {status ? (
                    <AddedStatus tone={status} text={t(status === 'added' ? 'groups.page.added' : 'groups.page.invited')} focus={pressed === person.id} />
                  ) : (
                    person.canAdd && (
                      <Button
                        size="sm"
                        variant="outline"
                        icon={<PlusIcon size={16} />}
                        aria-label={t('groups.page.add', { name: person.name })}
                        onPress={() => {
                          setPressed(person.id);
                          onAdd(person);
                        }}
                      >
                        {t('groups.page.addShort')}
                      </Button>
                    )
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}
