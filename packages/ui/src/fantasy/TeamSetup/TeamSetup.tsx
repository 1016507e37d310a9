import { useId, useRef, useState } from 'react';
import { Label, Radio, RadioGroup, type Key } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, formatMillions, isFormation, localizeDigits, type Formation, type Position, type SquadEditorView } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../primitives/Dialog/ConfirmDialog.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import type { FantasyPlayerView } from '../FantasyPlayer/FantasyPlayer.ts';
import { LockIcon } from '../../primitives/icons/Icon.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { SquadList } from '../SquadList/SquadList.tsx';
import { SquadPitch } from '../SquadPitch/SquadPitch.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { useFocusReturn } from '../../lib/use-focus-return.ts';
import { focusRing, tv, twMerge } from '../../lib/utils.ts';

export type TeamSetupViewMode = 'field' | 'list';

export interface TeamSetupProps {
  /** The squad editor as `connectSquadEditor<FantasyPlayerView>` reads it. */
  view: SquadEditorView<FantasyPlayerView>;
  /** The fan has joined the competition; false lays the Join Now overlay over the page. */
  joined?: boolean;
  /** Field or list view; uncontrolled (field first) unless given. */
  viewMode?: TeamSetupViewMode;
  onViewModeChange?: (mode: TeamSetupViewMode) => void;
  /** SELECT_FORMATION. */
  onSelectFormation: (formation: Formation) => void;
  /** CONFIRM_FORMATION / CANCEL_FORMATION (the reset confirmation). */
  onConfirmFormation: () => void;
  onCancelFormation: () => void;
  /** REMOVE_PLAYER (the picker toggles players itself with TOGGLE_PLAYER). */
  onRemovePlayer: (playerId: number) => void;
  /** SET_CAPTAIN. */
  onSetCaptain: (playerId: number) => void;
  /** MAKE_SUBSTITUTE. */
  onMakeSubstitute: (playerId: number) => void;
  /** SAVE. */
  onSave: () => void;
  /** CONFIRM_LEAVE / CANCEL_LEAVE (the leave warning). */
  onConfirmLeave: () => void;
  onCancelLeave: () => void;
  /** An empty place or a group's Add: the app opens its player picker for the position. */
  onAddPlayer: (position: Position) => void;
  /** The app opens the player's info (stats and news). */
  onPlayerInfo: (playerId: number) => void;
  /** Join Now on the overlay for fans who have not joined. */
  onJoin?: () => void;
  /**
   * An overlay the app opened from the page is open (the player picker, the player info): when it closes, focus
   * returns to the place that opened it, though a player may fill it now.
   */
  overlayOpen?: boolean;
  className?: string;
}

const formationStyles = tv({
  extend: focusRing,
  base: 'flex min-h-10 cursor-pointer items-center justify-center rounded-md border px-2 text-sm font-semibold tabular-nums transition-colors',
  variants: {
    isSelected: { true: 'border-primary-600 bg-primary-600 text-on-primary', false: 'border-border bg-surface text-fg hovered:bg-surface-sunken' },
    isDisabled: { true: 'cursor-not-allowed opacity-60' },
  },
});

/**
 * The fantasy team-setup page body (competitions §2, §4, §5, §8, §9): formation picker, budget with the remainder
 * always in sight (red when over), field and list views, Save with its 2-second hints and the save errors, the
 * formation-reset and leave confirmations, a per-player action sheet, a read-only banner once the competition has
 * started, and a Join Now overlay for fans who have not joined. Every change goes out through the callbacks
 * (the squad editor's events); toasts are the app's.
 */
