import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { stateIds } from '../inventory.ts';

/**
 * A transition's stable name: source path, event, and its position among the source's
 * candidates for that event. Names, not object identity, because `machine.provide()` builds
 * new state nodes and tests run the provided copy.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const candidates: readonly AnyTransitionDefinition[] =
    transition.eventType === '' ? source.always ?? [] : source.transitions.get(transition.eventType) ?? [];
  const index = candidates.findIndex((candidate) => candidate === transition);
  return `${source.path.join('.') || '(root)'} on ${transition.eventType || '(always)'} #${index}`;
}

/** Every transition the machine defines, eventless and delayed ones included. */
export function transitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: AnyStateNode): void => {
    for (const candidates of node.transitions.values()) keys.push(...candidates.map(transitionKey));
    keys.push(...(node.always ?? []).map(transitionKey));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return keys;
}

function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.map((node) => node.path.join('.')).filter((id) => id !== '');
}

export interface MachineCoverage {
  /** Pass as `createActor(machine, { inspect: coverage.inspect })`. */
  readonly inspect: (event: InspectionEvent) => void;
  readonly visitedStates: ReadonlySet<string>;
  readonly takenTransitions: ReadonlySet<string>;
  missingStates(): string[];
  missingTransitions(): string[];
}

/**
 * Records which states of `machine` are entered and which transitions fire, across every
 * actor that reports to `inspect`. Only snapshots of this machine count, so invoked children
 * are ignored.
 */
export function createMachineCoverage(machine: AnyStateMachine): MachineCoverage {
  const visitedStates = new Set<string>();
  const takenTransitions = new Set<string>();
  const isOwnSnapshot = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
    typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && (snapshot as AnyMachineSnapshot).machine.id === machine.id;

  const inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    if (!isOwnSnapshot(event.snapshot)) return;
    for (const id of activeStateIds(event.snapshot)) visitedStates.add(id);
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) {
      takenTransitions.add(transitionKey(transition));
      // The source was active when its transition fired, even if the same microstep left it
      // (transient states such as an initial `always` router are never in a settled snapshot).
      const sourcePath = transition.source.path;
      for (let depth = 1; depth <= sourcePath.length; depth += 1) visitedStates.add(sourcePath.slice(0, depth).join('.'));
    }
  };

  return {
    inspect,
    visitedStates,
    takenTransitions,
    missingStates: () => stateIds(machine).filter((id) => !visitedStates.has(id)),
    missingTransitions: () => transitionKeys(machine).filter((key) => !takenTransitions.has(key)),
  };
}
