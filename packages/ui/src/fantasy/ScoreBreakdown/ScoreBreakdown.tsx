import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { fantasyEventGroups, formatInteger, formatPoints, type FantasyEventGroup } from '@hadaf/domain';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import type { FantasyPlayerView } from '../FantasyPlayer/FantasyPlayer.ts';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { PlayerIdentity } from '../PlayerPicker/shared.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { twMerge } from '../../lib/utils.ts';

/** One event group of a player's match: what happened (minutes, goals, cards…) and the points it earned. */
export interface ScoreBreakdownStat {
  /** Minutes for playing-time, a count for the other groups; null when only the points are known. */
  readonly value: number | null;
  /** Points of the group (the captain's already doubled). */
  readonly points: number;
}

/** One player's row of a match's score breakdown (the Match entity's score_breakdown[]: player, stats keyed by event group). */
export interface ScoreBreakdownRow {
  readonly player: Pick<FantasyPlayerView, 'id' | 'name' | 'position' | 'team' | 'photoUrl' | 'price'>;
  /** Stats keyed by event group; a group absent shows a dash. */
  readonly stats: Partial<Record<FantasyEventGroup, ScoreBreakdownStat>>;
  /** The captain: his points arrive doubled; the row is marked. */
  readonly isCaptain?: boolean;
  /** Came on from the bench (automatic substitution). */
  readonly substitutedOn?: boolean;
  /** A substitute who was not brought on: shown, not added to the total. */
  readonly didNotCount?: boolean;
}

export interface ScoreBreakdownProps {
  rows: readonly ScoreBreakdownRow[];
  isLoading?: boolean;
  /** The table's caption, e.g. the match ("Al Ahly 2–1 Zamalek"); defaults to "Score breakdown". */
  caption?: ReactNode;
  className?: string;
}

/** Points are summed in hundredths (0.02 a pass): binary fractions would drift. */
function hundredths(points: number): number {
  return Math.round(points * 100);
}

/** A row's total, in points. */
export function scoreBreakdownRowTotal(row: ScoreBreakdownRow): number {
  return fantasyEventGroups.reduce((sum, group) => sum + hundredths(row.stats[group]?.points ?? 0), 0) / 100;
}

/** The totals of the rows that count: per group and overall, in points. */
export function scoreBreakdownTotals(rows: readonly ScoreBreakdownRow[]): { byGroup: Record<FantasyEventGroup, number>; total: number } {
  const counted = rows.filter((row) => row.didNotCount !== true);
  const byGroup = Object.fromEntries(
    fantasyEventGroups.map((group) => [group, counted.reduce((sum, row) => sum + hundredths(row.stats[group]?.points ?? 0), 0) / 100]),
  ) as Record<FantasyEventGroup, number>;
  return { byGroup, total: fantasyEventGroups.reduce((sum, group) => sum + hundredths(byGroup[group]), 0) / 100 };
}

function useValueText() {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  return (group: FantasyEventGroup, value: number) =>
    group === 'playing-time' ? t('players.breakdown.minutes', { count: value, n: formatInteger(value, language) }) : formatInteger(value, language);
}

/** Marks of a row: captain, substituted on, did not count. */
export function RowMarks({ isCaptain, substitutedOn, didNotCount }: { isCaptain?: boolean; substitutedOn?: boolean; didNotCount?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <>
      {isCaptain ? (
        <Badge variant="primary" className="px-1.5">
          <abbr title={t('players.captain')} className="no-underline">
            {t('players.captainShort')}
          </abbr>
          <span className="sr-only">{t('players.captain')}</span>
        </Badge>
      ) : null}
      {substitutedOn ? <Badge variant="info">{t('players.breakdown.substitutedOn')}</Badge> : null}
      {didNotCount ? <Badge variant="neutral">{t('players.breakdown.didNotCount')}</Badge> : null}
    </>
  );
}

/**
 * A match's per-player score breakdown (competitions §2 Matches tab, §3, §9): one row per player (name, position, team,
 * captain and substitution marks) with, per event group, what happened and the points it earned, each row's total
 * and the totals of the players that counted. Points show 2 decimals. Scrolls sideways on narrow screens.
 */
