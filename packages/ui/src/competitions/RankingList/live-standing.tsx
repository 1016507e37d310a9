import { useState } from 'react';
import { formatInteger, formatRelativeTime, intlLocale, type Language } from '@hadaf/domain';
import { useTranslation } from '../../i18n/react.ts';
import { useClockNow } from '../../lib/clock.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { twMerge } from '../../lib/utils.ts';

/**
 * How long ago `at` was: "3 seconds ago" under a minute (a live re-rank's stamp), else as the domain words it ("2
 * minutes ago"). Here, not in the domain: the domain is part of every first screen, this only of the competition pages.
 */
export function formatAgo(at: string, now: number, language: Language): string {
  const distance = Date.parse(at) - now;
  if (distance > -60_000) return new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' }).format(Math.trunc(Math.min(distance, 0) / 1000), 'second');
  return formatRelativeTime(at, now, language);
}

/**
 * "Updated 3 seconds ago", in the reader's language and digits: against the nearest ClockProvider's time, so it moves
 * each second while the page is open (a live re-rank resets it), else against `now`. Nothing without either.
 */
export function UpdatedAgo({ updatedAt, now, className }: { updatedAt: string; now?: number | undefined; className?: string }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const ticking = useClockNow();
  const at = ticking ?? now;
  if (at === undefined) return null;
  // Never "in 2 seconds": a stamp a moment ahead of this clock reads "now".
  return <span className={className}>{t('competition.ranking.updatedAt', { ago: formatAgo(updatedAt, at, language) })}</span>;
}

/**
 * How many places the fan's rank moved at its last change while shown here (up is positive); 0 until it moves.
 * Worked out while rendering (React's derived state), so the new rank and its move show in the same frame.
 */
export function useRankMove(ranking: number | undefined): number {
  const [seen, setSeen] = useState({ ranking, move: 0 });
  if (ranking !== seen.ranking) {
    const move = ranking !== undefined && seen.ranking !== undefined ? seen.ranking - ranking : 0;
    setSeen({ ranking, move });
    return move;
  }
  return seen.move;
}

/** The words of a move ("Up 2 places"), in the reader's digits. */
export function useMoveWords(move: number): string {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  if (move === 0) return '';
  const n = Math.abs(move);
  return t(move > 0 ? 'competition.ranking.moveUp' : 'competition.ranking.moveDown', { count: n, n: formatInteger(n, language) });
}

/** The own row's move since the page opened: an arrow and the places, in words for assistive technology. */
export function RankMove({ move, className }: { move: number; className?: string }) {
  const words = useMoveWords(move);
  const language = useMatchLanguage();
  if (move === 0) return null;
  return (
    <span data-testid="rank-move" className={twMerge('inline-flex shrink-0 items-center gap-0.5 text-xs font-bold tabular-nums', move > 0 ? 'text-success-700' : 'text-error-700', className)}>
      <span aria-hidden="true">
        {move > 0 ? '▲' : '▼'}
        <bdi>{formatInteger(Math.abs(move), language)}</bdi>
      </span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
