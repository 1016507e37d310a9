import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { machineInventory, stateIds, transientStateIds } from './inventory.ts';

describe('state inventory', () => {
  it('names every state by its dotted path, parents first', () => {
    const machine = setup({}).createMachine({
      id: 'sample',
      type: 'parallel',
      states: { left: { initial: 'a', states: { a: {}, b: {} } }, right: {} },
    });
    expect(stateIds(machine)).toEqual(['left', 'left.a', 'left.b', 'right']);
  });

  it('marks states an unguarded eventless transition always leaves as transient', () => {
    const machine = setup({}).createMachine({
      id: 'router',
      initial: 'routing',
      states: { routing: { always: [{ guard: () => false, target: 'b' }, { target: 'a' }] }, a: { always: { guard: () => false, target: 'b' } }, b: {} },
    });
    expect(transientStateIds(machine)).toEqual(['routing']);
  });

  it('lists each registered machine with all of its states', () => {
    for (const [name, entry] of Object.entries(machineInventory)) {
      expect(entry.name).toBe(name);
      expect(entry.stateIds).toEqual(stateIds(entry.machine));
      expect(entry.stateIds.length).toBeGreaterThan(0);
    }
    expect(Object.keys(machineInventory)).toEqual(expect.arrayContaining(['session', 'phoneVerification', 'predictionPanel', 'settings', 'joinCompetition']));
  });
});
