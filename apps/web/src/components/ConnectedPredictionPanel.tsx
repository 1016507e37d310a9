import type { ComponentProps } from 'react';
import type { PredictionPanel as PredictionPanelView, PredictionPanelValue, PredictionPanelValues } from '@hadaf/ui';
import { LazyPredictionPanel as PredictionPanel } from './PredictionPanelLazy.tsx';
import { usePredictionPanel, type MatchItem } from '../hooks/usePredictionPanel.ts';

export interface ConnectedPredictionPanelProps {
  /** The sticky side panel (from 992 px), else the overlay, open while a match is selected. */
  desktop: boolean;
  item: MatchItem | null;
  items: MatchItem[];
  onSelect: (id: number | null) => void;
  onClose: () => void;
  focusRequest: number;
  picks: ComponentProps<typeof PredictionPanelView>['picks'];
}

/**
 * The prediction panel bound to the prediction-panel machine (usePredictionPanel). Its own chunk, loaded as the list
 * renders: the machine is not needed before the first paint, and the panel's view is a chunk of its own as well.
 */
export default function ConnectedPredictionPanel({ desktop, item, items, onSelect, onClose, focusRequest, picks }: ConnectedPredictionPanelProps) {
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
    focusRequest,
    picks,
  } as const;
  if (desktop) return <PredictionPanel {...panelProps} variant="side" className="top-20" />;
  // The inline-end drawer: its height is the viewport's, so its body scrolls to Predict Now (the bottom sheet grows past
  // the screen with a long bonus list; reported to the ui package).
  return item && <PredictionPanel {...panelProps} variant="overlay" isOpen onClose={onClose} />;
}