export function ScoreBreakdown({ rows, isLoading = false, caption, className }: ScoreBreakdownProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const valueText = useValueText();
  if (isLoading) {
    return (
      <div className={twMerge('flex justify-center p-6', className)}>
        <Spinner label={t('players.breakdown.loading')} />
      </div>
    );
  }
  if (rows.length === 0) return <EmptyState title={t('players.noRecords')} message={t('players.breakdown.empty')} headingLevel={3} className={className} />;
  const totals = scoreBreakdownTotals(rows);
  return (
    <div
      role="region"
      aria-label={t('players.breakdown.label')}
      // Focusable so keyboard users can scroll it sideways.
      tabIndex={0}
      className={twMerge('max-w-full overflow-x-auto rounded-md border border-border outline-focus focus-visible:outline-2', className)}
    >
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="px-3 py-2 text-start font-semibold text-fg">{caption ?? t('players.breakdown.title')}</caption>
        <thead>
          <tr className="bg-surface-sunken text-xs text-fg-muted">
            <th scope="col" className="sticky start-0 z-10 bg-surface-sunken px-3 py-2 text-start font-medium">
              {t('players.breakdown.player')}
            </th>
            {fantasyEventGroups.map((group) => (
              <th key={group} scope="col" className="px-2 py-2 text-center font-medium">
                {t(`players.breakdown.groups.${group}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-end font-semibold text-fg">
              {t('players.breakdown.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.player.id}
              data-testid="breakdown-row"
              className={twMerge('border-t border-border bg-surface', row.didNotCount && 'text-fg-muted')}
            >
              <th scope="row" className="sticky start-0 z-10 bg-surface px-3 py-2 text-start font-normal">
                {/* Narrow on phones, so the sticky player column leaves room for the scores beside it. */}
                <PlayerIdentity
                  player={row.player}
                  size="sm"
                  className="min-w-36 max-sm:max-w-40"
                  detail={<RowMarks isCaptain={row.isCaptain} substitutedOn={row.substitutedOn} didNotCount={row.didNotCount} />}
                />
              </th>
              {fantasyEventGroups.map((group) => {
                const stat = row.stats[group];
                return (
                  <td key={group} className="px-2 py-2 text-center tabular-nums">
                    {stat ? (
                      <span className="flex flex-col items-center">
                        {stat.value !== null ? <bdi className="text-xs text-fg-muted">{valueText(group, stat.value)}</bdi> : null}
                        <bdi className={twMerge('font-semibold', stat.points < 0 && 'text-error-700')}>{formatPoints(stat.points, language)}</bdi>
                      </span>
                    ) : (
                      <span className="text-fg-subtle">–</span>
                    )}
                  </td>
                );
              })}
              <td className="px-3 py-2 text-end font-bold tabular-nums" data-testid="row-total">
                <bdi className={row.didNotCount ? 'line-through' : undefined}>{formatPoints(scoreBreakdownRowTotal(row), language)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border-strong bg-surface-muted font-semibold">
            <th scope="row" className="sticky start-0 z-10 bg-surface-muted px-3 py-2 text-start">
              {t('players.breakdown.totalPoints')}
            </th>
            {fantasyEventGroups.map((group) => (
              <td key={group} className="px-2 py-2 text-center tabular-nums">
                <bdi>{formatPoints(totals.byGroup[group], language)}</bdi>
              </td>
            ))}
            <td className="px-3 py-2 text-end text-base font-bold text-primary-700 tabular-nums" data-testid="breakdown-total">
              <bdi>{formatPoints(totals.total, language)}</bdi>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** One entry of a player's points_breakdown (competitions §3). */
export interface PointsBreakdownItem {
  readonly event_type_group: FantasyEventGroup;
  /** Points. */
  readonly amount: number;
}

export interface PlayerPointsBreakdownProps {
  breakdown: readonly PointsBreakdownItem[];
  isLoading?: boolean;
  /** The heading above the list; defaults to "Score breakdown". */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The compact single-player breakdown (the player sheet): each event group that earned or cost points, then the
 * total. Nothing earned shows the empty state.
 */
export function PlayerPointsBreakdown({ breakdown, isLoading = false, title, headingLevel = 3, className }: PlayerPointsBreakdownProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const Heading = `h${headingLevel}` as const;
  if (isLoading) {
    return (
      <div className={twMerge('flex justify-center p-4', className)}>
        <Spinner label={t('players.breakdown.loading')} />
      </div>
    );
  }
  const items = fantasyEventGroups.flatMap((group) => breakdown.filter((item) => item.event_type_group === group && item.amount !== 0));
  if (items.length === 0) return <EmptyState title={t('players.noRecords')} message={t('players.breakdown.empty')} headingLevel={headingLevel} className={twMerge('py-6', className)} />;
  const total = items.reduce((sum, item) => sum + hundredths(item.amount), 0) / 100;
  return (
    <section className={twMerge('flex flex-col gap-2', className)}>
      <Heading className="text-sm font-semibold text-fg-muted">{title ?? t('players.breakdown.title')}</Heading>
      <dl className="flex flex-col">
        {items.map((item) => (
          <div key={item.event_type_group} className="flex items-center justify-between gap-3 border-b border-border py-2" data-testid="points-item">
            <dt className="text-fg">{t(`players.breakdown.groups.${item.event_type_group}`)}</dt>
            <dd className={twMerge('font-semibold tabular-nums', item.amount < 0 && 'text-error-700')}>
              <bdi>{formatPoints(item.amount, language)}</bdi>
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-3 py-2 text-lg font-bold">
          <dt>{t('players.breakdown.total')}</dt>
          <dd className="text-primary-700 tabular-nums" data-testid="points-total">
            <bdi>{formatPoints(total, language)}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  );
}
