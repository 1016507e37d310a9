import { describe, expect, it } from 'vitest';
import * as ui from './index.ts';
import * as admin from './admin/index.ts';
import * as auth from './auth/index.ts';
import * as coins from './coins/index.ts';
import * as competitions from './competitions/index.ts';
import * as fantasy from './fantasy/index.ts';
import * as groups from './groups/index.ts';
import * as matches from './matches/index.ts';
import * as primitives from './primitives/index.ts';
import * as prizes from './prizes/index.ts';
import * as profile from './profile/index.ts';
import * as shell from './shell/index.ts';
import * as welcome from './welcome/index.ts';

const areas = { primitives, auth, shell, matches, competitions, fantasy, groups, coins, prizes, profile, welcome, admin };

// The package's public API (as primer/react guards its own): adding or removing an export is a deliberate change,
// reviewed here, because brand apps import these names.
describe('@hadaf/ui exports', () => {
  it('exports exactly the public components, hooks and helpers', () => {
    expect(Object.keys(ui).sort()).toMatchSnapshot();
  });

  it('each area entry (@hadaf/ui/<area>) holds its own names, and the root every one of them', () => {
    const owners = new Map<string, string[]>();
    for (const [area, names] of Object.entries(areas)) for (const name of Object.keys(names)) owners.set(name, [...(owners.get(name) ?? []), area]);
    expect([...owners].filter(([, owning]) => owning.length > 1)).toEqual([]);
    expect([...owners.keys()].filter((name) => !(name in ui))).toEqual([]);
    expect(Object.fromEntries(Object.entries(areas).map(([area, names]) => [area, Object.keys(names).sort()]))).toMatchSnapshot();
  });
});
