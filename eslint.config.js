import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layers only import downward (docs/architecture.md): the zones below keep the boundaries, type-only imports included. */
const noImport = (group, message) => ['error', { patterns: [{ group, message }] }];

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** `target` may not import `from` (paths from the project's root; `except` relative to `from`). */
const zones = [
  {
    target: 'src/env.ts',
    from: ['src/domain', 'src/api', 'src/state', 'src/components', 'src/features', 'src/app', 'mocks'],
    message: 'env reads the build configuration: it imports nothing of the app.',
  },
  {
    target: 'src/domain',
    from: ['src/api', 'src/state', 'src/components', 'src/features', 'src/app', 'mocks'],
    message: 'domain holds pure rules: it imports only domain.',
  },
  {
    target: 'src/api',
    from: ['src/state', 'src/components', 'src/features', 'src/app', 'mocks'],
    message:
      'api does not import state, components, features, app or mocks: the session is handed to it (src/api/bindings.ts).',
  },
  {
    target: 'src/state',
    from: ['src/components', 'src/features', 'src/app', 'mocks'],
    message: 'state does not import components, features, app or mocks.',
  },
  {
    target: 'src/components',
    from: ['src/features', 'src/app', 'mocks'],
    message: 'components do not import features, app or mocks.',
  },
  {
    target: 'src/features',
    from: ['src/app', 'mocks'],
    message: 'features do not import app or mocks: what they share lives in components, domain or state.',
  },
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message: 'a feature does not import another feature: what two features share moves to components, domain or state.',
  })),
  { target: 'src/app', from: 'mocks', message: 'src never imports mocks (only main.tsx, dynamically, in demo mode).' },
  {
    target: 'mocks',
    from: ['src/app', 'src/features', 'src/components', 'src/state'],
    except: ['./keys.ts'],
    message: 'mocks may import src/api/schemas, src/domain and src/state/keys, never React code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-demo-sub',
      'public-demo',
      'node_modules',
      'test-results',
      'playwright-report',
      '.test-results',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // React's rules where React code is: the app and the screens' tests. (Their compiler-based checks were 40% of
    // the lint's time when run over the mock, the scripts and the other tests too, which hold no component or hook.)
    files: ['src/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    plugins: { import: importPlugin },
    rules: {
      // Packages first, then the project's own modules, each group alphabetical (a side-effect import keeps its place).
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', ['internal', 'parent', 'sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Cycles are looked for in the project's own files: packages are neither parsed nor followed.
      'import/ignore': ['node_modules'],
      'import/external-module-folders': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'The build configuration is read in src/env.ts only: import what you need from there.',
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['react', 'react-*', 'jotai', 'jotai/*'],
        'domain holds pure rules: no React, no fetch, no state.',
      ),
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['react', 'react-*', 'jotai', 'jotai/*'],
        'api is plain TypeScript: no React, no client state.',
      ),
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['react', 'react-dom', 'react-*', 'jotai', 'jotai/*'],
        'mocks never import React code.',
      ),
    },
  },
);
