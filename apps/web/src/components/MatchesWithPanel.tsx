import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useGame, useGamePicks, useHadafClient, useServerNow } from '@hadaf/api-client';
import { predictionPhaseOf } from '@hadaf/domain';
import type { PredictionPanelValue, PredictionPanelValues } from '@hadaf/ui';
import { ClockProvider, refocusWhenLost, secondsClock, useMediaQuery } from '@hadaf/ui';
import { LazyPredictionPanel as PredictionPanel } from './PredictionPanelLazy.tsx';
import { DESKTOP_QUERY } from '../hooks/breakpoints.ts';
import { usePredictionPanel, type MatchItem } from '../hooks/usePredictionPanel.ts';

/** A match's card in the list (MatchCard marks it), found afresh: a route change may have re-created the list. */
const cardOf = (id: number) => document.querySelector<HTMLElement>(`[data-match-id="${id}"]`);

/**
 * A new number each time the selected match changes to another match after the first render (the fan opened one,
 * or the panel moved on after a save): the panel then brings the match into view and focuses it. A match preselected
 * by the address as the page loads takes no focus.
 */
function useFocusRequest(selectedId: number | null): number {
  const [seen, setSeen] = useState({ id: selectedId, request: 0 });
  if (seen.id !== selectedId) setSeen({ id: selectedId, request: selectedId === null ? seen.request : seen.request + 1 });
  return seen.request;
}

/**
 * The list with the prediction panel beside it: a sticky side panel from 992 px, an overlay below
 * (platform.md §2). The selected match is fetched on its own (a fetch failure clears the selection, §8). The list and
 * the panel count down to each match's lock on the server's clock; a closed match shows the fans' picks.
 */
export function MatchesWithPanel({
  list,
  selectedId,
  items,
  onSelect,
  aside,
}: {
  list: ReactNode;
  selectedId: number | null;
  items: MatchItem[];
  onSelect: (id: number | null) => void;
  aside?: ReactNode;
}) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const client = useHadafClient();
  const clock = useMemo(() => secondsClock(() => client.serverClock.now()), [client]);
  const now = useServerNow();
  const game = useGame({ path: { id: selectedId ?? 0 } }, { enabled: selectedId !== null });
  const item = selectedId === null ? null : (game.data?.data ?? items.find((candidate) => candidate.id === selectedId) ?? null);
  const gameFailed = game.isError;
  useEffect(() => {
    if (gameFailed) onSelect(null);
  }, [gameFailed, onSelect]);
  // Fans' picks only once the match has closed: the server reveals nothing before.
  const closed = item !== null && predictionPhaseOf(item.match, now) !== 'open';
  const picks = useGamePicks({ path: { id: item?.id ?? 0 } }, { enabled: closed });
  const focusRequest = useFocusRequest(selectedId);
  const panel = usePredictionPanel({
    item,
    onNextMatch: (afterId) => {
      const index = items.findIndex((candidate) => candidate.id === afterId);
      const next = index >= 0 ? items[index + 1] : undefined;
      if (next) onSelect(next.id);
    },
  });
  const close = () => {
    const closing = selectedId;
    // Closed from inside the sheet (Escape, ×): it stays a moment as it slides out.
    const sheet = document.activeElement?.closest('[role="dialog"]');
    onSelect(null);
    // The sheet gives focus back to what opened it, but a sheet opened by the address had nothing before it, and on a
    // competition's match route the list is re-created: the match's card takes it then.
    if (closing !== null) refocusWhenLost(() => [cardOf(closing)], { leaving: sheet });
  };
  const values: PredictionPanelValues = panel.predictions;
  const changeValue = (betId: number, value: PredictionPanelValue) => panel.changeBet(betId, value);
  const panelProps = {
    match: item,
    values,
    status: item ? panel.status : 'noMatch',
    isSignedIn: panel.showAutoNavigate,
    autoNavigate: panel.autoNavigate,
    onValueChange: changeValue,
    onAutoNavigateChange: panel.setAutoNavigate,
    onSubmit: panel.submit,
    focusRequest,
    picks: closed && picks.data?.data.match_id === item.id ? picks.data.data.picks : null,
  } as const;
  return (
    <ClockProvider clock={clock}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,22rem)]">
        <aside className="hidden lg:block">{aside}</aside>
        <div className="min-w-0">{list}</div>
        {desktop ? (
          <div className="min-w-0" data-testid="prediction-panel" data-tutorial="prediction">
            <PredictionPanel {...panelProps} variant="side" className="top-20" />
          </div>
        ) : (
          item && (
            // The inline-end drawer: its height is the viewport's, so its body scrolls to Predict Now (the bottom sheet
            // grows past the screen with a long bonus list; reported to the ui package).
            <PredictionPanel {...panelProps} variant="overlay" isOpen onClose={close} />
          )
        )}
      </div>
    </ClockProvider>
  );
}
