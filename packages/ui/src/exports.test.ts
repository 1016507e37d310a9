import { describe, expect, it } from 'vitest';
import * as ui from './index.ts';

// The package's public API (as primer/react guards its own): adding or removing an export is a deliberate change,
// reviewed here, because brand apps import these names.
describe('@hadaf/ui exports', () => {
  it('exports exactly the public components, hooks and helpers', () => {
    expect(Object.keys(ui).sort()).toMatchSnapshot();
  });
});
