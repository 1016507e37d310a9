import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, formatMatchDay, formatMillions, formatPoints, type Position } from '@hadaf/domain';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import type { FantasyPlayerView } from '../FantasyPlayer/FantasyPlayer.ts';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { modalOverlayStyles, modalStyles } from '../../primitives/Modal/Modal.tsx';
import { twMerge } from '../../lib/utils.ts';

/**
 * Shared pieces of the fantasy player views (PlayerPicker, PlayerInfo, ScoreBreakdown, SquadBreakdown).
 * Not exported from the package.
 */

/** The translated position name, long ("Goalkeeper") or short ("GK"). */
export function usePositionLabel() {
  const { t } = useTranslation('ui');
  return (position: Position, form: 'long' | 'short' = 'long') => t(form === 'long' ? `players.positions.${position}` : `players.positionsShort.${position}`);
}

export interface SheetModalProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'> {
  children?: ReactNode;
  /** The width on desktop (≥ 1224 px); below it the modal fills the screen. */
  size?: 'md' | 'lg' | 'xl';
  className?: string;
}

const desktopWidths = { md: 'desktop:max-w-lg', lg: 'desktop:max-w-3xl', xl: 'desktop:max-w-5xl' } as const;

/**
 * A modal that fills the screen below the 1224 px desktop breakpoint (competitions §2, §9: "on mobile the breakdown
 * is a modal") and is a centred dialog on desktop. Built from the Modal primitive's own styles.
 */
export function SheetModal({ children, size = 'lg', className, isDismissable = true, ...props }: SheetModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={modalOverlayStyles({ className: 'max-desktop:items-stretch max-desktop:p-0' })}>
      <AriaModal
        className={modalStyles({
          className: twMerge('flex flex-col max-desktop:h-full max-desktop:max-h-none max-desktop:max-w-none max-desktop:rounded-none desktop:max-h-[90vh]', desktopWidths[size], className),
        })}
      >
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}

/** A player's photo, name and team (with position, shirt number and price when asked). */
export function PlayerIdentity({
  player,
  showPosition = true,
  showNumber = false,
  showPrice = false,
  size = 'md',
  extra,
  detail,
  footer,
  className,
}: {
  player: Pick<FantasyPlayerView, 'name' | 'photoUrl' | 'team' | 'position' | 'price'> & { readonly number?: number | null };
  showPosition?: boolean;
  showNumber?: boolean;
  showPrice?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Beside the name (marks such as captain). */
  extra?: ReactNode;
  /** At the end of the team line. */
  detail?: ReactNode;
  /** Under the team line (e.g. the player's outlook). */
  footer?: ReactNode;
  className?: string;
}) {
  const language = useMatchLanguage();
  const positionLabel = usePositionLabel();
  return (
    <span className={twMerge('flex min-w-0 items-center gap-3', className)}>
      <Avatar name={player.name} src={player.photoUrl ?? undefined} size={size} />
      <span className="flex min-w-0 flex-col">
        <span className="flex min-w-0 items-center gap-2">
          <bdi className="truncate font-semibold text-fg">{player.name}</bdi>
          {extra}
        </span>
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-fg-muted">
          <bdi className="truncate">{player.team.name}</bdi>
          {showPosition ? <span>{positionLabel(player.position, 'short')}</span> : null}
          {showNumber && typeof player.number === 'number' ? <ShirtNumber number={player.number} /> : null}
          {showPrice ? <bdi className="tabular-nums">{formatMillions(player.price, language)}</bdi> : null}
          {detail}
        </span>
        {footer}
      </span>
    </span>
  );
}

/** A shirt number in the reader's digits ("#٧"), named for screen readers ("Shirt 7"). */
export function ShirtNumber({ number, className }: { number: number; className?: string }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const digits = formatInteger(number, language);
  return (
    <span data-testid="shirt-number" className={twMerge('tabular-nums', className)}>
      <span aria-hidden="true">#{digits}</span>
      <span className="sr-only">{t('players.shirtNumber', { n: digits })}</span>
    </span>
  );
}

/**
 * What a fan weighs before picking a player (issue 30): his points so far, his form (points per match over his last
 * five) and his team's next match, in the reader's digits. Says nothing of what the app did not load.
 */
export function PlayerOutlook({ player, timeZone, className }: { player: FantasyPlayerView; timeZone?: string; className?: string }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const { totalPoints, form, nextFixture } = player;
  const points = (value: number | null) => (value === null ? '–' : formatPoints(value, language));
  const fixture = (next: NonNullable<FantasyPlayerView['nextFixture']>) =>
    `${t(next.home ? 'players.outlook.home' : 'players.outlook.away', { opponent: next.opponent.name })} · ${formatMatchDay(next.start, language, timeZone)}`;
  const items = [
    totalPoints === undefined ? null : { key: 'points', label: t('players.outlook.points'), value: points(totalPoints) },
    form === undefined ? null : { key: 'form', label: t('players.outlook.form'), value: points(form) },
    nextFixture === undefined ? null : { key: 'next', label: t('players.outlook.next'), value: nextFixture ? fixture(nextFixture) : t('players.outlook.noFixture') },
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <dl data-testid="player-outlook" className={twMerge('mt-0.5 flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5 text-xs text-fg-muted', className)}>
      {items.map((item) => (
        <div key={item.key} data-outlook={item.key} className="flex min-w-0 items-baseline gap-1">
          <dt>{item.label}</dt>{' '}
          <dd className="min-w-0 font-semibold text-fg tabular-nums">
            <bdi>{item.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
