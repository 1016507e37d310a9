import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machineInventory } from '@hadaf/domain';

/**
 * Every state a user can see must have a story (and so, by the two story projects, a story in English and in
 * Arabic). Stories name the states they show: `parameters: { machineStates: ['predictionPanel.saving'] }`.
 */
const machinesWithViews = ['session', 'phoneVerification', 'predictionPanel', 'settings', 'joinCompetition', 'squadEditor', 'groupCreation', 'createCompetition', 'mobileCash', 'prizeRedemption', 'tutorial'] as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function* storyFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === '__screenshots__') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* storyFiles(full);
    else if (name.endsWith('.stories.tsx')) yield full;
  }
}

export function declaredStates(source: string): string[] {
  const states: string[] = [];
  for (const list of source.matchAll(/machineStates:\s*\[([^\]]*)\]/g)) {
    for (const entry of list[1]!.matchAll(/['"`]([\w.]+)['"`]/g)) states.push(entry[1]!);
  }
  return states;
}

const declared = new Set(
  ['packages/ui/src', 'apps/web/src'].flatMap((dir) => [...storyFiles(path.join(root, dir))].flatMap((file) => declaredStates(readFileSync(file, 'utf8')))),
);

/** A story of a child state also shows its parents (and, for parallel regions, the region). */
function hasStory(machine: string, stateId: string): boolean {
  const id = `${machine}.${stateId}`;
  return [...declared].some((state) => state === id || state.startsWith(`${id}.`));
}

describe('machine states have stories', () => {
  it.each(machinesWithViews)('every resting state of %s has a story', (name) => {
    const entry = machineInventory[name];
    const resting = entry.stateIds.filter((id) => !entry.transientStateIds.includes(id));
    expect(resting.filter((id) => !hasStory(name, id))).toEqual([]);
  });

  it('story annotations name real states', () => {
    const known = new Set(Object.values(machineInventory).flatMap((entry) => entry.stateIds.map((id) => `${entry.name}.${id}`)));
    expect([...declared].filter((state) => !known.has(state))).toEqual([]);
  });

  it('reads annotations from story source', () => {
    expect(declaredStates("parameters: { machineStates: ['settings.language.saving', \"session.loggedOut\"] }")).toEqual([
      'settings.language.saving',
      'session.loggedOut',
    ]);
  });
});
