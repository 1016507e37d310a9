import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts', schema: 'src/schema.ts' },
  format: ['esm'],
  dts: { compilerOptions: { allowImportingTsExtensions: true } },
  tsconfig: 'tsconfig.build.json',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'msw', 'msw/node', '@tanstack/react-query', 'openapi-fetch', 'openapi-msw', '@hadaf/domain'],
});
