import { useEffect, type ReactNode } from 'react';
import { useGame } from '@hadaf/api-client';
import type { PredictionPanelValue, PredictionPanelValues } from '@hadaf/ui';
import { useMediaQuery } from '@hadaf/ui';
import { LazyPredictionPanel as PredictionPanel } from './PredictionPanelLazy.tsx';
import { DESKTOP_QUERY } from '../hooks/breakpoints.ts';
import { usePredictionPanel, type MatchItem } from '../hooks/usePredictionPanel.ts';

/**
 * The list with the prediction panel beside it: a sticky side panel from 992 px, an overlay below
 * (platform.md §2). The selected match is fetched on its own (a fetch failure clears the selection, §8).
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
  const game = useGame({ path: { id: selectedId ?? 0 } }, { enabled: selectedId !== null });
  const item = selectedId === null ? null : (game.data?.data ?? items.find((candidate) => candidate.id === selectedId) ?? null);
  const gameFailed = game.isError;
  useEffect(() => {
    if (gameFailed) onSelect(null);
  }, [gameFailed, onSelect]);
  const panel = usePredictionPanel({
    item,
    onNextMatch: (afterId) => {
      const index = items.findIndex((candidate) => candidate.id === afterId);
      const next = index >= 0 ? items[index + 1] : undefined;
      if (next) onSelect(next.id);
    },
  });
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
  } as const;
  return (
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
          <PredictionPanel {...panelProps} variant="overlay" isOpen onClose={() => onSelect(null)} />
        )
      )}
    </div>
  );
}
