import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBetEditable, isPredictionLocked, predictionLockTime, predictionPhaseOf, PREDICTION_LOCK_LEAD_MS } from './prediction-lock.ts';

const kickOff = '2026-11-21T18:00:00Z';

describe('prediction lock', () => {
  it('closes one hour before kick-off', () => {
    expect(predictionLockTime(kickOff).toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(PREDICTION_LOCK_LEAD_MS).toBe(3_600_000);
  });

  it('is open before the lock time and locked from it on', () => {
    expect(isPredictionLocked(kickOff, '2026-11-21T16:59:59.999Z')).toBe(false);
    expect(isPredictionLocked(kickOff, '2026-11-21T17:00:00.000Z')).toBe(true);
    expect(isPredictionLocked(kickOff, '2026-11-21T18:30:00Z')).toBe(true);
  });

  it('uses the clock it is given, in any instant form', () => {
    const kick = new Date(kickOff);
    expect(isPredictionLocked(kick, kick.getTime() - 2 * 3_600_000)).toBe(false);
    expect(isPredictionLocked(kick.getTime(), new Date(kick.getTime() - 30 * 60_000))).toBe(true);
  });

  it('fails closed on unreadable dates', () => {
    expect(isPredictionLocked('garbage', '2026-01-01T00:00:00Z')).toBe(true);
    expect(isPredictionLocked(kickOff, 'garbage')).toBe(true);
  });

  it('agrees with the lock time for any moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -1e8, max: 1e8 }), (kick, offset) => {
        const now = kick - PREDICTION_LOCK_LEAD_MS + offset;
        expect(isPredictionLocked(kick, now)).toBe(now >= predictionLockTime(kick).getTime());
      }),
    );
  });
});

describe('isBetEditable', () => {
  const early = '2026-11-21T12:00:00Z';

  it('needs an active bet', () => {
    expect(isBetEditable({ active: true }, kickOff, early)).toBe(true);
    expect(isBetEditable({ active: false }, kickOff, early)).toBe(false);
  });

  it('closes at the match lock even when the bet is still active', () => {
    expect(isBetEditable({ active: true, active_to: null }, kickOff, '2026-11-21T17:30:00Z')).toBe(false);
  });

  it('closes at the bet’s own active_to when that comes first', () => {
    const bet = { active: true, active_to: '2026-11-21T13:00:00Z' };
    expect(isBetEditable(bet, kickOff, early)).toBe(true);
    expect(isBetEditable(bet, kickOff, '2026-11-21T13:00:00Z')).toBe(false);
    expect(isBetEditable({ active: true, active_to: 'garbage' }, kickOff, early)).toBe(false);
  });
});

describe('prediction phase', () => {
  const at = (code: string, flags: string[]) => ({ start: kickOff, state: { code, flags } });

  it('is live or finished by the match state, whatever the clock', () => {
    expect(predictionPhaseOf(at('LIVE', ['live']), '2026-11-21T10:00:00Z')).toBe('live');
    expect(predictionPhaseOf(at('FINISHED', ['finished']))).toBe('finished');
  });

  it('is locked when the server no longer flags the match as predictable', () => {
    expect(predictionPhaseOf(at('NOT_STARTED', []))).toBe('locked');
    expect(predictionPhaseOf(at('NOT_STARTED', []), '2026-11-21T10:00:00Z')).toBe('locked');
  });

  it('is open while predictable, and locked once the server clock passes the lock', () => {
    expect(predictionPhaseOf(at('NOT_STARTED', ['predictable']))).toBe('open');
    expect(predictionPhaseOf(at('NOT_STARTED', ['predictable']), '2026-11-21T16:59:59Z')).toBe('open');
    expect(predictionPhaseOf(at('NOT_STARTED', ['predictable']), '2026-11-21T17:30:00Z')).toBe('locked');
  });
});
