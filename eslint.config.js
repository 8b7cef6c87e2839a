import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importPlugin from 'eslint-plugin-import';

const FEATURES = [
  'alerting',
  'events',
  'variables',
  'explorer',
  'home',
  'savings',
  'parameters',
  'reports',
  'interventions',
  'imports',
  'analytics',
  'synoptic',
  'profile',
];

// Imports flow one way: lib/ui → features → routes/app; a feature never reaches into another.
const layerZones = [
  { target: './src/lib', from: ['./src/ui', './src/features', './src/routes', './src/app', './src/api', './src/auth'] },
  { target: './src/ui', from: ['./src/features', './src/routes', './src/app'] },
  { target: './src/api', from: ['./src/features', './src/routes', './src/app'] },
  { target: './src/auth', from: ['./src/features', './src/routes', './src/app'] },
  { target: './src/features', from: ['./src/routes', './src/app'] },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what they share to lib/ or ui/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'coverage',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      'import/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { '@tanstack/query/prefer-query-options': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
