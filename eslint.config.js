import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Layers only import downward (ARCHITECTURE.md): the rules below keep the boundaries. */
const noImport = (group, message) => ['error', { patterns: [{ group, message, allowTypeImports: true }] }];

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-demo-sub', 'public-demo', 'node_modules', 'test-results', 'playwright-report', '.test-results', '**/*.tmp.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx'],
    rules: { 'no-restricted-imports': noImport(['**/mocks/**', '../mocks/*'], 'src never imports mocks (only main.tsx, dynamically, in demo mode).') },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': noImport(['react', 'react-*', '**/api/**', '**/state/**', '**/features/**', '**/app/**', '**/mocks/**'], 'domain holds pure rules: no React, no fetch, no state.') },
  },
  {
    files: ['src/api/**/*.ts', 'src/state/**/*.ts', 'src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': noImport(['**/features/**', '**/app/**', '**/mocks/**'], 'api, state and components do not import features, app or mocks.') },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': noImport(['**/mocks/**'], 'features do not import mocks.') },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        // state/keys is plain constants: the storage keys, the mock's own among them (main.tsx reads it on boot).
        ['react', 'react-dom', 'react-*', '**/src/features/**', '**/src/components/**', '**/src/state/**', '!**/src/state/keys'],
        'mocks may import src/api/schemas, src/domain and src/state/keys (and types), never React code.',
      ),
    },
  },
);
