import { createContext, useEffect, useState } from 'react';
import { formatPoints } from '@hadaf/domain';
import { useTranslation } from '../../i18n/react.ts';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import type { SquadMemberView } from '../FantasyPlayer/FantasyPlayer.ts';

/** How long a player's points stay marked after they moved. */
const MARK_MS = 4_000;

/** The players whose points just moved (live), for their slots to mark. */
export const MovedPlayers = createContext<ReadonlySet<number>>(new Set());

/**
 * The squad's live points: which players' points moved while the pitch is shown (marked for a few seconds) and the
 * newest moves in words, for a polite status ("M. Salah: 10.00 pts"). Points already there when it appears are not
 * news. Worked out while rendering (React's derived state), so new points and their mark show in the same frame.
 */
export function useLivePoints(players: readonly SquadMemberView[]): { moved: ReadonlySet<number>; said: string } {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const signature = players.map((player) => `${player.id}:${player.points ?? ''}`).join(',');
  const [live, setLive] = useState(() => ({ signature, points: pointsOf(players), moved: new Set<number>() as ReadonlySet<number>, said: '' }));
  let current = live;
  if (signature !== live.signature) {
    const changed = players.filter((player) => live.points.has(player.id) && typeof player.points === 'number' && live.points.get(player.id) !== player.points);
    current = {
      signature,
      points: pointsOf(players),
      moved: changed.length > 0 ? new Set(changed.map((player) => player.id)) : live.moved,
      said:
        changed.length > 0
          ? changed.map((player) => `${player.name}: ${t('squad.pitch.points', { points: formatPoints(player.points ?? 0, language) })}`).join(language === 'ar' ? '، ' : ', ')
          : live.said,
    };
    setLive(current);
  }
  useEffect(() => {
    if (live.moved.size === 0) return;
    const timer = setTimeout(() => setLive((state) => ({ ...state, moved: new Set() })), MARK_MS);
    return () => clearTimeout(timer);
  }, [live.moved]);
  return { moved: current.moved, said: current.said };
}

const pointsOf = (players: readonly SquadMemberView[]) => new Map(players.map((player) => [player.id, player.points]));
