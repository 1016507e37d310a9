import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Checkbox as AriaCheckbox, Dialog as AriaDialog, Heading, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { formatInteger, GROUP_NAME_MIN_LENGTH, type GroupCreationEvent, type GroupCreationView, type Language } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { FieldError } from '../../primitives/Field/Field.tsx';
import { GroupShare } from '../GroupPage/GroupShare.tsx';
import { CheckIcon, SuccessIcon } from '../../primitives/icons/Icon.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';
import { LoadMore } from '../../primitives/LoadMore/LoadMore.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { SearchField } from '../../primitives/SearchField/SearchField.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { Stepper } from '../../primitives/Stepper/Stepper.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { focusRing } from '../../lib/utils.ts';
import { useWizardFocus } from '../../lib/use-wizard-focus.ts';

export interface GroupCreationWizardProps {
  /** connectGroupCreation's view of the machine. */
  view: GroupCreationView;
  send: (event: GroupCreationEvent) => void;
}

function BasicInformation({ view, send }: GroupCreationWizardProps) {
  const { t, i18n } = useTranslation('ui');
  const nameError = view.fieldErrors.name;
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('groups.wizard.name')}
        value={view.form.name}
        onChange={(name) => send({ type: 'CHANGE', values: { name } })}
        isRequired
        isInvalid={Boolean(nameError)}
        errorMessage={nameError ? t(nameError === 'validation.required' ? 'groups.wizard.nameRequired' : 'groups.wizard.nameTooShort', { n: formatInteger(GROUP_NAME_MIN_LENGTH, i18n.language as Language) }) : undefined}
        autoFocus
      />
      <RadioGroup label={t('groups.wizard.privacy')} value={view.form.type ?? 'public'} onChange={(type) => send({ type: 'CHANGE', values: { type: type === 'private' ? 'private' : 'public' } })}>
        <Radio value="public">
          <span className="flex flex-col">
            {t('groups.privacy.public')}
            <span className="text-sm text-fg-muted">{t('groups.wizard.publicHint')}</span>
          </span>
        </Radio>
        <Radio value="private">
          <span className="flex flex-col">
            {t('groups.privacy.private')}
            <span className="text-sm text-fg-muted">{t('groups.wizard.privateHint')}</span>
          </span>
        </Radio>
      </RadioGroup>
      <AriaTextField value={view.form.description} onChange={(description) => send({ type: 'CHANGE', values: { description } })} className="flex flex-col gap-1">
        <Label className="text-sm font-medium text-fg">{t('groups.wizard.description')}</Label>
        <TextArea rows={3} maxLength={2000} className="rounded-md border border-border bg-surface px-3 py-2 text-base text-fg focus:border-secondary-500 focus:outline-none" />
        <FieldError />
      </AriaTextField>
    </div>
  );
}

/** A step's heading: focus moves here as the step opens, so screen readers read where the fan now is. */
function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h3 data-step-focus tabIndex={-1} className="rounded-sm font-semibold text-fg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
      {children}
    </h3>
  );
}

/** Step 2: the fan's own friends (issue 30: never the whole user directory), searchable and paged. */
function AddFriends({ view, send }: GroupCreationWizardProps) {
  const { t, i18n } = useTranslation('ui');
  const selected = new Set(view.selectedMembers.map((member) => member.id));
  const count = view.selectedMembers.length;
  const searching = view.users.search.trim() !== '';
  return (
    <div className="flex flex-col gap-3">
      <StepHeading>{t('groups.wizard.yourFriends')}</StepHeading>
      <SearchField label={t('groups.wizard.searchFriends')} value={view.users.search} onChange={(term) => send({ type: 'SEARCH', term })} />
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('groups.wizard.selected', { count, n: formatInteger(count, i18n.language as Language) })}
      </p>
      {view.users.status === 'failed' ? (
        <Alert tone="error" title={t('groups.wizard.usersFailed')}>
          <Button size="sm" variant="outline" onPress={() => send({ type: 'RETRY' })}>
            {t('groups.retry')}
          </Button>
        </Alert>
      ) : view.users.items.length === 0 && view.users.status === 'loaded' ? (
        <p className="text-sm text-fg-muted">{t(searching ? 'groups.wizard.noFriendFound' : 'groups.wizard.noFriends')}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-label={t('groups.wizard.steps.friends')}>
          {view.users.items.map((user) => (
            <li key={user.id}>
              <AriaCheckbox
                isSelected={selected.has(user.id)}
                onChange={() => send({ type: 'TOGGLE_MEMBER', user })}
                className={({ isFocusVisible, isSelected }) =>
                  focusRing({ isFocusVisible, className: `flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 ${isSelected ? 'bg-primary-50' : 'hover:bg-surface-muted'}` })
                }
              >
                {({ isSelected }) => (
                  <>
                    <Avatar name={user.name} src={user.photo?.thumb ?? undefined} size="sm" />
                    <UserText className="min-w-0 flex-1 break-words text-fg">{user.name}</UserText>
                    <span aria-hidden="true" className={`flex size-5 items-center justify-center rounded border ${isSelected ? 'border-primary-600 bg-primary-600 text-on-primary' : 'border-border'}`}>
                      {isSelected && <CheckIcon size={14} />}
                    </span>
                  </>
                )}
              </AriaCheckbox>
            </li>
          ))}
        </ul>
      )}
      {view.users.status === 'loading' && <Spinner className="self-center" />}
      <LoadMore hasNextPage={view.users.hasMore && view.users.status === 'loaded'} onLoadMore={() => send({ type: 'LOAD_MORE' })} />
    </div>
  );
}

