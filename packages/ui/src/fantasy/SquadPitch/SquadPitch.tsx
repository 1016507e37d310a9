import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatInteger, formatMillions, formatPoints, type Position } from '@hadaf/domain';
import type { SquadMemberView } from '../FantasyPlayer/FantasyPlayer.ts';
import { PlusIcon } from '../../primitives/icons/Icon.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { focusRing, tv, twMerge } from '../../lib/utils.ts';

/**
 * One position group as the squad views show it: `connectSquadEditor`'s line (its `SquadLineView` over
 * FantasyPlayerView fits this shape), or any squad the app maps (a finished round's lineup).
 */
export interface SquadPitchLine {
  readonly position: Position;
  /** On the pitch, in lineup order. */
  readonly starters: readonly SquadMemberView[];
  /** On the bench (normally the group's one substitute). */
  readonly substitutes: readonly SquadMemberView[];
  /** Starter places still empty: placeholders on the pitch. */
  readonly emptyStarterSlots: number;
  /** Bench places still empty (0 or 1). */
  readonly emptySubstituteSlots: number;
}

export interface SquadPitchProps {
  /** Goalkeepers, defenders, midfielders, attackers (any order; drawn goalkeeper first). */
  lines: readonly SquadPitchLine[];
  /** No add or press actions (a competition that has started, a friend's lineup). */
  readOnly?: boolean;
  /** An empty slot was pressed: the app opens its player picker for the position. */
  onAddPlayer?: (position: Position) => void;
  /** A player was pressed: the page opens his actions. */
  onPlayerPress?: (playerId: number) => void;
  className?: string;
}

