import { Dialog as AriaDialog, Heading } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, formatPoints, localizeDigits, positions } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { CloseButton } from '../../primitives/Dialog/CloseButton.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import type { SquadMemberView } from '../FantasyPlayer/FantasyPlayer.ts';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { PlayerIdentity, SheetModal } from '../PlayerPicker/shared.tsx';
import { RowMarks } from '../ScoreBreakdown/ScoreBreakdown.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { twMerge } from '../../lib/utils.ts';

/** Another fan's squad as the ranking shows it (competitions §3 Breakdown: user, players, formation; with the ranking row's rank and points). */
export interface SquadBreakdownView {
  readonly user: { readonly id: number; readonly name: string; readonly photoUrl?: string | null };
  /** The fan's rank; null when not ranked yet. */
  readonly ranking: number | null;
  readonly points: number;
  /** "4-4-2"; null without a squad. */
  readonly formation: string | null;
  /** The 15 players (11 in a legacy squad); empty when the fan has not picked a squad. */
  readonly players: readonly SquadMemberView[];
}

export interface SquadBreakdownProps {
  isOpen: boolean;
  onClose: () => void;
  /** The squad; null while it loads or when loading failed. */
  breakdown: SquadBreakdownView | null;
  /** The ranking row that was opened: its user shows in the header while the squad loads. */
  user?: SquadBreakdownView['user'];
  isLoading?: boolean;
  /** Loading failed: the message and Try again (when onRetry is given). */
  isError?: boolean;
  onRetry?: () => void;
}

function Summary({ breakdown }: { breakdown: SquadBreakdownView }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const items = [
    { key: 'rank', label: t('players.squad.rank'), value: breakdown.ranking === null ? '–' : formatInteger(breakdown.ranking, language) },
    { key: 'points', label: t('players.points'), value: formatPoints(breakdown.points, language) },
    { key: 'formation', label: t('players.squad.formation'), value: breakdown.formation ? localizeDigits(breakdown.formation, language) : '–' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2" data-testid="squad-summary">
      {items.map((item) => (
        <div key={item.key} className="flex flex-col-reverse items-center gap-0.5 rounded-md bg-surface-sunken p-2 text-center">
          <dt className="text-xs text-fg-muted">{item.label}</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid={`squad-${item.key}`}>
            {/* In the reader's digits: a formation ("٤-٤-٢") reads from the right in Arabic, defenders first. */}
            <bdi>{item.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Players({ players }: { players: readonly SquadMemberView[] }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  return (
    <div className="flex flex-col gap-4">
      {positions.map((position) => {
        // Starters first, then the group's substitute.
        const group = players.filter((player) => player.position === position).sort((a, b) => Number(a.isSubstitute) - Number(b.isSubstitute));
        if (group.length === 0) return null;
        const headingId = `squad-group-${position}`;
        return (
          <section key={position} aria-labelledby={headingId} className="flex flex-col gap-1">
            <h3 id={headingId} className="text-sm font-semibold text-fg-muted">
              {t(`players.groups.${position}`)}
            </h3>
            <ul className="flex flex-col gap-1">
              {group.map((player) => (
                <li
                  key={player.id}
                  data-testid="squad-player"
                  className={twMerge('flex items-center gap-3 rounded-md border border-border px-3 py-2', player.isSubstitute && 'border-dashed bg-surface-muted')}
                >
                  <PlayerIdentity
                    player={player}
                    size="sm"
                    showPosition={false}
                    className="flex-1"
                    extra={
                      <>
                        <RowMarks isCaptain={player.isCaptain} />
                        {player.isSubstitute ? <Badge variant="neutral">{t('players.substitute')}</Badge> : null}
                      </>
                    }
                  />
                  <span className="shrink-0 text-sm font-semibold tabular-nums">
                    <bdi>{player.points === null || player.points === undefined ? '–' : formatPoints(player.points, language)}</bdi>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/**
 * Another fan's squad, opened from a ranking row of a fantasy competition (competitions §2 Ranking tab): the fan
 * (photo, name), rank, points and formation, and the players grouped by position with team and points, the captain
 * and the substitutes marked. A full-screen modal below 1224 px (the spec's mobile modal), a dialog on desktop.
 */
export function SquadBreakdown({ isOpen, onClose, breakdown, user, isLoading = false, isError = false, onRetry }: SquadBreakdownProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const fan = breakdown?.user ?? user;
  return (
    <SheetModal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="md">
      <AriaDialog aria-label={fan ? undefined : t('players.squad.loading')} className="flex min-h-0 flex-1 flex-col outline-none" data-testid="squad-breakdown">
        <div className="flex items-center gap-3 border-b border-border px-5 pt-4 pb-3">
          {fan ? (
            <>
              <Avatar name={fan.name} src={fan.photoUrl ?? undefined} size="lg" />
              <div className="flex min-w-0 flex-1 flex-col">
                <Heading slot="title" className="text-lg font-semibold text-fg">
                  {t('players.squad.title', { name: fan.name })}
                </Heading>
                {breakdown && breakdown.players.length > 0 ? (
                  <p className="text-sm text-fg-muted">{t('players.squad.players', { count: breakdown.players.length, n: formatInteger(breakdown.players.length, language) })}</p>
                ) : null}
              </div>
            </>
          ) : (
            <span className="flex-1" />
          )}
          <CloseButton className="-me-2 self-start" />
        </div>
        {/* Scrolls on small screens; focusable so keyboard users can scroll it (the players are not interactive). */}
        <div
          role="region"
          aria-label={fan ? t('players.squad.label', { name: fan.name }) : t('players.squad.loading')}
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto p-5 outline-focus -outline-offset-2 focus-visible:outline-2"
        >
          {isLoading ? (
            <div className="flex justify-center p-6">
              <Spinner label={t('players.squad.loading')} />
            </div>
          ) : isError || !breakdown ? (
            <div className="flex flex-col items-start gap-3">
              <Alert tone="error">{t('players.squad.failed')}</Alert>
              {onRetry ? (
                <Button variant="outline" onPress={onRetry}>
                  {t('players.squad.retry')}
                </Button>
              ) : null}
            </div>
          ) : (
            <div className="flex flex-col gap-5">
              <Summary breakdown={breakdown} />
              {breakdown.players.length === 0 ? (
                <EmptyState title={t('players.noRecords')} message={t('players.squad.empty')} headingLevel={3} className="py-6" />
              ) : (
                <Players players={breakdown.players} />
              )}
            </div>
          )}
        </div>
      </AriaDialog>
    </SheetModal>
  );
}
