import { useTranslation } from 'react-i18next';
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
  onAdd: (person: GroupPerson) => void;
}

/** Adding people: a search of non-members; results appear only once a term is typed (competitions §4). */
export function AddPeople({ list, addedIds, onAdd }: AddPeopleProps) {
  const { t } = useTranslation('ui');
  const term = list.search.trim();
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
              const added = addedIds.includes(person.id);
              return (
                <li key={person.id} className="flex items-center gap-3 py-2">
                  <Avatar name={person.name} src={person.photoUrl ?? undefined} size="sm" />
                  <UserText className="min-w-0 flex-1 break-words text-fg">{person.name}</UserText>
                  {added ? (
                    <span className="inline-flex items-center gap-1 text-sm text-success-700">
                      <CheckIcon size={16} />
                      {t('groups.page.added')}
                    </span>
                  ) : (
                    person.canAdd && (
                      <Button size="sm" variant="outline" icon={<PlusIcon size={16} />} aria-label={t('groups.page.add', { name: person.name })} onPress={() => onAdd(person)}>
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
