/** Jest projects: one per workspace. Transpiled with SWC (type checking is `npm run typecheck`). */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
];

/** @type {import('jest').Config} */
module.exports = {
  // Jest reads testTimeout only at the top level; browser tests need it (unit tests finish far sooner).
  testTimeout: 60_000,
  // Test files run in worker processes (also with one core to spare), and a worker whose heap
  // stays above this after a file is replaced: in one long-lived process, what each file leaves
  // behind (module registries, embedded databases) piles up until the heavy socket tests crawl.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'shared',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
    {
      displayName: 'embedded-mongo',
      rootDir: '<rootDir>/packages/embedded-mongo',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      // The reference integrators under examples/ are tested against the real shop, so with the server.
      roots: ['<rootDir>', '<rootDir>/../examples'],
      testMatch: [
        '<rootDir>/src/**/__tests__/**/*.test.ts',
        '<rootDir>/chaos/__tests__/**/*.test.ts',
        '<rootDir>/bench/**/__tests__/**/*.test.ts',
        '<rootDir>/../examples/*/test/**/*.test.ts',
      ],
      // One real Firebase Auth emulator for the run (phone sign-up tests); its host is passed via env.
      globalSetup: '<rootDir>/src/test/emulator-global-setup.mjs',
      globalTeardown: '<rootDir>/src/test/emulator-global-teardown.mjs',
    },
    {
      displayName: 'client',
      rootDir: '<rootDir>/client',
      testEnvironment: 'jsdom',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
      moduleNameMapper: {
        '\\.(css|svg|png|webp|mp3)$': 'identity-obj-proxy',
        // config/env reads import.meta.env (Vite); Jest runs the client as CommonJS.
        '^(\\.{1,2}/)+config/env$': '<rootDir>/src/test/test-env.ts',
      },
    },
    {
      displayName: 'e2e',
      rootDir: '<rootDir>/client/e2e',
      testEnvironment: '<rootDir>/support/environment.ts',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/**/*.spec.ts'],
      globalSetup: '<rootDir>/support/global-setup.ts',
      globalTeardown: '<rootDir>/support/global-teardown.ts',
    },
  ],
};
