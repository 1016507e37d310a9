import { defineConfig } from 'tsup';

// One ESM file for `node dist/main.js`; workspace packages are bundled from source.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  noExternal: [/^@hadaf\//],
  // The workspace's packages from their sources (their `@hadaf/source` export condition), not their dist/.
  esbuildOptions(options) {
    options.conditions = ['@hadaf/source'];
  },
});
