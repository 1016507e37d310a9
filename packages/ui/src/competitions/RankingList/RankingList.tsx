import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, formatPoints } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { LoadMore } from '../../primitives/LoadMore/LoadMore.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { twMerge } from '../../lib/utils.ts';
import { RankMove, UpdatedAgo, useRankMove } from './live-standing.tsx';

/** A ranking row (the contract's RankingItem). */
export interface RankingRow {
  readonly ranking: number;
  readonly points: number;
  readonly user: { readonly id: number; readonly name: string; readonly photoUrl?: string | null };
}

export interface RankingListProps {
  rows: readonly RankingRow[];
  /** The viewer's own row; undefined for a visitor (no own-row section), null for a fan without a rank. */
  mine?: RankingRow | null;
  /** The ranking is being generated (meta.pending). */
  isGenerating?: boolean;
  /** The viewer joined the competition: without a rank yet, they are told it is coming, not asked to join. */
  joined?: boolean;
  /**
   * When the ranks were last brought up to date (ISO, meta.updated_at), said against the nearest ClockProvider's time
   * (each second: "updated 3 seconds ago"), else `now` (ms; the server's clock).
   */
  updatedAt?: string | null;
  now?: number;
  isLoading?: boolean;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  onLoadMore?: () => void;
  /** A fantasy competition: each row gets a Squad button that opens that fan's squad breakdown (competitions §2). */
  onShowSquad?: (row: RankingRow) => void;
  className?: string;
}

/**
 * The Ranking tab (competitions §2): the fan's own row (signed-in fans), the list with Load More, when it was last
 * updated, and 'Ranking list is being generated, check again in a while.' while the first ranking is pending (a
 * re-rank of a list already there only says it is updating). Points show 2 decimals (§9). Live: when the own row's
 * rank moves, it shows by how much (an arrow and the places; the competition header says it).
 */
export function RankingList({
  rows,
  mine,
  isGenerating = false,
  joined = false,
  updatedAt = null,
  now,
  isLoading = false,
  hasNextPage = false,
  isFetchingNextPage = false,
  onLoadMore,
  onShowSquad,
  className,
}: RankingListProps) {
  const { t } = useTranslation('ui');
  const listed = rows.length > 0;
  const move = useRankMove(mine?.ranking);
  return (
    <div className={twMerge('flex flex-col gap-4', className)}>
      {isGenerating && !listed && !isLoading ? <Alert tone="info">{t('competition.ranking.pending')}</Alert> : null}
      {listed && (updatedAt || isGenerating) ? (
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-fg-muted">
          {updatedAt ? <UpdatedAgo updatedAt={updatedAt} now={now} /> : null}
          {isGenerating ? (
            <span role="status">{t('competition.ranking.updating')}</span>
          ) : null}
        </p>
      ) : null}
      {mine !== undefined ? (
        <section aria-labelledby="ranking-mine" className="flex flex-col gap-2">
          <h2 id="ranking-mine" className="text-sm font-semibold text-fg-muted">
            {t('competition.ranking.mine')}
          </h2>
          {mine ? (
            <table className="w-full">
              <tbody>
                <Row row={mine} own move={move} onShowSquad={onShowSquad} />
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-fg-muted">{t(joined ? 'competition.ranking.joinedNotRanked' : 'competition.ranking.notRanked')}</p>
          )}
        </section>
      ) : null}
      {isLoading ? (
        <div className="flex justify-center p-6">
          <Spinner label={t('competition.ranking.loading')} />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState message={t('competition.ranking.empty')} headingLevel={3} />
      ) : (
        <table className="w-full border-separate border-spacing-y-1">
          <caption className="sr-only">{t('competition.ranking.label')}</caption>
          <thead>
            <tr className="text-xs text-fg-muted">
              <th scope="col" className="w-14 px-3 text-start font-medium">
                {t('competition.ranking.rank')}
              </th>
              <th scope="col" className="px-3 text-start font-medium">
                {t('competition.ranking.fan')}
              </th>
              <th scope="col" className="px-3 text-end font-medium">
                {t('competition.ranking.points')}
              </th>
              {onShowSquad ? (
                <th scope="col" className="w-0 px-3 font-medium">
                  <span className="sr-only">{t('competition.ranking.squad')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.user.id} row={row} own={mine?.user.id === row.user.id} onShowSquad={onShowSquad} />
            ))}
          </tbody>
        </table>
      )}
      {onLoadMore ? <LoadMore hasNextPage={hasNextPage} isPending={isFetchingNextPage} onLoadMore={onLoadMore} /> : null}
    </div>
  );
}

function Row({ row, own = false, move = 0, onShowSquad }: { row: RankingRow; own?: boolean; move?: number; onShowSquad?: (row: RankingRow) => void }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const pointsEnd = onShowSquad ? '' : 'rounded-e-md border-e';
  return (
    <tr className={twMerge('bg-surface text-sm', own && 'bg-primary-50 font-semibold')} data-testid="ranking-row" aria-current={own ? 'true' : undefined}>
      <td className="w-14 rounded-s-md border-y border-s border-border px-3 py-2 text-center font-bold">
        <bdi>{formatInteger(row.ranking, language)}</bdi>
      </td>
      <td className="border-y border-border px-3 py-2">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar name={row.user.name} src={row.user.photoUrl ?? undefined} size="sm" />
          <UserText className="truncate">{row.user.name}</UserText>
          <RankMove move={move} />
        </span>
      </td>
      <td className={twMerge('border-y border-border px-3 py-2 text-end tabular-nums', pointsEnd)}>
        <bdi>{formatPoints(row.points, language)}</bdi>
      </td>
      {onShowSquad ? (
        <td className="rounded-e-md border-y border-e border-border px-2 py-1 text-end">
          <Button variant="outline" size="sm" aria-label={t('competition.ranking.showSquad', { name: row.user.name })} onPress={() => onShowSquad(row)}>
            {t('competition.ranking.squad')}
          </Button>
        </td>
      ) : null}
    </tr>
  );
}
