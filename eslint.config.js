import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './tools/eslint-rules/no-cross-feature-imports.js';

/** Which of our packages each workspace may import (ARCHITECTURE.md, "Workspace layout"). */
const forbidPackages = (names) =>
  names.map((name) => ({
    group: [`@courtside/${name}`, `@courtside/${name}/*`],
    message: `This layer may not import @courtside/${name} (see ARCHITECTURE.md).`,
  }));

/**
 * The web app computes in the browser only what its interactive tools are about (regression on
 * a chosen sample) and what a game being watched live is (its box score so far): it may import
 * the engine's framework-free `regression` and `live` entries, nothing else of the engine, so
 * the rest of the stat math stays on the server.
 */
const forbidEngineButBrowserMath = {
  // A regex, not a gitignore group: a group that names '@courtside/engine' excludes the whole
  // "directory", and a '!…/regression' negation cannot re-include a path under it.
  regex: '^@courtside/engine(?:/(?!(?:regression|live)$).*)?$',
  message:
    'The web app may import only @courtside/engine/regression and @courtside/engine/live of the engine (see ARCHITECTURE.md).',
};
const forbidWebPackages = [
  ...forbidPackages(['warehouse', 'ingest', 'demo-league', 'api']),
  forbidEngineButBrowserMath,
];

/**
 * The ten icon packs of the /icons reference page are loaded lazily there, one chunk each. A
 * static import anywhere else pulls a whole pack (up to 1 MB gzip) into that bundle, so other UI
 * code draws its icons from packs that page does not show (fi, hi2, io5, …).
 */
const ICON_REFERENCE_PACKS = ['lu', 'fa6', 'ai', 'vsc', 'go', 'pi', 'ri', 'bs', 'tb', 'md'];
const forbidIconReferencePacks = {
  group: ICON_REFERENCE_PACKS.map((pack) => `react-icons/${pack}`),
  message:
    'This icon pack belongs to the lazy /icons page; import icons from another pack (e.g. react-icons/fi).',
};

/**
 * The web bundle carries no zod (ARCHITECTURE.md): replies are checked by hand there, and the
 * contract's schemas (`@courtside/contract/schemas`) would pull zod in with them.
 */
const forbidZod = {
  group: ['zod', 'zod/*', '@courtside/contract/schemas', '@courtside/contract/schemas/*'],
  // Row types inferred from the schemas are welcome: `import type` is erased from the bundle.
  allowTypeImports: true,
  message:
    'zod stays out of the web bundle: check replies by hand; `import type` the row types from @courtside/contract/schemas.',
};

/** The app shell (routes, layout) stands above the features; a feature importing it is a cycle. */
const forbidAppShell = {
  group: ['@/app', '@/app/*'],
  message:
    'Features may not import the app shell (apps/web/src/app): move the shared piece to components/ or lib/.',
};

const restrictImports = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/** Tests and their support may build warehouses; the API's own code only reads them. */
const API_TEST_FILES = [
  'apps/api/src/**/*.test.ts',
  'apps/api/src/**/testing/**',
  'apps/api/src/**/*test-support.ts',
  'apps/api/src/**/support/testing.ts',
];

const layerRules = [
  {
    files: ['packages/contract/**'],
    rules: restrictImports(
      forbidPackages(['engine', 'warehouse', 'ingest', 'demo-league', 'api', 'web']),
    ),
  },
  {
    files: ['packages/engine/**'],
    rules: restrictImports(forbidPackages(['warehouse', 'ingest', 'demo-league', 'api', 'web'])),
  },
  {
    // The read side: the build (ingest) and the demo league import it, never the reverse.
    files: ['packages/warehouse/**'],
    rules: restrictImports(forbidPackages(['ingest', 'demo-league', 'api', 'web'])),
  },
  {
    files: ['packages/ingest/**'],
    rules: restrictImports(forbidPackages(['demo-league', 'api', 'web'])),
  },
  { files: ['packages/demo-league/**'], rules: restrictImports(forbidPackages(['api', 'web'])) },
  { files: ['apps/api/**'], rules: restrictImports(forbidPackages(['web'])) },
  {
    // The running API reads warehouses and spawns the demo build as a child process; only its
    // tests, test support and scripts (outside src/) import the build packages.
    files: ['apps/api/src/**'],
    ignores: API_TEST_FILES,
    rules: restrictImports(forbidPackages(['ingest', 'demo-league', 'web'])),
  },
  {
    // The live feed reads the publisher's play-by-play with the ingest's own NCAA adapter (its
    // package root: pure functions from bundle rows to canonical events, no files or workers),
    // so a game streamed live and the same game ingested later have the same events.
    files: ['apps/api/src/live/feed/**'],
    ignores: API_TEST_FILES,
    rules: restrictImports([
      ...forbidPackages(['demo-league', 'web']),
      {
        group: ['@courtside/ingest/*'],
        message: 'The live feed may import only the root of @courtside/ingest.',
      },
    ]),
  },
  {
    files: ['apps/web/**'],
    rules: restrictImports([...forbidWebPackages, forbidIconReferencePacks, forbidZod]),
  },
  {
    files: ['apps/web/src/features/**'],
    rules: restrictImports([
      ...forbidWebPackages,
      forbidIconReferencePacks,
      forbidZod,
      forbidAppShell,
    ]),
  },
  {
    files: ['apps/web/src/features/icons/**'],
    rules: restrictImports([...forbidWebPackages, forbidZod, forbidAppShell]),
  },
  {
    // The developer sandbox's request builder checks params with the endpoint definitions' own
    // zod objects, the ones the API parses with; the page is a lazy chunk of its own, so zod
    // arrives only with it.
    files: ['apps/web/src/features/sandbox/**'],
    rules: restrictImports([...forbidWebPackages, forbidIconReferencePacks, forbidAppShell]),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Deliberately broken code that tools/eslint-rules/lint-rules.test.js lints on purpose.
      'tools/eslint-rules/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    plugins: { local },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-named-as-default-member': 'off',
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only matters with the React Compiler, which this app does not use; it flags every
      // headless-UI hook (TanStack Virtual, TanStack Table).
      'react-hooks/incompatible-library': 'off',
      'local/no-cross-feature-imports': 'error',
    },
  },
  ...layerRules,
  {
    // Code that builds an object per row, shot, unit or game line (answers and the build). In
    // V8 (Node 20) a literal that opens with a spread and adds properties after it costs ~80 µs
    // a 40-field object (contract's merged.ts has the measurements; a game's box lines took
    // 7.5 ms a game this way, 0.85 ms with merged); merged(base, { … }) gives the same JSON.
    files: [
      'apps/api/src/data/**/*.ts',
      'packages/warehouse/src/**/*.ts',
      'packages/engine/src/**/*.ts',
      'packages/ingest/src/**/*.ts',
      'packages/demo-league/src/**/*.ts',
    ],
    ignores: [
      '**/*.test.ts',
      '**/testing/**',
      '**/testing.ts',
      '**/*test-support.ts',
      '**/*.fixtures.ts',
      '**/*.support.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression[properties.length>4] > SpreadElement:first-child',
          message:
            "An object literal that opens with a spread and adds fields after it takes V8's slow path: use merged(base, { … }) from @courtside/contract.",
        },
      ],
    },
  },
  {
    // Command-line scripts and benchmarks print their results.
    files: ['scripts/**', 'apps/*/scripts/**', 'packages/*/scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
