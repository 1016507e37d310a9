import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { variantsCss } from '../../scripts/react-aria-variants.mjs';

describe('@hadaf/ui/theme.css react-aria variants', () => {
  it('are the installed tailwindcss-react-aria-components variants (regenerate with scripts/react-aria-variants.mjs)', () => {
    const committed = readFileSync(new URL('./react-aria-variants.css', import.meta.url), 'utf8');
    expect(committed).toBe(variantsCss());
  });
});
