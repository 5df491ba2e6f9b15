/**
 * Shared helpers for the embedded MongoDB test suites: the contract targets (embedded always,
 * a real MongoDB when MONGODB_TEST_URI is set), unique database names and small async utilities.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { MongoClient, type Db, type MongoClientOptions, type ObjectId } from 'mongodb';

import { startEmbeddedMongo } from '../index';
import type { EmbeddedLogger, EmbeddedMongoOptions } from '../types';

export interface RunningTarget {
  uri: string;
  stop(): Promise<void>;
}

export interface ContractTarget {
  name: 'embedded' | 'real';
  embedded: boolean;
  start(): Promise<RunningTarget>;
}

/** Options of the embedded target in the contract suites (fast TTL monitor). */
export const EMBEDDED_CONTRACT_OPTIONS: EmbeddedMongoOptions = { ttlMonitorIntervalMs: 200 };

/**
 * The targets every contract suite runs against. Without MONGODB_TEST_URI (or MONGODB_URI) the
 * real target is not registered at all and exactly one line says so. The transaction suites need
 * a replica set (a single-node one is enough).
 */
export function contractTargets(suite: string): ContractTarget[] {
  const realUri = process.env.MONGODB_TEST_URI ?? process.env.MONGODB_URI;
  const targets: ContractTarget[] = [
    {
      name: 'embedded',
      embedded: true,
      start: async () => {
        const server = await startEmbeddedMongo(EMBEDDED_CONTRACT_OPTIONS);
        return { uri: server.uri, stop: () => server.stop() };
      },
    },
  ];
  if (realUri) {
    targets.push({ name: 'real', embedded: false, start: async () => ({ uri: realUri, stop: async () => {} }) });
  } else {
    console.log(`[${suite}] real MongoDB target skipped: set MONGODB_TEST_URI to run the contract against a real server`);
  }
  return targets;
}

/** A database name unique to the test file and process (real servers are shared). */
export function uniqueDbName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}`.slice(0, 60);
}

/** Connects a driver client (short server selection timeout so failures surface quickly). */
export async function connect(uri: string, options: MongoClientOptions = {}): Promise<MongoClient> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000, ...options });
  await client.connect();
  return client;
}

/** What `useContractDatabase` hands to its `ready` callback once the target runs and a client is connected. */
export interface ContractDatabase {
  running: RunningTarget;
  client: MongoClient;
  db: Db;
  /** Opens another client on the same target; it is closed after `client`, before the target stops. */
  connect(options?: MongoClientOptions): Promise<MongoClient>;
}

/**
 * Registers the beforeAll/afterAll hooks a driver-level contract suite shares: start `target`, connect
 * a client, open `dbName` and call `ready` (assign the suite's variables, seed data); afterwards drop
 * the database, close the clients and stop the target.
 */
export function useContractDatabase(target: ContractTarget, dbName: string, ready: (ctx: ContractDatabase) => unknown): void {
  let running: RunningTarget | undefined;
  let client: MongoClient | undefined;
  let db: Db | undefined;
  const others: MongoClient[] = [];

  beforeAll(async () => {
    const started = await target.start();
    running = started;
    client = await connect(started.uri);
    db = client.db(dbName);
    const more = async (options?: MongoClientOptions) => {
      const other = await connect(started.uri, options);
      others.push(other);
      return other;
    };
    await ready({ running: started, client, db, connect: more });
  });

  afterAll(async () => {
    await db?.dropDatabase().catch(() => undefined);
    await client?.close();
    for (const other of others) await other.close();
    await running?.stop();
  });
}

/** Resolves the thrown error of `fn` (fails the test when `fn` does not throw); typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function errorOf(fn: () => Promise<unknown>): Promise<any> {
  try {
    await fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected the operation to fail, but it succeeded');
}

/** A logger that records every call, for assertions on warnings. */
export function recordingLogger(): EmbeddedLogger & { calls: { level: string; msg: string; ctx?: unknown }[] } {
  const calls: { level: string; msg: string; ctx?: unknown }[] = [];
  const at = (level: string) => (msg: string, ctx?: Record<string, unknown>) => void calls.push({ level, msg, ctx });
  return { calls, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** A fresh temporary folder; `removeDir` deletes it. */
export function makeTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Escapes a string for use in a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A loosely typed document for tests that use number and string `_id`s. */
export interface AnyDoc {
  _id?: number | string | ObjectId;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [key: string]: any;
}
