import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importPlugin from 'eslint-plugin-import';

import { readdirSync } from 'node:fs';

/*
 * Imports flow one way, from the bottom of this list to the top: a layer imports only the layers
 * before it. The zones are generated from the folders, so a new entity or feature is covered
 * without editing this file. src/test (what tests share) stands outside the layers.
 */
const LAYERS = [
  ['lib'],
  ['config', 'i18n'],
  ['auth'],
  ['api'],
  ['ui'],
  ['entities'],
  ['navigation'],
  ['features'],
  ['routes', 'app'],
];

// The router is known from src/navigation up: below it, parts take what they show and say what changed.
const ROUTER_FREE = ['lib', 'config', 'i18n', 'auth', 'api', 'ui', 'entities'];

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const layerZones = LAYERS.flatMap((layer, index) =>
  layer.map((folder) => ({
    target: `./src/${folder}`,
    from: LAYERS.slice(index + 1)
      .flat()
      .map((above) => `./src/${above}`),
    message: `src/${folder} imports nothing above it (${LAYERS.slice(index + 1)
      .flat()
      .join(', ')}): imports flow lib → api → ui → entities → navigation → features → routes/app.`,
  })),
);

const featureZones = subfolders('./src/features/').map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what they share to src/entities (or lib/, ui/).',
}));

// The app's own code: lib is product-agnostic, so it imports nothing of the app nor of the mocks.
const libZones = [{ target: './src/lib', from: ['./mocks', './messages'], message: 'src/lib is product-agnostic.' }];

// Query keys come from the definitions (src/api's factory): never an array literal elsewhere.
const keyLiteralMessage =
  'Query keys come from their definition (resource.keys, query.key, rootKey): no literal arrays.';
const keyLiteralRules = [
  'Property[key.name=/^(queryKey|mutationKey|key)$/] > ArrayExpression',
  'Property[key.name=/^(invalidates|refresh|after)$/] > ArrayExpression > ArrayExpression',
  'Property[key.name=/^(invalidates|after)$/] > ArrayExpression',
  'CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState)$/] > ArrayExpression',
].map((selector) => ({ selector, message: keyLiteralMessage }));

// A feature says what its writes refresh in src/entities/refreshes.ts, matched on mutation keys.
const featureRefreshRules = [
  {
    selector: "CallExpression[callee.property.name='invalidateQueries']",
    message:
      'Features never invalidate queries: add a rule to the refresh table (src/entities/refreshes.ts) for the mutation’s key, after its success or its refusal.',
  },
];

// The hooks plugin's rules that run the React Compiler's analysis (purity, refs, state set in render…)
// cost a quarter of the whole lint (47 of 170 CPU-s): they check what the app renders, so they run
// on the app's code; tests, mocks and scripts keep the two rules of hooks.
const HOOK_RULES = {
  'react-hooks/rules-of-hooks': reactHooks.configs.recommended.rules['react-hooks/rules-of-hooks'],
  'react-hooks/exhaustive-deps': reactHooks.configs.recommended.rules['react-hooks/exhaustive-deps'],
};
const COMPILER_RULES = Object.fromEntries(
  Object.entries(reactHooks.configs.recommended.rules).filter(([name]) => !(name in HOOK_RULES)),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-live',
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
    // Without the TypeScript extensions the plugin resolves no import, and no zone ever applies.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      ...HOOK_RULES,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...libZones] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: COMPILER_RULES,
  },
  {
    files: ROUTER_FREE.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/*TestSupport.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-router',
              message:
                'Below src/navigation nothing knows the router: take the value and a callback, or move the part to src/navigation.',
            },
          ],
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { '@tanstack/query/prefer-query-options': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: { 'no-restricted-syntax': ['error', ...keyLiteralRules] },
  },
  {
    // What a write makes stale is said once, in the refresh table: a feature never invalidates.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...keyLiteralRules, ...featureRefreshRules] },
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
