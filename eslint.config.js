import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/generated/**', '**/public/mockServiceWorker.js', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      // The domain package is pure: the network enters machines as actors the caller provides.
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest', 'window', 'document'],
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@hadaf/ui', '@hadaf/api-client'] }],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest'],
      'no-restricted-imports': ['error', { patterns: ['@hadaf/api-client', '@hadaf/web'] }],
    },
  },
  { files: ['scripts/**/*.mjs', '**/scripts/**/*.mjs', '*.config.*', '.storybook/**', 'bench/**'], languageOptions: { globals: globals.node } },
);
