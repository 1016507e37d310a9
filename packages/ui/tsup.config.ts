import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', strings: 'src/i18n/strings.ts', 'strings-areas': 'src/i18n/areas.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  tsconfig: 'tsconfig.build.json',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  loader: { '.json': 'json' },
});
