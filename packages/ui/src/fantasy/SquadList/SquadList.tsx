import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatMillions, formatPoints, type Position } from '@hadaf/domain';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import type { SquadMemberView } from '../FantasyPlayer/FantasyPlayer.ts';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { InfoIcon, MoreIcon, PlusIcon } from '../../primitives/icons/Icon.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/Menu.tsx';
import type { SquadPitchLine } from '../SquadPitch/SquadPitch.tsx';
import { twMerge } from '../../lib/utils.ts';

export interface SquadListProps {
  /** The same lines as SquadPitch (connectSquadEditor's `lines`). */
  lines: readonly SquadPitchLine[];
  /** No changes: only the players' info stays available. */
  readOnly?: boolean;
  onSetCaptain?: (playerId: number) => void;
  onMakeSubstitute?: (playerId: number) => void;
  onRemovePlayer?: (playerId: number) => void;
  onPlayerInfo?: (playerId: number) => void;
  /** A line's 'Add' button: the app opens its player picker for the position. */
  onAddPlayer?: (position: Position) => void;
  className?: string;
}

const order: readonly Position[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'];

/**
 * The squad's list view (competitions §2 "Fantasy team setup"): one table per position group — its starters, then
 * its substitute — with name, team, price and points, the captain marked; when editable each player has a menu
 * (make captain, make substitute, info, remove) and a group with free places an 'Add' button.
 */
export function SquadList({ lines, readOnly = false, onSetCaptain, onMakeSubstitute, onRemovePlayer, onPlayerInfo, onAddPlayer, className }: SquadListProps) {
  const sorted = order.map((position) => lines.find((line) => line.position === position)).filter((line): line is SquadPitchLine => Boolean(line));
  const actions = { onSetCaptain, onMakeSubstitute, onRemovePlayer, onPlayerInfo };
  return (
    <div className={twMerge('flex w-full min-w-0 flex-col gap-4', className)}>
      {sorted.map((line) => (
        <Group key={line.position} line={line} readOnly={readOnly} actions={actions} onAddPlayer={onAddPlayer} />
      ))}
    </div>
  );
}

type Actions = Pick<SquadListProps, 'onSetCaptain' | 'onMakeSubstitute' | 'onRemovePlayer' | 'onPlayerInfo'>;

function Group({ line, readOnly, actions, onAddPlayer }: { line: SquadPitchLine; readOnly: boolean; actions: Actions; onAddPlayer: SquadListProps['onAddPlayer'] }) {
  const { t } = useTranslation('ui');
  const players = [...line.starters, ...line.substitutes];
  const free = line.emptyStarterSlots + line.emptySubstituteSlots;
  const hasActions = readOnly ? Boolean(actions.onPlayerInfo) : true;
  return (
    // A focus group: when the Add button that opened the picker is gone (the group is full), focus returns to the group.
    <section data-focus-group={`list:${line.position}`} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-2 sm:p-3">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="pb-2 text-start text-base font-semibold text-fg">{t(`squad.lines.${line.position}`)}</caption>
        <thead>
          <tr className="border-b border-border text-xs text-fg-muted">
            <th scope="col" className="py-1 pe-2 text-start font-semibold">
              {t('squad.list.name')}
            </th>
            <th scope="col" className="hidden w-28 py-1 pe-2 text-start font-semibold sm:table-cell">
              {t('squad.list.team')}
            </th>
            <th scope="col" className="w-20 py-1 pe-2 text-end font-semibold">
              {t('squad.list.price')}
            </th>
            <th scope="col" className="w-16 py-1 pe-2 text-end font-semibold">
              {t('squad.list.points')}
            </th>
            {hasActions ? (
              <th scope="col" className="w-10 py-1">
                <span className="sr-only">{t('squad.list.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <Row key={player.id} player={player} readOnly={readOnly} actions={actions} hasActions={hasActions} />
          ))}
        </tbody>
      </table>
      {!readOnly && free > 0 && onAddPlayer ? (
        <Button
          variant="outline"
          size="sm"
          icon={<PlusIcon size={16} />}
          className="self-start"
          data-focus-place={`list:${line.position}:add`}
          onPress={() => onAddPlayer(line.position)}
        >
          {t(`squad.add.${line.position}`)}
        </Button>
      ) : null}
    </section>
  );
}

function Row({ player, readOnly, actions, hasActions }: { player: SquadMemberView; readOnly: boolean; actions: Actions; hasActions: boolean }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const nameId = useId();
  return (
    <tr data-testid={`row-${player.id}`} className="border-b border-border last:border-b-0">
      <td className="py-2 pe-2">
        <div className="flex min-w-0 items-center gap-1.5">
          <span id={nameId} className="min-w-0 truncate font-semibold text-fg">
            {player.name}
          </span>{' '}
          {/* The spaces keep the name and the marks apart for screen readers ("A. Ziyech Captain", not "A. ZiyechCaptain"). */}
          {player.isCaptain ? (
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-neutral-900 text-[11px] font-bold text-white">
              <span aria-hidden="true">{t('squad.pitch.captainShort')}</span>
              <span className="sr-only">{t('squad.pitch.captain')}</span>
            </span>
          ) : null}{' '}
          {player.isSubstitute ? (
            <Badge variant="neutral" className="shrink-0">
              {t('squad.list.substituteShort')}
            </Badge>
          ) : null}
        </div>
        <div className="truncate text-xs text-fg-muted sm:hidden">{player.team.name}</div>
      </td>
      <td className="hidden truncate py-2 pe-2 text-fg-muted sm:table-cell">{player.team.name}</td>
      <td className="py-2 pe-2 text-end text-fg tabular-nums">
        <bdi>{formatMillions(player.price, language)}</bdi>
      </td>
      <td className="py-2 pe-2 text-end text-fg tabular-nums">
        {typeof player.points === 'number' ? <bdi>{formatPoints(player.points, language)}</bdi> : t('squad.list.noPoints')}
      </td>
      {hasActions ? (
        <td className="py-1 text-end">
          {readOnly ? (
            <IconButton size="sm" label={t('squad.actions.info')} icon={<InfoIcon size={16} />} aria-describedby={nameId} onPress={() => actions.onPlayerInfo?.(player.id)} />
          ) : (
            <PlayerMenu player={player} actions={actions} />
          )}
        </td>
      ) : null}
    </tr>
  );
}

function PlayerMenu({ player, actions }: { player: SquadMemberView; actions: Actions }) {
  const { t } = useTranslation('ui');
  const disabledKeys = [...(player.isCaptain ? ['captain'] : []), ...(player.isSubstitute ? ['substitute'] : [])];
  return (
    <MenuTrigger>
      <IconButton size="sm" label={t('squad.list.more', { name: player.name })} icon={<MoreIcon size={16} />} />
      <Menu
        placement="bottom end"
        disabledKeys={disabledKeys}
        onAction={(key) => {
          if (key === 'captain') actions.onSetCaptain?.(player.id);
          else if (key === 'substitute') actions.onMakeSubstitute?.(player.id);
          else if (key === 'info') actions.onPlayerInfo?.(player.id);
          else if (key === 'remove') actions.onRemovePlayer?.(player.id);
        }}
      >
        <MenuItem id="captain">{t('squad.actions.captain')}</MenuItem>
        <MenuItem id="substitute">{t('squad.actions.substitute')}</MenuItem>
        <MenuItem id="info">{t('squad.actions.info')}</MenuItem>
        <MenuItem id="remove" variant="danger">
          {t('squad.actions.remove')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
