import type { AnyStateMachine } from 'xstate';
import { expect } from 'vitest';
import { createMachineCoverage, type MachineCoverage } from './coverage.ts';
import { edgeCoveringPaths, replayPath, type PathExploration } from './paths.ts';

export interface PathCoverageReport {
  readonly coverage: MachineCoverage;
  readonly pathCount: number;
}

/**
 * Explores the machine from each starting input, replays every edge-covering path on a live
 * actor, checks the live actor agrees with the graph at every step, and asserts that every
 * state in the inventory was entered and every defined transition fired.
 */
export function expectFullPathCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  explorations: readonly PathExploration<TMachine>[],
): PathCoverageReport {
  const coverage = createMachineCoverage(machine);
  let pathCount = 0;
  for (const exploration of explorations) {
    for (const path of edgeCoveringPaths(machine, exploration)) {
      const { observed, expected } = replayPath(machine, path, coverage, exploration.input);
      expect(observed).toEqual(expected);
      pathCount += 1;
    }
  }
  expect(coverage.missingStates(), 'states no path entered').toEqual([]);
  expect(coverage.missingTransitions(), 'transitions no path took').toEqual([]);
  return { coverage, pathCount };
}