function Confirm({ view }: GroupCreationWizardProps) {
  const { t } = useTranslation('ui');
  return (
    <section aria-labelledby="group-summary" className="flex flex-col gap-3">
      <h3
        id="group-summary"
        data-step-focus
        tabIndex={-1}
        className="rounded-sm font-semibold text-fg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {t('groups.wizard.summary')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-fg-muted">{t('groups.wizard.name')}</dt>
        <dd className="break-words text-fg">{view.form.name}</dd>
        <dt className="text-fg-muted">{t('groups.wizard.privacy')}</dt>
        <dd className="text-fg">{t(`groups.privacy.${view.form.type ?? 'public'}`)}</dd>
        {view.form.description && (
          <>
            <dt className="text-fg-muted">{t('groups.wizard.description')}</dt>
            <dd className="break-words whitespace-pre-line text-fg">{view.form.description}</dd>
          </>
        )}
        <dt className="text-fg-muted">{t('groups.wizard.steps.friends')}</dt>
        <dd className="text-fg">{view.selectedMembers.length > 0 ? view.selectedMembers.map((member) => member.name).join('، ') : t('groups.wizard.noneSelected')}</dd>
      </dl>
    </section>
  );
}

function Success({ view, send }: GroupCreationWizardProps) {
  const { t } = useTranslation('ui');
  const created = view.created!;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-success-700">
        <SuccessIcon size={28} />
        <div>
          {/* Focus lands here as the group is created: a screen reader says "Group created" (WCAG 4.1.3, 2.4.3). */}
          <h3
            data-step-focus
            tabIndex={-1}
            className="rounded-sm text-lg font-semibold outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t('groups.wizard.created')}
          </h3>
          <p className="text-sm text-fg-muted">{t('groups.wizard.createdMessage')}</p>
        </div>
      </div>
      <GroupShare link={created.shareLink} code={created.code ?? String(created.id)} entryCode={created.entryCode} groupName={view.form.name} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onPress={() => send({ type: 'CREATE_COMPETITION' })}>
          {t('groups.wizard.createCompetition')}
        </Button>
        <Button onPress={() => send({ type: 'GO_TO_GROUP' })}>{t('groups.wizard.goToGroup')}</Button>
      </div>
    </div>
  );
}

/**
 * The group creation wizard (competitions §2): a modal with a stepper over Basic Information, Add Friends and
 * Confirm, then the success view. Next and Confirm are disabled while saving.
 */
export function GroupCreationWizard({ view, send }: GroupCreationWizardProps) {
  const { t } = useTranslation('ui');
  const steps = [
    { id: 'basic', label: t('groups.wizard.steps.basic') },
    { id: 'friends', label: t('groups.wizard.steps.friends') },
    { id: 'confirm', label: t('groups.wizard.steps.confirm') },
  ];
  const saving = view.step === 'saving';
  const onFirst = view.step === 'basicInfo';
  const last = view.step === 'confirm' || saving;
  const dialog = useRef<HTMLElement>(null);
  // Presses of Next: a refused one (the name is missing) moves focus to the field and its error.
  const [attempt, setAttempt] = useState(0);
  useWizardFocus(dialog, saving ? 'confirm' : view.step, attempt);
  return (
    <Modal isOpen={view.step !== 'closed'} staticBackdrop size="lg">
      <AriaDialog ref={dialog} className="flex max-h-[90vh] flex-col gap-4 overflow-y-auto p-6 outline-none">
        <Heading slot="title" className="text-xl font-bold text-fg">
          {t('groups.wizard.title')}
        </Heading>
        <Stepper steps={steps} currentIndex={view.stepIndex} />
        {view.step === 'basicInfo' && <BasicInformation view={view} send={send} />}
        {view.step === 'addFriends' && <AddFriends view={view} send={send} />}
        {(view.step === 'confirm' || saving) && <Confirm view={view} send={send} />}
        {view.step === 'success' && <Success view={view} send={send} />}
        {view.step !== 'success' && (
          <div className="flex justify-between gap-2 border-t border-border pt-4">
            <Button variant="ghost" onPress={() => send({ type: onFirst ? 'CLOSE' : 'BACK' })} isDisabled={saving || (!onFirst && !view.canGoBack)}>
              {onFirst ? t('groups.wizard.cancel') : t('groups.wizard.back')}
            </Button>
            {/*
              While saving the button only says it is busy (aria-disabled, a spinner): it keeps focus, where a disabled one
              would drop it to <body>. Not isPending: its announcement would point at this button after it left with the step.
            */}
            <Button
              onPress={() => {
                if (saving) return;
                if (!last) setAttempt((count) => count + 1);
                send({ type: last ? 'CONFIRM' : 'NEXT' });
              }}
              aria-disabled={saving || undefined}
              icon={saving ? <Spinner size="sm" /> : undefined}
            >
              {last ? t('groups.wizard.confirm') : t('groups.wizard.next')}
            </Button>
          </div>
        )}
        {view.step === 'success' && (
          <Button variant="ghost" className="self-center" onPress={() => send({ type: 'CLOSE' })}>
            {t('groups.wizard.close')}
          </Button>
        )}
      </AriaDialog>
    </Modal>
  );
}
