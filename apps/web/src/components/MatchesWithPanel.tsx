import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useGame, useGamePicks, useHadafClient, useServerNow } from '@hadaf/api-client';
import { predictionPhaseOf } from '@hadaf/domain';
import { ClockProvider, refocusWhenLost, secondsClock, useMediaQuery } from '@hadaf/ui';
import { loadPredictionPanel } from './PredictionPanelLazy.tsx';
import { DESKTOP_QUERY } from '../hooks/breakpoints.ts';
import type { MatchItem } from '../hooks/usePredictionPanel.ts';

// The prediction machine and its binding are not needed before the list's first paint: their own chunk.
const ConnectedPredictionPanel = lazy(() => import('./ConnectedPredictionPanel.tsx'));

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
  // The panel's view is requested with its binding, not after it.
  const panelShown = desktop || selectedId !== null;
  useEffect(() => {
    if (panelShown) void loadPredictionPanel();
  }, [panelShown]);
  const close = () => {
    const closing = selectedId;
    // Closed from inside the sheet (Escape, ×): it stays a moment as it slides out.
    const sheet = document.activeElement?.closest('[role="dialog"]');
    onSelect(null);
    // The sheet gives focus back to what opened it, but a sheet opened by the address had nothing before it, and on a
    // competition's match route the list is re-created: the match's card takes it then.
    if (closing !== null) refocusWhenLost(() => [cardOf(closing)], { leaving: sheet });
  };
  return (
    <ClockProvider clock={clock}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,22rem)]">
        <aside className="hidden lg:block">{aside}</aside>
        <div className="min-w-0">{list}</div>
        {/* One place for both forms, so the machine (and what a fan is typing) outlives a resize or a turned tablet. */}
        <div {...(desktop ? { className: 'min-w-0', 'data-testid': 'prediction-panel', 'data-tutorial': 'prediction' } : { className: 'hidden' })}>
          <Suspense fallback={null}>
            <ConnectedPredictionPanel
              desktop={desktop}
              item={item}
              items={items}
              onSelect={onSelect}
              onClose={close}
              focusRequest={focusRequest}
              picks={closed && picks.data?.data.match_id === item.id ? picks.data.data.picks : null}
            />
          </Suspense>
        </div>
      </div>
    </ClockProvider>
  );
}
