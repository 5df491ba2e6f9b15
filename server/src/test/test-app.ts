/**
 * One Supertest target per test file: a fresh in-memory embedded database (no disk), a unique
 * database name, the real seed and the real app. Logs are silent unless LOG_LEVEL is set.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

import type { Express, Router } from 'express';

import { type AppDeps, createApp } from '../app';
import { closeCollaborators, type CollaboratorOverrides, createCollaborators } from '../composition';
import { type Config, loadConfig, testHarnessEnv } from '../config/env';
import type { JwtSecretStore } from '../config/jwt-secret';
import { connectDatabase, type Database } from '../db/connect';
import { createLogger, type Logger } from '../lib/logger';
import { databaseCheck } from '../platform';
import { seedDatabase } from '../seed';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** Tests never write a jwt-secret file; a test needing one passes JWT_SECRET or its own store. */
export const refusingSecretStore: JwtSecretStore = {
  load: () => {
    throw new Error('tests must not generate a JWT secret file');
  },
};

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. CLIENT_DIST). */
  env?: Record<string, string>;
  /** Test-only routers, mounted after the features (reach the error handler, validate). */
  extraRouters?: Router[];
  /** Collaborators to replace (a fixed clock, a mailer that never answers). */
  overrides?: CollaboratorOverrides;
  /** Command events on the database client (see test/db-commands.ts). */
  monitorCommands?: boolean;
}

export interface TestApp {
  app: Express;
  config: Config;
  logger: Logger;
  db: Database;
  /** The app's collaborators as the composition root built them (e.g. to mount a feature again). */
  deps: AppDeps;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      // No build unless a test provides one, so results do not depend on a local `npm run build`.
      CLIENT_DIST: path.join(os.tmpdir(), `pizza-no-client-${randomBytes(4).toString('hex')}`),
      JEST_WORKER_ID: '1',
      ...testHarnessEnv(),
      ...env,
    },
    refusingSecretStore,
  );
}

export function uniqueDbName(): string {
  return `test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const logger = createLogger(config);
  const collaborators = createCollaborators(config, logger, options.overrides);
  // The database's TTL monitor keeps the app's time: a fixed clock in the past must not expire drafts.
  const clock = options.overrides?.clock;
  const db = await connectDatabase(config, logger, {
    inMemory: true,
    dbName: uniqueDbName(),
    monitorCommands: options.monitorCommands,
    ...(clock ? { now: () => clock.now().getTime() } : {}),
  });
  try {
    await seedDatabase(collaborators);
  } catch (err) {
    await db.close();
    throw err;
  }
  collaborators.readiness.addCheck(databaseCheck(db));
  // A test app has nothing to warm: it is ready once seeded (index.ts warms a real instance first).
  collaborators.readiness.markWarmed();
  const deps: AppDeps = { ...collaborators, db, extraRouters: options.extraRouters };
  const app = createApp(deps);
  return { app, config, logger, db, deps, close: () => db.close().then(() => closeCollaborators(collaborators)) };
}
