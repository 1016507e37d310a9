import { defineConfig } from 'tsup';

/** The product areas, each its own entry (`@hadaf/ui/matches`…), so a brand app imports only what it uses. */
const areas = ['primitives', 'auth', 'shell', 'matches', 'competitions', 'fantasy', 'groups', 'coins', 'prizes', 'profile', 'welcome', 'admin'];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(areas.map((area) => [area, `src/${area}/index.ts`])),
    strings: 'src/i18n/strings.ts',
    'strings-areas': 'src/i18n/areas.ts',
    'i18n-all': 'src/i18n/all.ts',
  },
  format: ['esm'],
  // Shared code between the entries becomes shared chunks (ESM splitting), never a second copy.
  splitting: true,
  dts: true,
  clean: true,
  tsconfig: 'tsconfig.build.json',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  loader: { '.json': 'json' },
});
