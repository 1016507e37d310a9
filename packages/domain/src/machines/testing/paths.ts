import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import {
  createActor,
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  SimulatedClock,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type InputFrom,
} from 'xstate';
import { transitionKey, type MachineCoverage } from './coverage.ts';

/** A test path: the events that, sent in order from the initial state, walk the machine. */
export type EventPath = readonly AnyEventObject[];

export interface PathExploration<TMachine extends AnyStateMachine> {
  /** Candidate events; only those the current state accepts are tried. Include the
   * `xstate.done.actor.*`, `xstate.error.actor.*` and `xstate.after.*` events, with payloads,
   * that stand for the outside world answering. */
  readonly events: readonly AnyEventObject[];
  readonly input?: InputFrom<TMachine>;
  /**
   * The part of the context that tells states apart for exploration; the whole context unless
   * told. Keep every field a guard reads, drop display-only fields, or the graph grows with
   * every combination of names and flags.
   */
  readonly distinguish?: (context: ContextFrom<TMachine>) => unknown;
}

/**
 * Event paths that together take every edge of the machine's reachable graph: the shortest path
 * to each state, and for each edge leaving it, that path plus the edge's event. Guards see real
 * context, so an edge exists only where the machine would really take it.
 */
export function edgeCoveringPaths<TMachine extends AnyStateMachine>(machine: TMachine, exploration: PathExploration<TMachine>): EventPath[] {
  const serializeState = (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify({
      value: snapshot.value,
      context: exploration.distinguish ? exploration.distinguish(snapshot.context as ContextFrom<TMachine>) : snapshot.context,
    });
  const options = {
    events: (snapshot: AnyMachineSnapshot) => exploration.events.filter((event) => snapshot.can(event)),
    serializeState,
    ...(exploration.input === undefined ? {} : { input: exploration.input }),
  };
  // Explored as any machine: the options speak of snapshots and events in general, not this machine's types.
  const logic: AnyStateMachine = machine;
  const eventsTo = new Map<string, EventPath>();
  for (const path of getShortestPaths(logic, options)) {
    // The first step stands for starting the actor (`xstate.init`); replays start the actor instead.
    const events = path.steps.map((step) => step.event as AnyEventObject).filter((event) => event.type !== 'xstate.init');
    eventsTo.set(serializeState(path.state as AnyMachineSnapshot), events);
  }
  const paths: EventPath[] = [...eventsTo.values()];
  // An edge earns its own test only if it takes a transition no earlier edge took. Eventless
  // transitions fire on the way into states, which the shortest paths already enter.
  const seen = new Set<string>();
  for (const [serialized, { state, transitions }] of Object.entries(getAdjacencyMap(logic, options))) {
    const prefix = eventsTo.get(serialized);
    if (!prefix) continue;
    for (const edge of Object.values(transitions) as Array<{ event: AnyEventObject }>) {
      const taken = machine.getTransitionData(state as AnyMachineSnapshot, edge.event).map(transitionKey);
      const novel = taken.filter((key) => !seen.has(key));
      if (novel.length === 0) continue;
      novel.forEach((key) => seen.add(key));
      paths.push([...prefix, edge.event]);
    }
  }
  return paths;
}

/** Stand-ins for every actor the machine invokes: they never settle, so the path's own
 * done/error events are the only answers the machine gets. */
function silentActors(machine: AnyStateMachine): Record<string, AnyActorLogic> {
  const names = Object.keys(machine.implementations.actors);
  return Object.fromEntries(names.map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
}

interface Observation {
  readonly value: unknown;
  readonly context: unknown;
}

export interface ReplayResult {
  /** What the live actor showed after each event. */
  readonly observed: readonly Observation[];
  /** What the pure transition function predicts after each event. */
  readonly expected: readonly Observation[];
}

/**
 * Runs a path against a live actor (simulated clock, silent actors) and, beside it, through the
 * pure transition function, so a test can check that both agree at every step.
 */
export function replayPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: EventPath,
  coverage: MachineCoverage,
  input?: InputFrom<TMachine>,
): ReplayResult {
  const live = machine.provide({ actors: silentActors(machine) }) as AnyStateMachine;
  const actor = createActor(live, { clock: new SimulatedClock(), inspect: coverage.inspect, ...(input === undefined ? {} : { input }) });
  actor.start();
  let predicted = getInitialSnapshot(live, input) as AnyMachineSnapshot;
  const observed: Observation[] = [];
  const expected: Observation[] = [];
  for (const event of path) {
    actor.send(event);
    const snapshot = actor.getSnapshot();
    observed.push({ value: snapshot.value, context: snapshot.context });
    predicted = getNextSnapshot(live, predicted, event) as AnyMachineSnapshot;
    expected.push({ value: predicted.value, context: predicted.context });
  }
  actor.stop();
  return { observed, expected };
}
