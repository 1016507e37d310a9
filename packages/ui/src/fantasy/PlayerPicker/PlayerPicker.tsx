import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Dialog as AriaDialog, Heading, ToggleButton } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, formatMillions, positions, SQUAD_SIZE, type Position } from '@hadaf/domain';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button, buttonStyles } from '../../primitives/Button/Button.tsx';
import { CloseButton } from '../../primitives/Dialog/CloseButton.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import type { FantasyPlayerView } from '../FantasyPlayer/FantasyPlayer.ts';
import { AlertIcon, CheckIcon, InfoIcon, PlusIcon, SearchIcon } from '../../primitives/icons/Icon.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { LoadMore } from '../../primitives/LoadMore/LoadMore.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { NumberField } from '../../primitives/NumberField/NumberField.tsx';
import { SearchField } from '../../primitives/SearchField/SearchField.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { twMerge } from '../../lib/utils.ts';
import { PlayerIdentity, PlayerOutlook, SheetModal, usePositionLabel } from './shared.tsx';

/** The player list's filters, the query of GET /v2/players (position, team, price_from, price_to, q). */
export interface PlayerPickerFilters {
  position: Position | null;
  teamId: number | null;
  /** Millions. */
  priceFrom: number | null;
  /** Millions. */
  priceTo: number | null;
  name: string;
}

export interface PlayerPickerTeam {
  readonly id: number;
  readonly name: string;
}

export interface PlayerPickerProps {
  isOpen: boolean;
  onClose: () => void;
  /** The players loaded so far (every page). */
  players: readonly FantasyPlayerView[];
  /** The ids already in the squad: their rows show as chosen, and pressing one toggles it off. */
  selectedIds: readonly number[];
  /** The position the fan is filling: preselects the position filter. null: any position. */
  position?: Position | null;
  /** The competition's teams, for the team filter. */
  teams: readonly PlayerPickerTeam[];
  /** Millions left in the budget; dearer players stay pickable but are marked. */
  remainingBudget: number;
  /** The first page is loading. */
  isLoading?: boolean;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  onLoadMore?: () => void;
  /**
   * The filters changed: every value at once. Name and team arrive debounced (competitions §5: 500 ms); position and
   * prices at once (carrying any name or team change still waiting).
   */
  onFiltersChange: (filters: PlayerPickerFilters) => void;
  /** Pick a player, or drop a chosen one. */
  onTogglePlayer: (player: FantasyPlayerView) => void;
  /** Open a player's info (PlayerInfo). */
  onPlayerInfo?: (id: number) => void;
  /** The debounce of name and team changes, in ms (the spec's 500 unless a test says otherwise). */
  debounceMs?: number;
  /** Players a full squad has (competitions §9: 15): the footer counts towards it and says when it is complete. */
  squadSize?: number;
  /** Time zone of the next fixtures' days (the browser's by default). */
  timeZone?: string;
}

/** The debounce of the name search and the team filter (competitions §5, §9). */
export const PLAYER_FILTER_DEBOUNCE_MS = 500;

function initialFilters(position: Position | null): PlayerPickerFilters {
  return { position, teamId: null, priceFrom: null, priceTo: null, name: '' };
}

/**
 * The filter state the view owns: every change updates the fields at once; name and team changes reach
 * `onFiltersChange` after the debounce, position and prices immediately. Filling another position resets the
 * position filter to it.
 */
function usePlayerFilters(position: Position | null, onFiltersChange: (filters: PlayerPickerFilters) => void, debounceMs: number) {
  const [filters, setFilters] = useState(() => initialFilters(position));
  const [filling, setFilling] = useState(position);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const report = useRef(onFiltersChange);
  useEffect(() => {
    report.current = onFiltersChange;
  }, [onFiltersChange]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  if (filling !== position) {
    setFilling(position);
    setFilters((current) => ({ ...current, position }));
  }
  const change = (patch: Partial<PlayerPickerFilters>, debounced: boolean) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (debounced) {
      timer.current = setTimeout(() => {
        timer.current = null;
        report.current(next);
      }, debounceMs);
    } else {
      report.current(next);
    }
  };
  return { filters, change };
}

function priceValue(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}