const order: readonly Position[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'];

const slotStyles = tv({
  extend: focusRing,
  base: 'flex w-full min-w-0 flex-col items-center gap-0.5 rounded-md p-0.5 text-center',
  variants: {
    interactive: { true: 'cursor-pointer hovered:bg-black/15 pressed:bg-black/25', false: '' },
  },
});

/**
 * The squad's field view (competitions §2 "Fantasy team setup"): a pitch with one row per line — goalkeeper at the
 * top, then defenders, midfielders and attackers — each player as his photo or shirt with name and price (or his
 * points once scored) and the captain's armband; empty places are buttons that ask for a player of that position.
 * The substitutes' bench sits under the pitch, one place per group. Each line is a labelled list.
 */
export function SquadPitch({ lines, readOnly = false, onAddPlayer, onPlayerPress, className }: SquadPitchProps) {
  const { t } = useTranslation('ui');
  const benchId = useId();
  const sorted = order.map((position) => lines.find((line) => line.position === position)).filter((line): line is SquadPitchLine => Boolean(line));
  return (
    <div className={twMerge('flex w-full min-w-0 flex-col gap-3', className)}>
      <section aria-label={t('squad.pitch.label')} className="relative isolate overflow-hidden rounded-lg bg-success-700 px-1 py-3 sm:px-4 sm:py-5">
        <PitchMarkings />
        <div className="relative flex min-h-72 flex-col justify-around gap-3 sm:min-h-96 sm:gap-5">
          {sorted.map((line) => (
            <PitchLine key={line.position} line={line} readOnly={readOnly} onAddPlayer={onAddPlayer} onPlayerPress={onPlayerPress} />
          ))}
        </div>
      </section>
      <section aria-labelledby={benchId} className="rounded-lg border border-border bg-surface-sunken p-2 sm:p-3">
        <p id={benchId} className="mb-2 text-sm font-semibold text-fg">
          {t('squad.pitch.bench')}
        </p>
        <ul className="grid grid-cols-4 gap-1 sm:gap-3">
          {sorted.map((line) => {
            const members = line.substitutes;
            const empty = line.emptySubstituteSlots;
            return [
              ...members.map((player) => (
                <li key={player.id} className="flex min-w-0 flex-col items-center gap-1">
                  <span className="text-xs font-semibold text-fg-muted">{t(`squad.short.${line.position}`)}</span>
                  <PlayerSlot player={player} readOnly={readOnly} onPress={onPlayerPress} tone="bench" />
                </li>
              )),
              ...Array.from({ length: empty }, (_, index) => (
                <li key={`${line.position}-empty-${index}`} className="flex min-w-0 flex-col items-center gap-1">
                  <span className="text-xs font-semibold text-fg-muted">{t(`squad.short.${line.position}`)}</span>
                  <EmptySlot position={line.position} readOnly={readOnly} onAdd={onAddPlayer} tone="bench" />
                </li>
              )),
            ];
          })}
        </ul>
      </section>
    </div>
  );
}

function PitchLine({ line, readOnly, onAddPlayer, onPlayerPress }: { line: SquadPitchLine; readOnly: boolean } & Pick<SquadPitchProps, 'onAddPlayer' | 'onPlayerPress'>) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  return (
    <div className="flex flex-col items-center gap-1">
      <p id={labelId} className="text-xs font-semibold text-white">
        {t(`squad.lines.${line.position}`)}
      </p>
      <ul aria-labelledby={labelId} className="flex w-full justify-center gap-1 sm:gap-3">
        {line.starters.map((player) => (
          <li key={player.id} className="flex max-w-24 min-w-0 flex-1 justify-center">
            <PlayerSlot player={player} readOnly={readOnly} onPress={onPlayerPress} tone="pitch" />
          </li>
        ))}
        {Array.from({ length: line.emptyStarterSlots }, (_, index) => (
          <li key={`empty-${index}`} className="flex max-w-24 min-w-0 flex-1 justify-center">
            <EmptySlot position={line.position} readOnly={readOnly} onAdd={onAddPlayer} tone="pitch" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlayerSlot({ player, readOnly, onPress, tone }: { player: SquadMemberView; readOnly: boolean; onPress?: (id: number) => void; tone: 'pitch' | 'bench' }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const scored = typeof player.points === 'number';
  const content = (
    <>
      <span className="relative">
        {player.photoUrl ? (
          <img src={player.photoUrl} alt="" className="size-10 rounded-full border-2 border-white bg-surface object-cover sm:size-12" />
        ) : (
          <Shirt position={player.position} number={player.number} />
        )}
        {player.isCaptain ? (
          <span className="absolute -end-1.5 -top-1 flex size-5 items-center justify-center rounded-full border border-white bg-neutral-900 text-[11px] font-bold text-white">
            <span aria-hidden="true">{t('squad.pitch.captainShort')}</span>
            <span className="sr-only">{t('squad.pitch.captain')}</span>
          </span>
        ) : null}
      </span>
      <span className={twMerge('w-full truncate rounded-sm px-1 text-[11px] leading-4 font-semibold sm:text-xs', tone === 'pitch' ? 'bg-surface text-fg' : 'text-fg')}>
        {player.name}
      </span>
      <span className="rounded-sm bg-neutral-900 px-1 text-[11px] leading-4 text-white tabular-nums sm:text-xs">
        <bdi>{scored ? t('squad.pitch.points', { points: formatPoints(player.points ?? 0, language) }) : formatMillions(player.price, language)}</bdi>
      </span>
    </>
  );
  if (readOnly || !onPress) {
    return (
      <div data-testid={`player-${player.id}`} className={slotStyles({ interactive: false })}>
        {content}
      </div>
    );
  }
  return (
    <AriaButton data-testid={`player-${player.id}`} onPress={() => onPress(player.id)} className={(renderProps) => slotStyles({ ...renderProps, interactive: true })}>
      {content}
    </AriaButton>
  );
}

function EmptySlot({ position, readOnly, onAdd, tone }: { position: Position; readOnly: boolean; onAdd?: (position: Position) => void; tone: 'pitch' | 'bench' }) {
  const { t } = useTranslation('ui');
  const circle = twMerge(
    'flex size-10 items-center justify-center rounded-full border-2 border-dashed sm:size-12',
    tone === 'pitch' ? 'border-white/80 text-white' : 'border-border-strong text-fg-muted',
  );
  const label = twMerge('text-[11px] leading-4 font-semibold sm:text-xs', tone === 'pitch' ? 'text-white' : 'text-fg-muted');
  if (readOnly || !onAdd) {
    return (
      <div className={slotStyles({ interactive: false })}>
        <span aria-hidden="true" className={circle} />
        <span className={label}>{t('squad.pitch.empty')}</span>
      </div>
    );
  }
  return (
    <AriaButton aria-label={t(`squad.add.${position}`)} onPress={() => onAdd(position)} className={(renderProps) => slotStyles({ ...renderProps, interactive: true })}>
      <span aria-hidden="true" className={circle}>
        <PlusIcon size={20} />
      </span>
      <span className={label}>{t('squad.pitch.addShort')}</span>
    </AriaButton>
  );
}

/** A shirt in the team's colour token (goalkeepers wear another), with the squad number. */
function Shirt({ position, number }: { position: Position; number: number | null }) {
  const language = useMatchLanguage();
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className={twMerge('size-10 sm:size-12', position === 'Goalkeeper' ? 'text-warning-700' : 'text-secondary-600')}>
      <path
        d="M16 4l-11 6 4 10 5-2v26h20V18l5 2 4-10-11-6c-1 3-4 5-8 5s-7-2-8-5z"
        className="fill-current stroke-white"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {number !== null ? (
        <text x="24" y="31" textAnchor="middle" fontSize="13" fontWeight="700" className="fill-white">
          {formatInteger(number, language)}
        </text>
      ) : null}
    </svg>
  );
}

/** The pitch's lines: touchlines, halfway line, centre circle and both boxes (decorative). */
function PitchMarkings() {
  return (
    <svg aria-hidden="true" viewBox="0 0 100 150" preserveAspectRatio="none" className="absolute inset-0 -z-10 size-full text-white/25">
      <g fill="none" stroke="currentColor" strokeWidth="1" vectorEffect="non-scaling-stroke">
        <rect x="3" y="3" width="94" height="144" vectorEffect="non-scaling-stroke" />
        <line x1="3" y1="75" x2="97" y2="75" vectorEffect="non-scaling-stroke" />
        <ellipse cx="50" cy="75" rx="14" ry="10" vectorEffect="non-scaling-stroke" />
        <rect x="25" y="3" width="50" height="20" vectorEffect="non-scaling-stroke" />
        <rect x="38" y="3" width="24" height="8" vectorEffect="non-scaling-stroke" />
        <rect x="25" y="127" width="50" height="20" vectorEffect="non-scaling-stroke" />
        <rect x="38" y="139" width="24" height="8" vectorEffect="non-scaling-stroke" />
      </g>
    </svg>
  );
}