export function TeamSetup({
  view,
  joined = true,
  viewMode,
  onViewModeChange,
  onSelectFormation,
  onConfirmFormation,
  onCancelFormation,
  onRemovePlayer,
  onSetCaptain,
  onMakeSubstitute,
  onSave,
  onConfirmLeave,
  onCancelLeave,
  onAddPlayer,
  onPlayerInfo,
  onJoin,
  overlayOpen = false,
  className,
}: TeamSetupProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const root = useRef<HTMLDivElement>(null);
  const [ownMode, setOwnMode] = useState<TeamSetupViewMode>('field');
  const mode = viewMode ?? ownMode;
  const [activeId, setActiveId] = useState<number | null>(null);
  const locked = !view.canEdit || !joined;
  const players = view.lines.flatMap((line) => line.players);
  const active = players.find((player) => player.id === activeId) ?? null;
  const changeMode = (key: Key) => {
    const next: TeamSetupViewMode = key === 'list' ? 'list' : 'field';
    setOwnMode(next);
    onViewModeChange?.(next);
  };
  const act = (action: (id: number) => void) => () => {
    if (active) action(active.id);
    setActiveId(null);
  };
  useFocusReturn(root, overlayOpen || active !== null);
  return (
    <div ref={root} data-testid="team-setup" className={twMerge('relative w-full min-w-0', className)}>
      <div inert={!joined} className="flex w-full min-w-0 flex-col gap-4">
        {view.readOnly ? (
          <Alert tone="info">
            <span className="flex items-center gap-2">
              <LockIcon size={16} />
              {t('squad.setup.readOnly')}
            </span>
          </Alert>
        ) : null}
        {/*
          The panel (formation, budget, Save) comes first in the page and on screen: above the pitch on phones, at its
          inline start on wide screens (left in English, right in Arabic), so Tab follows what the eye reads.
        */}
        <div className="grid w-full min-w-0 gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          <aside className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-surface p-3 sm:p-4 lg:sticky lg:top-4">
            <FormationPicker view={view} isDisabled={locked} onSelect={onSelectFormation} />
            <BudgetBar view={view} />
            <SaveArea view={view} isDisabled={view.readOnly || !joined || view.status === 'left'} onSave={onSave} />
          </aside>
          <Tabs selectedKey={mode} onSelectionChange={changeMode} className="min-w-0 gap-3">
            <TabList aria-label={t('squad.setup.view')}>
              <Tab id="field">{t('squad.setup.field')}</Tab>
              <Tab id="list">{t('squad.setup.list')}</Tab>
            </TabList>
            <TabPanel id="field" className="min-w-0 outline-none">
              <SquadPitch lines={view.lines} readOnly={locked} onAddPlayer={onAddPlayer} onPlayerPress={setActiveId} />
            </TabPanel>
            <TabPanel id="list" className="min-w-0 outline-none">
              <SquadList
                lines={view.lines}
                readOnly={locked}
                onSetCaptain={onSetCaptain}
                onMakeSubstitute={onMakeSubstitute}
                onRemovePlayer={onRemovePlayer}
                onPlayerInfo={onPlayerInfo}
                onAddPlayer={onAddPlayer}
              />
            </TabPanel>
          </Tabs>
        </div>
      </div>
      {!joined ? <JoinOverlay onJoin={onJoin} /> : null}
      <ConfirmDialog
        isOpen={view.isConfirmingFormation}
        onOpenChange={(isOpen) => {
          if (!isOpen) onCancelFormation();
        }}
        title={t('squad.confirmFormation.title')}
        message={t('squad.confirmFormation.message', { formation: `\u2068${localizeDigits(view.pendingFormation ?? '', language)}\u2069` })}
        confirmLabel={t('squad.confirmFormation.confirm')}
        destructive
        closeOnConfirm={false}
        onConfirm={onConfirmFormation}
      />
      <ConfirmDialog
        isOpen={view.isConfirmingLeave}
        onOpenChange={(isOpen) => {
          if (!isOpen) onCancelLeave();
        }}
        title={t('squad.leave.title')}
        message={t('squad.leave.message')}
        confirmLabel={t('squad.leave.confirm')}
        cancelLabel={t('squad.leave.cancel')}
        destructive
        closeOnConfirm={false}
        onConfirm={onConfirmLeave}
      />
      <Modal isOpen={active !== null && !locked} onOpenChange={(isOpen) => (isOpen ? undefined : setActiveId(null))} size="sm">
        <Dialog title={active?.name ?? ''}>
          <div className="flex flex-col gap-2">
            <Button variant="outline" isDisabled={active?.isCaptain} onPress={act(onSetCaptain)}>
              {t('squad.actions.captain')}
            </Button>
            <Button variant="outline" isDisabled={active?.isSubstitute} onPress={act(onMakeSubstitute)}>
              {t('squad.actions.substitute')}
            </Button>
            <Button variant="outline" onPress={act(onPlayerInfo)}>
              {t('squad.actions.info')}
            </Button>
            <Button variant="danger" onPress={act(onRemovePlayer)}>
              {t('squad.actions.remove')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </div>
  );
}

function FormationPicker({ view, isDisabled, onSelect }: { view: SquadEditorView<FantasyPlayerView>; isDisabled: boolean; onSelect: (formation: Formation) => void }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  return (
    <RadioGroup
      value={view.formation}
      isDisabled={isDisabled}
      orientation="horizontal"
      onChange={(value) => {
        if (isFormation(value)) onSelect(value);
      }}
      className="flex flex-col gap-2"
    >
      <Label className="text-sm font-semibold text-fg">{t('squad.setup.formation')}</Label>
      <div className="grid grid-cols-3 gap-2">
        {view.formations.map((formation) => (
          <Radio key={formation} value={formation} className={(renderProps) => formationStyles(renderProps)}>
            {/* In the reader's digits: "٤-٤-٢" reads from the right like the Arabic around it, defenders first. */}
            <bdi>{localizeDigits(formation, language)}</bdi>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

function BudgetBar({ view }: { view: SquadEditorView<FantasyPlayerView> }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const labelId = useId();
  const share = view.budget > 0 ? Math.min(100, (view.spent / view.budget) * 100) : 100;
  return (
    <div className="flex flex-col gap-1.5" data-testid="budget">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span id={labelId} className="text-sm font-semibold text-fg">
          {t('squad.setup.remaining')}
        </span>
        <span className={twMerge('text-lg font-bold tabular-nums', view.overBudget ? 'text-error-700' : 'text-fg')}>
          <bdi>{formatMillions(view.remaining, language)}</bdi>
        </span>
      </div>
      <div
        role="meter"
        aria-label={t('squad.setup.budget')}
        aria-valuemin={0}
        aria-valuemax={view.budget}
        aria-valuenow={Math.min(view.spent, view.budget)}
        aria-valuetext={t('squad.setup.spent', { spent: formatMillions(view.spent, language), budget: formatMillions(view.budget, language) })}
        className="h-2.5 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className={twMerge('h-full rounded-full', view.overBudget ? 'bg-error-600' : 'bg-primary-600')} style={{ width: `${share}%` }} />
      </div>
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-fg-muted">
        <span>
          {t('squad.setup.spent', { spent: `\u2068${formatMillions(view.spent, language)}\u2069`, budget: `\u2068${formatMillions(view.budget, language)}\u2069` })}
        </span>
        <span>
          {t('squad.setup.players')}{' '}
          <bdi className="font-semibold text-fg">{t('squad.setup.playerCount', { n: formatInteger(view.playerCount, language), total: formatInteger(view.squadSize, language) })}</bdi>
        </span>
      </div>
      {view.overBudget ? <p className="text-sm font-semibold text-error-700">{t('squad.setup.overBudget')}</p> : null}
    </div>
  );
}

function SaveArea({ view, isDisabled, onSave }: { view: SquadEditorView<FantasyPlayerView>; isDisabled: boolean; onSave: () => void }) {
  const { t } = useTranslation('ui');
  const errors = [
    ...view.serverErrors.map((error) => (error.translationKey ? t(error.translationKey) : (error.message ?? t('squad.errors.invalidTeamSetup')))),
    ...(view.saveError ? [t(view.saveError)] : []),
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button isDisabled={isDisabled} isPending={view.isSaving} onPress={onSave} className="min-w-28">
          {t('squad.setup.save')}
        </Button>
        <div role="status" className="min-w-0 flex-1 text-sm">
          {view.hints.length > 0 ? (
            <ul data-testid="save-hints" className="flex flex-col gap-0.5 font-semibold text-error-700">
              {view.hints.map((hint) => (
                <li key={hint}>{t(hint)}</li>
              ))}
            </ul>
          ) : view.status === 'saved' ? (
            <span className="font-semibold text-success-700">{t('squad.saved')}</span>
          ) : view.dirty && !view.readOnly ? (
            <span className="text-fg-muted">{t('squad.setup.unsaved')}</span>
          ) : null}
        </div>
      </div>
      {view.rejection ? <Alert tone="error">{t(view.rejection)}</Alert> : null}
      {errors.length > 0 ? <Alert tone="error" messages={errors} /> : null}
    </div>
  );
}

function JoinOverlay({ onJoin }: { onJoin?: () => void }) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <div className="absolute inset-0 z-10 flex items-start justify-center bg-surface/80 p-4 pt-16 backdrop-blur-sm">
      <section aria-labelledby={titleId} className="flex max-w-sm flex-col items-center gap-4 rounded-lg border border-border bg-surface p-6 text-center shadow-lg">
        <LockIcon size={32} className="text-fg-muted" />
        <h2 id={titleId} className="text-lg font-bold text-fg">
          {t('squad.setup.notJoinedTitle')}
        </h2>
        <Button onPress={onJoin}>{t('squad.setup.joinNow')}</Button>
      </section>
    </div>
  );
}