function FilterFields({ filters, change, teams }: { filters: PlayerPickerFilters; change: (patch: Partial<PlayerPickerFilters>, debounced: boolean) => void; teams: readonly PlayerPickerTeam[] }) {
  const { t } = useTranslation('ui');
  const positionLabel = usePositionLabel();
  return (
    <div className="flex flex-col gap-4">
      <SearchField
        label={t('players.picker.name')}
        placeholder={t('players.picker.namePlaceholder')}
        value={filters.name}
        onChange={(name) => change({ name }, true)}
      />
      <Select
        label={t('players.position')}
        selectedKey={filters.position ?? 'all'}
        onSelectionChange={(key) => change({ position: positions.find((value) => value === key) ?? null }, false)}
      >
        <SelectItem id="all">{t('players.picker.allPositions')}</SelectItem>
        {positions.map((value) => (
          <SelectItem key={value} id={value}>
            {positionLabel(value)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('players.team')}
        selectedKey={filters.teamId === null ? 'all' : String(filters.teamId)}
        onSelectionChange={(key) => change({ teamId: key === 'all' || key === null ? null : Number(key) }, true)}
      >
        <SelectItem id="all">{t('players.picker.allTeams')}</SelectItem>
        {teams.map((team) => (
          <SelectItem key={team.id} id={String(team.id)} textValue={team.name}>
            <bdi>{team.name}</bdi>
          </SelectItem>
        ))}
      </Select>
      {/* Side by side in the filters modal; one above the other in the narrower desktop side panel. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 desktop:grid-cols-1">
        <NumberField
          label={t('players.picker.priceFrom')}
          minValue={0}
          // The range cannot turn inside out: each bound clamps to the other on commit.
          maxValue={filters.priceTo ?? undefined}
          step={0.5}
          formatOptions={{ minimumFractionDigits: 1, maximumFractionDigits: 1 }}
          value={filters.priceFrom ?? Number.NaN}
          onChange={(value) => change({ priceFrom: priceValue(value) }, false)}
        />
        <NumberField
          label={t('players.picker.priceTo')}
          minValue={filters.priceFrom ?? 0}
          step={0.5}
          formatOptions={{ minimumFractionDigits: 1, maximumFractionDigits: 1 }}
          value={filters.priceTo ?? Number.NaN}
          onChange={(value) => change({ priceTo: priceValue(value) }, false)}
        />
      </div>
    </div>
  );
}

/** One player of the list; memoised, so typing in the filters re-renders none of the rows. */
const PlayerRow = memo(function PlayerRow({
  player,
  isSelected,
  isOverBudget,
  onToggle,
  onInfo,
  timeZone,
}: {
  player: FantasyPlayerView;
  isSelected: boolean;
  isOverBudget: boolean;
  onToggle: (player: FantasyPlayerView) => void;
  onInfo?: (id: number) => void;
  timeZone?: string;
}) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  return (
    <li
      data-testid="player-row"
      data-selected={isSelected || undefined}
      className={twMerge('flex items-center gap-2 rounded-md border border-border bg-surface px-3 py-2 sm:gap-3', isSelected && 'border-primary-600 bg-primary-50')}
    >
      <PlayerIdentity
        player={player}
        className="flex-1"
        showNumber
        footer={<PlayerOutlook player={player} timeZone={timeZone} />}
        // Phones: the price joins the team line, so the name keeps the width.
        detail={
          <span className={twMerge('inline-flex items-center gap-1 font-semibold sm:hidden', isOverBudget ? 'text-error-700' : 'text-fg')}>
            <bdi className="tabular-nums">{formatMillions(player.price, language)}</bdi>
            {isOverBudget ? (
              <>
                <AlertIcon size={14} />
                <span className="sr-only">{t('players.picker.overBudget')}</span>
              </>
            ) : null}
          </span>
        }
      />
      <span className="flex shrink-0 flex-col items-end gap-1 text-sm max-sm:hidden">
        <bdi className={twMerge('font-semibold tabular-nums', isOverBudget ? 'text-error-700' : 'text-fg')}>{formatMillions(player.price, language)}</bdi>
        {isOverBudget ? <Badge variant="error">{t('players.picker.overBudget')}</Badge> : null}
      </span>
      {onInfo ? <IconButton label={t('players.picker.info', { name: player.name })} icon={(size) => <InfoIcon size={size} />} size="sm" onPress={() => onInfo(player.id)} /> : null}
      <ToggleButton
        isSelected={isSelected}
        onChange={() => onToggle(player)}
        className={(renderProps) => buttonStyles({ ...renderProps, variant: isSelected ? 'primary' : 'outline', size: 'sm', className: 'min-w-11 shrink-0 sm:min-w-24' })}
      >
        {isSelected ? <CheckIcon size={16} /> : <PlusIcon size={16} />}
        {/* The visible word, then the player for assistive technology: "Pick Emam Ashour", "Picked Emam Ashour". */}
        <span className="max-sm:sr-only">{isSelected ? t('players.picker.picked') : t('players.picker.pick')}</span>
        <span className="sr-only">
          {' '}
          <bdi>{player.name}</bdi>
        </span>
      </ToggleButton>
    </li>
  );
});

/**
 * The player selection modal of fantasy team setup (competitions §2 "Fantasy team setup", §5): the filters (position,
 * team, price from/to, name) as a side panel on desktop (≥ 1224 px) and behind a Filters button in a modal below it;
 * the players with their shirt number, price (marked when dearer than the remaining budget), points, form and next
 * fixture; chosen players show as picked and pressing them again drops them. Load More pages on; an empty result says
 * "No records". The footer counts the squad towards its 15, says when it is complete, and Done closes the picker.
 */
export function PlayerPicker({
  isOpen,
  onClose,
  players,
  selectedIds,
  position = null,
  teams,
  remainingBudget,
  isLoading = false,
  hasNextPage = false,
  isFetchingNextPage = false,
  onLoadMore,
  onFiltersChange,
  onTogglePlayer,
  onPlayerInfo,
  debounceMs = PLAYER_FILTER_DEBOUNCE_MS,
  squadSize = SQUAD_SIZE,
  timeZone,
}: PlayerPickerProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const positionLabel = usePositionLabel();
  const { filters, change } = usePlayerFilters(position, onFiltersChange, debounceMs);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const selected = new Set(selectedIds);
  const overBudget = remainingBudget < 0;
  const complete = selectedIds.length >= squadSize;
  // Stable callbacks for the memoised rows, calling the latest props.
  const latest = useRef({ onTogglePlayer, onPlayerInfo });
  useLayoutEffect(() => {
    latest.current = { onTogglePlayer, onPlayerInfo };
  });
  const toggle = useCallback((player: FantasyPlayerView) => latest.current.onTogglePlayer(player), []);
  const info = useCallback((id: number) => latest.current.onPlayerInfo?.(id), []);
  return (
    <SheetModal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="xl">
      <AriaDialog className="flex min-h-0 flex-1 flex-col outline-none" data-testid="player-picker">
        <div className="flex items-start gap-3 border-b border-border px-5 pt-4 pb-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Heading slot="title" className="text-lg font-semibold text-fg">
              {t('players.picker.title')}
            </Heading>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
              {position ? <span>{t('players.picker.filling', { position: positionLabel(position) })}</span> : null}
              <span>
                {t('players.picker.remaining')}:{' '}
                <bdi data-testid="remaining-budget" className={twMerge('font-semibold tabular-nums', overBudget ? 'text-error-700' : 'text-fg')}>
                  {formatMillions(remainingBudget, language)}
                </bdi>
              </span>
            </p>
          </div>
          <CloseButton className="-me-2 -mt-1" />
        </div>
        <div className="flex min-h-0 flex-1">
          <aside aria-label={t('players.picker.filtersLabel')} className="hidden w-72 shrink-0 overflow-y-auto border-e border-border p-5 desktop:block">
            <FilterFields filters={filters} change={change} teams={teams} />
          </aside>
          <div className="flex min-w-0 flex-1 flex-col gap-3 overflow-y-auto p-4 desktop:p-5">
            <div className="desktop:hidden">
              <Button variant="outline" size="sm" icon={<SearchIcon size={16} />} onPress={() => setFiltersOpen(true)}>
                {t('players.picker.filters')}
              </Button>
            </div>
            {isLoading ? (
              <div className="flex justify-center p-6">
                <Spinner label={t('players.picker.loading')} />
              </div>
            ) : players.length === 0 ? (
              <EmptyState title={t('players.noRecords')} message={t('players.picker.empty')} headingLevel={3} />
            ) : (
              <ul aria-label={t('players.picker.list')} className="flex flex-col gap-2">
                {players.map((player) => {
                  const isSelected = selected.has(player.id);
                  return (
                    <PlayerRow
                      key={player.id}
                      player={player}
                      isSelected={isSelected}
                      isOverBudget={!isSelected && player.price > remainingBudget}
                      onToggle={toggle}
                      onInfo={onPlayerInfo ? info : undefined}
                      timeZone={timeZone}
                    />
                  );
                })}
              </ul>
            )}
            {onLoadMore && !isLoading ? <LoadMore hasNextPage={hasNextPage} isPending={isFetchingNextPage} onLoadMore={onLoadMore} className="py-2" /> : null}
          </div>
        </div>
        {/* Always in reach, however long the list: how far the squad is, and Done (× alone read as "cancel"). */}
        <div className="flex items-center gap-3 border-t border-border px-5 py-3">
          <p role="status" data-testid="squad-progress" className="min-w-0 flex-1 text-sm">
            {complete ? (
              <span className="inline-flex items-center gap-1.5 font-semibold text-success-700">
                <CheckIcon size={16} />
                {t('players.picker.complete', { total: formatInteger(squadSize, language) })}
              </span>
            ) : (
              <span className="text-fg-muted">
                {t('players.picker.chosenOf', { count: selectedIds.length, n: formatInteger(selectedIds.length, language), total: formatInteger(squadSize, language) })}
              </span>
            )}
          </p>
          <Button variant={complete ? 'primary' : 'outline'} onPress={onClose} className="min-w-24 shrink-0">
            {t('players.picker.done')}
          </Button>
        </div>
        <Modal isOpen={filtersOpen} onOpenChange={setFiltersOpen} size="sm">
          <Dialog
            title={t('players.picker.filters')}
            footer={({ close }) => (
              <Button fullWidth onPress={close}>
                {t('players.picker.showResults')}
              </Button>
            )}
          >
            <FilterFields filters={filters} change={change} teams={teams} />
          </Dialog>
        </Modal>
      </AriaDialog>
    </SheetModal>
  );
}
