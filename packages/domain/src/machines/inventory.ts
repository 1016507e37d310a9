import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { createCompetitionMachine } from './create-competition/machine.ts';
import { groupCreationMachine } from './group-creation/machine.ts';
import { joinCompetitionMachine } from './join-competition/machine.ts';
import { mobileCashMachine } from './mobile-cash/machine.ts';
import { phoneVerificationMachine } from './phone-verification/machine.ts';
import { predictionPanelMachine } from './prediction-panel/machine.ts';
import { prizeRedemptionMachine } from './prize-redemption/machine.ts';
import { sessionMachine } from './session/machine.ts';
import { settingsMachine } from './settings/machine.ts';
import { squadEditorMachine } from './squad-editor/machine.ts';
import { tutorialMachine } from './tutorial/machine.ts';

/**
 * Every state machine the app ships, by name. To register a machine, import it
 * above and add one line here: the ui package reads `machineInventory` to check
 * that every state has a story in both languages.
 */
const machines = {
  session: sessionMachine,
  phoneVerification: phoneVerificationMachine,
  predictionPanel: predictionPanelMachine,
  settings: settingsMachine,
  joinCompetition: joinCompetitionMachine,
  createCompetition: createCompetitionMachine,
  squadEditor: squadEditorMachine,
  prizeRedemption: prizeRedemptionMachine,
  groupCreation: groupCreationMachine,
  mobileCash: mobileCashMachine,
  tutorial: tutorialMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineName = keyof typeof machines;

/**
 * Every state of a machine as a dotted path from the root, parents before
 * children, e.g. `['startup', 'startup.loadingSettings', 'loggedIn']`.
 */
export function stateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode, prefix: string): void => {
    for (const [key, child] of Object.entries(node.states)) {
      const id = prefix ? `${prefix}.${key}` : key;
      ids.push(id);
      walk(child, id);
    }
  };
  walk(machine.root, '');
  return ids;
}

/**
 * States a machine passes through but never rests in: an eventless transition without a guard
 * always leaves them. No snapshot, and so no story, can show one.
 */
export function transientStateIds(machine: AnyStateMachine): string[] {
  return stateIds(machine).filter((id) => {
    const node = machine.getStateNodeById(`${machine.id}.${id}`);
    return (node.always ?? []).some((transition) => transition.guard === undefined);
  });
}

export interface MachineInventoryEntry {
  readonly name: MachineName;
  readonly machine: AnyStateMachine;
  /** Every state, transient ones included. */
  readonly stateIds: readonly string[];
  /** The subset of `stateIds` no snapshot can rest in; they need no story. */
  readonly transientStateIds: readonly string[];
}

function entryFor(name: MachineName): MachineInventoryEntry {
  const machine = machines[name];
  return { name, machine, stateIds: stateIds(machine), transientStateIds: transientStateIds(machine) };
}

export const machineInventory: Readonly<Record<MachineName, MachineInventoryEntry>> = {
  session: entryFor('session'),
  phoneVerification: entryFor('phoneVerification'),
  predictionPanel: entryFor('predictionPanel'),
  settings: entryFor('settings'),
  joinCompetition: entryFor('joinCompetition'),
  createCompetition: entryFor('createCompetition'),
  squadEditor: entryFor('squadEditor'),
  prizeRedemption: entryFor('prizeRedemption'),
  groupCreation: entryFor('groupCreation'),
  mobileCash: entryFor('mobileCash'),
  tutorial: entryFor('tutorial'),
};
