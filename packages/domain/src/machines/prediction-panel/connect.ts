import type { SnapshotFrom } from 'xstate';
import type { predictionPanelMachine } from './machine.ts';
import type { PredictionValues } from './types.ts';

/** The panel's resting states as its view shows them (checking is momentary: it reads as editing). */
export type PredictionPanelStatus = 'opening' | 'noMatch' | 'editing' | 'saving' | 'saved' | 'failed' | 'locked' | 'preserved';

export interface PredictionPanelView {
  status: PredictionPanelStatus;
  /** The predictions being edited, by bet id. */
  values: PredictionValues;
  /** Inputs and Predict Now are disabled: the match is closed to predictions. */
  isLocked: boolean;
  /** A save is under way. */
  isSaving: boolean;
}

type PanelSnapshot = SnapshotFrom<typeof predictionPanelMachine>;

const statuses: readonly PredictionPanelStatus[] = ['opening', 'noMatch', 'editing', 'saving', 'saved', 'failed', 'locked', 'preserved'];

function statusOf(snapshot: PanelSnapshot): PredictionPanelStatus {
  return statuses.find((status) => snapshot.matches(status)) ?? 'editing';
}

/** The prediction panel machine's snapshot → the panel view's props (zag-style connect). */
export function connectPredictionPanel(snapshot: PanelSnapshot): PredictionPanelView {
  const status = statusOf(snapshot);
  return { status, values: snapshot.context.predictions, isLocked: status === 'locked', isSaving: status === 'saving' };
}
