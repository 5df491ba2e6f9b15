// @ts-check
/** ESLint flat config: TypeScript everywhere, React hooks in the client, import order and no cycles. */
const fs = require('node:fs');
const path = require('node:path');

const js = require('@eslint/js');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const checkFile = require('eslint-plugin-check-file');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const tseslint = require('typescript-eslint');

/** Folder names directly under `dir` (a new module or feature is covered without editing this file). */
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(__dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A file's name before its extension: kebab-case words, then at most one role suffix. */
const FILE_NAME = '+([a-z0-9])*(-+([a-z0-9]))?(.@(model|routes|router|openapi|service|seed|test|spec|bench|d|config))';

/*
 * Server import zones (docs/architecture/README.md): modules talk to each other through their index.ts only;
 * the infrastructure folders (lib, middleware, db, config) never reach into the platform, modules,
 * the app or the composition root; the platform (event log, consumers, delivery kit, workers) never
 * reaches into modules, and everything above it imports it through platform/index.ts. app.ts,
 * composition.ts, seed.ts and realtime/ compose modules through index.ts.
 */
const SERVER = 'server/src';
const MODULES = `${SERVER}/modules`;
const PLATFORM = `${SERVER}/platform`;
const moduleEntries = [`**/${MODULES}/*/index.ts`, `**/${MODULES}/feature.ts`];
const serverZones = [
  ...foldersIn(MODULES).map((name) => ({
    target: `${MODULES}/${name}/**`,
    from: `${MODULES}/**`,
    except: [`**/${MODULES}/${name}/**`, ...moduleEntries],
    message: `A module imports another module only through its index.ts.`,
  })),
  {
    target: [
      `${SERVER}/app.ts`,
      `${SERVER}/composition.ts`,
      `${SERVER}/seed.ts`,
      `${SERVER}/index.ts`,
      `${SERVER}/realtime/**`,
      `${SERVER}/cli/**`,
    ],
    from: `${MODULES}/**`,
    except: moduleEntries,
    message: 'Compose modules through their index.ts.',
  },
  ...['lib', 'middleware', 'db', 'config'].map((layer) => ({
    target: `${SERVER}/${layer}/**`,
    from: [`${MODULES}/**`, `${PLATFORM}/**`, `${SERVER}/realtime/**`, `${SERVER}/cli/**`, `${SERVER}/*.ts`],
    message: `${layer}/ is infrastructure: it never imports the platform, modules, realtime or the composition root.`,
  })),
  // The platform stands under every feature (server/src/platform/index.ts): it knows no feature.
  {
    target: `${PLATFORM}/**`,
    from: [`${MODULES}/**`, `${SERVER}/realtime/**`, `${SERVER}/cli/**`, `${SERVER}/*.ts`],
    message: 'platform/ imports no module (nor realtime, cli or the composition root): features stand on it, not the other way round.',
  },
  // ...and everything above it reaches it through its index.ts only.
  {
    target: [`${MODULES}/**`, `${SERVER}/realtime/**`, `${SERVER}/cli/**`, `${SERVER}/test/**`, `${SERVER}/*.ts`],
    from: `${PLATFORM}/**`,
    except: [`**/${PLATFORM}/index.ts`],
    message: 'Import the platform through server/src/platform/index.ts.',
  },
];

/*
 * Models stay inside their module: a module exports functions that read and write its collections,
 * never its Mongoose model, and no file imports another module's *.model.ts. The one exception is
 * the test kit's server/src/test/stored-records.ts, through which tests arrange and inspect stored
 * state. (The zones above already keep modules out of each other's files; these say why, and also
 * cover the composition root, the CLI, realtime, the chaos run and the benches.)
 */
const MODEL_MESSAGE = "A module's model is its own: ask the module through a function of its index.ts.";
const modelZones = [
  ...foldersIn(MODULES).map((name) => ({
    target: `${MODULES}/${name}/**`,
    from: `${MODULES}/!(${name})/**/*.model.ts`,
    message: MODEL_MESSAGE,
  })),
  {
    target: ['server/!(src)/**', `${SERVER}/!(modules|test)/**`, `${SERVER}/*.ts`, `${SERVER}/test/!(stored-records).ts`],
    from: `${MODULES}/**/*.model.ts`,
    message: `${MODEL_MESSAGE} (Tests: ${SERVER}/test/stored-records.ts.)`,
  },
];

/*
 * The embedded database is a package of its own (packages/embedded-mongo/README.md): everything
 * outside it imports it by its name, which resolves to its src/index.ts and nothing deeper; it
 * imports nothing of the app.
 */
const EMBEDDED = 'packages/embedded-mongo';
const outsideEmbedded = ['!(packages)/**', `packages/!(embedded-mongo)/**`];
const embeddedZones = [
  {
    target: outsideEmbedded,
    from: `${EMBEDDED}/**`,
    except: [`**/${EMBEDDED}/src/index.ts`],
    message: "Import the embedded database as '@pizza/embedded-mongo' (its src/index.ts); its internals are its own.",
  },
  {
    target: `${EMBEDDED}/**`,
    from: ['server', 'shared', 'client', 'examples'],
    message: 'The embedded database stands alone: it imports nothing of the app.',
  },
];

/*
 * The test kit (packages/test-kit/README.md) is for tests and test tools only: the product's code
 * never imports it, and it imports nothing of the app (it drives the shop over HTTP and processes).
 */
const TEST_KIT = 'packages/test-kit';
const testKitZones = [
  {
    target: `${TEST_KIT}/**`,
    from: ['server', 'shared', 'client', 'examples', EMBEDDED],
    message: 'The test kit stands alone: it imports nothing of the app.',
  },
];
/** Where the product's own code lives: what ships or runs the shop, tests and their support excluded. */
const PRODUCT_CODE = ['server/src/**/*.ts', 'shared/src/**/*.ts', 'client/src/**/*.{ts,tsx}', `${EMBEDDED}/src/**/*.ts`];
const TEST_CODE = ['**/__tests__/**', 'server/src/test/**', 'client/src/test/**'];
const embeddedByName = {
  regex: '(^@pizza/embedded-mongo/|(^|/)packages/embedded-mongo(/|$))',
  message: "Import the embedded database as '@pizza/embedded-mongo'.",
};
const testKitByName = {
  regex: '(^@pizza/test-kit/|(^|/)packages/test-kit(/|$))',
  message: "Import the test kit as '@pizza/test-kit'.",
};
const noTestKit = { regex: '^@pizza/test-kit$', message: 'The test kit is for tests only; product code never imports it.' };

/** Client feature folders (a new feature gets its import zone without editing this file). */
const CLIENT_FEATURES = foldersIn('client/src/features');

/**
 * app/ minus the files directly in a __tests__ folder: tests of the route pages and the layout
 * stand in for feature internals (the Firebase module, the drawer's open flag), so they may reach them.
 */
const CLIENT_APP_CODE = ['client/src/app/*', 'client/src/app/**/!(__tests__)/*'];

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // Without these, rules that follow imports (no-cycle) skip TypeScript files entirely.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The embedded database's zone everywhere; the server and client blocks below repeat it with their own.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: [...embeddedZones, ...modelZones, ...testKitZones] }],
    },
  },
  {
    // ...and both packages by their names only: no folder path to them, no deeper module of them.
    files: ['**/*.{ts,tsx}'],
    ignores: [`${EMBEDDED}/**`, `${TEST_KIT}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [embeddedByName, testKitByName] }] },
  },
  {
    // Product code never imports the test kit (the same rule again: a later block replaces the one above).
    files: PRODUCT_CODE,
    ignores: [`${EMBEDDED}/**`, ...TEST_CODE],
    rules: { 'no-restricted-imports': ['error', { patterns: [embeddedByName, testKitByName, noTestKit] }] },
  },
  {
    files: [`${EMBEDDED}/src/**/*.ts`],
    ignores: TEST_CODE,
    rules: { 'no-restricted-imports': ['error', { patterns: [testKitByName, noTestKit] }] },
  },
  {
    // One file-name convention (docs/architecture/README.md#file-names): kebab-case, with a dot only
    // before a role the folder's readers know (`orders.routes.ts`, `orders.model.ts`, `cart.test.ts`).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/node_modules/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs,cjs}': FILE_NAME }, { ignoreMiddleExtensions: false }],
    },
  },
  {
    // Server import zones (see serverZones above).
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: __dirname, zones: [...serverZones, ...modelZones, ...embeddedZones, ...testKitZones] },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts', 'shared/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['**/__tests__/**', '**/bench/**'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Client import zones
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: __dirname,
          zones: [
            // A feature (tests included) reaches another feature only through that feature's index.ts.
            ...CLIENT_FEATURES.map((feature) => ({
              target: `client/src/features/${feature}/**`,
              from: 'client/src/features/**',
              except: [`**/client/src/features/${feature}/**`, '**/client/src/features/*/index.ts'],
              message: `features/${feature} may import another feature only through its index.ts.`,
            })),
            {
              target: ['client/src/features', 'client/src/components', 'client/src/lib', 'client/src/config'],
              from: 'client/src/app',
              message: 'Only app/ composes the app: features, components, lib and config never import it.',
            },
            {
              target: ['client/src/components', 'client/src/lib', 'client/src/config'],
              from: 'client/src/features',
              message: 'Shared code (components, lib, config) never imports a feature.',
            },
            {
              target: CLIENT_APP_CODE,
              from: 'client/src/features/**',
              except: ['**/client/src/features/*/index.ts'],
              message: "app/ imports a feature only through the feature's index.ts.",
            },
            ...embeddedZones,
            ...testKitZones,
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'server/**/*.ts', 'packages/**/*.ts', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs', 'eslint.config.js', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
