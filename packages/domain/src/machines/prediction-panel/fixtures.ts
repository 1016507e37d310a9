import type { PanelMatch } from './types.ts';

/** Server time used by the panel tests: two hours before `openMatch` kicks off. */
export const serverNow = Date.parse('2026-05-01T16:00:00Z');

export const openMatch: PanelMatch = {
  id: 11,
  kickOff: '2026-05-01T18:00:00Z',
  flags: ['predictable'],
  bets: [{ id: 1, active: true }],
  predictions: { 1: '1-0' },
};

export const nextMatch: PanelMatch = { ...openMatch, id: 12, predictions: {} };

export const unpredictableMatch: PanelMatch = { ...openMatch, id: 13, flags: [] };
