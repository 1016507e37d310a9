import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, type StateValue } from 'xstate';
import { connectPredictionPanel } from './connect.ts';
import { predictionPanelMachine } from './machine.ts';

const input = { now: '2026-11-21T12:00:00Z', eligibility: 'allowed', autoNavigate: false } as const;
const { context } = getInitialSnapshot(predictionPanelMachine, input);
const at = (value: StateValue) => predictionPanelMachine.resolveState({ value, context: { ...context, predictions: { 7: 'yes' } } });

describe('the prediction panel as its view shows it', () => {
  it.each(['noMatch', 'editing', 'saving', 'saved', 'failed', 'locked', 'preserved'] as const)('%s reads as %s', (state) => {
    expect(connectPredictionPanel(at(state)).status).toBe(state);
  });

  it('says what may be pressed and carries the values', () => {
    expect(connectPredictionPanel(at('locked'))).toMatchObject({ isLocked: true, isSaving: false, values: { 7: 'yes' } });
    expect(connectPredictionPanel(at('saving'))).toMatchObject({ isLocked: false, isSaving: true });
    expect(connectPredictionPanel(at('editing'))).toMatchObject({ isLocked: false, isSaving: false });
  });

  it('shows a fresh panel with no match as noMatch', () => {
    expect(connectPredictionPanel(getInitialSnapshot(predictionPanelMachine, input)).status).toBe('noMatch');
  });
});
