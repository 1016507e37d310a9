import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createMachineCoverage, transitionKeys } from './coverage.ts';
import { edgeCoveringPaths, replayPath } from './paths.ts';

/** A door with a state nothing leads to, so the helpers must report it. */
const door = setup({ types: { events: {} as { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'LOCK' } } }).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open', LOCK: { guard: () => false, target: 'locked' } } },
    open: { on: { CLOSE: 'closed' } },
    locked: { initial: 'bolted', states: { bolted: {} } },
  },
});

describe('machine coverage helpers', () => {
  it('lists every transition, guarded ones included', () => {
    expect(transitionKeys(door)).toEqual(['closed on OPEN #0', 'closed on LOCK #0', 'open on CLOSE #0']);
  });

  it('reports states and transitions a run never reached', () => {
    const coverage = createMachineCoverage(door);
    const actor = createActor(door, { inspect: coverage.inspect }).start();
    actor.send({ type: 'OPEN' });
    expect(coverage.missingStates()).toEqual(['locked', 'locked.bolted']);
    expect(coverage.missingTransitions()).toEqual(['closed on LOCK #0', 'open on CLOSE #0']);
  });

  it('finds paths for every edge the guards allow, and replays them faithfully', () => {
    const paths = edgeCoveringPaths(door, { events: [{ type: 'OPEN' }, { type: 'CLOSE' }, { type: 'LOCK' }] });
    expect(paths).toContainEqual([{ type: 'OPEN' }, { type: 'CLOSE' }]);
    const coverage = createMachineCoverage(door);
    for (const path of paths) {
      const { observed, expected } = replayPath(door, path, coverage);
      expect(observed).toEqual(expected);
    }
    expect(coverage.missingTransitions()).toEqual(['closed on LOCK #0']);
  });
});
