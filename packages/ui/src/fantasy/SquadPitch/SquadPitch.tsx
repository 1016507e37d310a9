import { useContext, useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, formatMillions, formatPoints, type Position } from '@hadaf/domain';
import type { SquadMemberView } from '../FantasyPlayer/FantasyPlayer.ts';
import { PlusIcon } from '../../primitives/icons/Icon.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { focusRing, tv, twMerge } from '../../lib/utils.ts';
import { MovedPlayers, useLivePoints } from './live-points.tsx';

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

/**
 * A place of the lineup (a line's n-th place on the pitch or on the bench), whoever stands in it: when an overlay
 * opened from an empty place closes, focus returns to that place though a player now fills it (useFocusReturn).
 */
function focusPlace(position: Position, where: 'pitch' | 'bench', index: number): string {
  return `${where}:${position}:${index}`;
}

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
 * points once scored), his shirt number in the reader's digits and the captain's armband, named as one phrase
 * ("A. Ziyech, 2.2M, captain"); empty places are buttons that ask for a player of that position. The substitutes'
 * bench sits under the pitch, one place per group. Each line is a labelled list.
 */
export function SquadPitch({ lines, readOnly = false, onAddPlayer, onPlayerPress, className }: SquadPitchProps) {
  const { t } = useTranslation('ui');
  const benchId = useId();
  const sorted = order.map((position) => lines.find((line) => line.position === position)).filter((line): line is SquadPitchLine => Boolean(line));
  const live = useLivePoints(sorted.flatMap((line) => [...line.starters, ...line.substitutes]));
  return (
    <MovedPlayers.Provider value={live.moved}>
    <div className={twMerge('flex w-full min-w-0 flex-col gap-3', className)}>
      <p role="status" className="sr-only">
        {live.said}
      </p>
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
              ...members.map((player, index) => (
                <li key={player.id} className="flex min-w-0 flex-col items-center gap-1">
                  <span className="text-xs font-semibold text-fg-muted">{t(`squad.short.${line.position}`)}</span>
                  <PlayerSlot player={player} readOnly={readOnly} onPress={onPlayerPress} tone="bench" place={focusPlace(line.position, 'bench', index)} />
                </li>
              )),
              ...Array.from({ length: empty }, (_, index) => (
                <li key={`${line.position}-empty-${index}`} className="flex min-w-0 flex-col items-center gap-1">
                  <span className="text-xs font-semibold text-fg-muted">{t(`squad.short.${line.position}`)}</span>
                  <EmptySlot position={line.position} readOnly={readOnly} onAdd={onAddPlayer} tone="bench" place={focusPlace(line.position, 'bench', members.length + index)} />
                </li>
              )),
            ];
          })}
        </ul>
      </section>
    </div>
    </MovedPlayers.Provider>
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
        {line.starters.map((player, index) => (
          <li key={player.id} className="flex max-w-24 min-w-0 flex-1 justify-center">
            <PlayerSlot player={player} readOnly={readOnly} onPress={onPlayerPress} tone="pitch" place={focusPlace(line.position, 'pitch', index)} />
          </li>
        ))}
        {Array.from({ length: line.emptyStarterSlots }, (_, index) => (
          <li key={`empty-${index}`} className="flex max-w-24 min-w-0 flex-1 justify-center">
            <EmptySlot position={line.position} readOnly={readOnly} onAdd={onAddPlayer} tone="pitch" place={focusPlace(line.position, 'pitch', line.starters.length + index)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlayerSlot({
  player,
  readOnly,
  onPress,
  tone,
  place,
}: {
  player: SquadMemberView;
  readOnly: boolean;
  onPress?: (id: number) => void;
  tone: 'pitch' | 'bench';
  place: string;
}) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const scored = typeof player.points === 'number';
  // His points just moved (a live match event): marked for a few seconds, in place (the chip keeps its size).
  const moved = useContext(MovedPlayers).has(player.id);
  const value = scored ? t('squad.pitch.points', { points: formatPoints(player.points ?? 0, language) }) : formatMillions(player.price, language);
  // One readable name ("A. Ziyech, 2.2M, captain"), not the badge, the name and the price run together: the visible
  // words first and together, so a speech user's "click A. Ziyech 2.2M" finds it (label in name, WCAG 2.5.3).
  const name = t(player.isCaptain ? 'squad.pitch.slotNameCaptain' : 'squad.pitch.slotName', { name: player.name, value });
  const content = (
    <>
      <span className="relative">
        {player.photoUrl ? (
          <>
            <img src={player.photoUrl} alt="" className="size-10 rounded-full border-2 border-white bg-surface object-cover sm:size-12" />
            {player.number !== null ? (
              // The shirt number in the reader's digits (the photo carries none); a mark drawn by CSS, like the armband.
              <span
                aria-hidden="true"
                data-testid="shirt-number"
                data-mark={formatInteger(player.number, language)}
                className="absolute -start-1.5 -bottom-0.5 flex h-4 min-w-4 items-center justify-center rounded-full border border-white bg-secondary-600 px-0.5 text-[10px] leading-none font-bold text-white tabular-nums before:content-[attr(data-mark)]"
              />
            ) : null}
          </>
        ) : (
          <Shirt position={player.position} number={player.number} />
        )}
        {player.isCaptain ? (
          // The armband ("C") is drawn by CSS: the place's name says "captain" in words, and a visible letter the name
          // does not contain would break label-in-name (WCAG 2.5.3) for speech users.
          <span
            aria-hidden="true"
            data-testid="captain-mark"
            data-mark={t('squad.pitch.captainShort')}
            className="absolute -end-1.5 -top-1 flex size-5 items-center justify-center rounded-full border border-white bg-neutral-900 text-[11px] font-bold text-white before:content-[attr(data-mark)]"
          />
        ) : null}
      </span>
      <span className={twMerge('w-full truncate rounded-sm px-1 text-[11px] leading-4 font-semibold sm:text-xs', tone === 'pitch' ? 'bg-surface text-fg' : 'text-fg')}>
        {player.name}
      </span>{' '}
      <span
        data-live={moved || undefined}
        className={twMerge('rounded-sm px-1 text-[11px] leading-4 tabular-nums transition-colors sm:text-xs', moved ? 'bg-medal-gold font-bold text-neutral-900' : 'bg-neutral-900 text-white')}
      >
        <bdi>{value}</bdi>
      </span>
    </>
  );
  if (readOnly || !onPress) {
    return (
      <div data-testid={`player-${player.id}`} data-focus-place={place} className={slotStyles({ interactive: false })}>
        <span aria-hidden="true" className="contents">
          {content}
        </span>
        <span className="sr-only">{name}</span>
      </div>
    );
  }
  return (
    <AriaButton
      data-testid={`player-${player.id}`}
      data-focus-place={place}
      aria-label={name}
      onPress={() => onPress(player.id)}
      className={(renderProps) => slotStyles({ ...renderProps, interactive: true })}
    >
      {content}
    </AriaButton>
  );
}

function EmptySlot({ position, readOnly, onAdd, tone, place }: { position: Position; readOnly: boolean; onAdd?: (position: Position) => void; tone: 'pitch' | 'bench'; place: string }) {
  const { t } = useTranslation('ui');
  const circle = twMerge(
    'flex size-10 items-center justify-center rounded-full border-2 border-dashed sm:size-12',
    tone === 'pitch' ? 'border-white/80 text-white' : 'border-border-strong text-fg-muted',
  );
  const label = twMerge('text-[11px] leading-4 font-semibold sm:text-xs', tone === 'pitch' ? 'text-white' : 'text-fg-muted');
  if (readOnly || !onAdd) {
    return (
      <div data-focus-place={place} className={slotStyles({ interactive: false })}>
        <span aria-hidden="true" className={circle} />
        <span className={label}>{t('squad.pitch.empty')}</span>
      </div>
    );
  }
  return (
    <AriaButton
      aria-label={t(`squad.add.${position}`)}
      data-focus-place={place}
      onPress={() => onAdd(position)}
      className={(renderProps) => slotStyles({ ...renderProps, interactive: true })}
    >
      <span aria-hidden="true" className={circle}>
        <PlusIcon size={20} />
      </span>
      <span className={label}>{t('squad.pitch.addShort')}</span>
    </AriaButton>
  );
}

/**
 * A shirt in the team's colour token (goalkeepers wear another), with the squad number in the reader's digits, drawn
 * by CSS like the other marks (the place's name says who he is).
 */
function Shirt({ position, number }: { position: Position; number: number | null }) {
  const language = useMatchLanguage();
  return (
    <span className="relative flex size-10 items-center justify-center sm:size-12">
      <svg aria-hidden="true" viewBox="0 0 48 48" className={twMerge('absolute inset-0 size-full', position === 'Goalkeeper' ? 'text-warning-700' : 'text-secondary-600')}>
        <path
          d="M16 4l-11 6 4 10 5-2v26h20V18l5 2 4-10-11-6c-1 3-4 5-8 5s-7-2-8-5z"
          className="fill-current stroke-white"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {number !== null ? (
        <span
          aria-hidden="true"
          data-testid="shirt-number"
          data-mark={formatInteger(number, language)}
          className="relative mt-1.5 text-[11px] leading-none font-bold text-white tabular-nums before:content-[attr(data-mark)] sm:text-[13px]"
        />
      ) : null}
    </span>
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
