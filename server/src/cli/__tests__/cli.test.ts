/** The operator commands, run as an operator would (tsx, the shop's own configuration, a data folder). */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { startEmbeddedMongo } from '@pizza/embedded-mongo';
import { MongoClient } from 'mongodb';

import { REPO_ROOT } from '../../lib/paths';
import { makeDataDir } from '../../test/app-process';

jest.setTimeout(60_000);

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const dataDir = makeDataDir('pizza-cli');

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(TSX, [path.join(REPO_ROOT, 'server/src/cli', script), ...args], {
    cwd: path.join(REPO_ROOT, 'server'),
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      JWT_SECRET: 'cli-test-secret-that-is-at-least-32-chars',
      LOG_LEVEL: 'warn',
      JEST_WORKER_ID: '',
      ...env,
    },
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

async function readDb<T>(read: (db: ReturnType<MongoClient['db']>) => Promise<T>): Promise<T> {
  const mongo = await startEmbeddedMongo({ dataDir, port: 0 });
  const client = await MongoClient.connect(mongo.uri);
  try {
    return await read(client.db('pizza-point'));
  } finally {
    await client.close();
    await mongo.stop();
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run integrations:create-key', () => {
  it('when a name is given, then a key is printed once and only its hash is stored', async () => {
    const { status, out } = run('create-integration-key.ts', ['Kitchen', 'printer']);
    expect(status).toBe(0);
    const key = /(ppk_[\w-]+)/.exec(out)?.[1];
    expect(key).toBeDefined();
    const stored = await readDb((db) => db.collection('integration_keys').findOne({ name: 'Kitchen printer' }));
    expect(stored).toMatchObject({ keyHash: createHash('sha256').update(key!).digest('hex'), createdBy: 'cli', scopes: ['events'] });
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('when scopes are given, then the key has them; an unknown scope is refused and nothing is stored', async () => {
    const { status, out } = run('create-integration-key.ts', ['--scopes=events,orders', 'Counter till']);
    expect(status).toBe(0);
    expect(out).toContain('scopes events, orders');
    expect(await readDb((db) => db.collection('integration_keys').findOne({ name: 'Counter till' }))).toMatchObject({
      scopes: ['events', 'orders'],
    });
    const refused = run('create-integration-key.ts', ['--scopes=events,everything', 'Bad till']);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain('Unknown scope');
    expect(await readDb((db) => db.collection('integration_keys').findOne({ name: 'Bad till' }))).toBeNull();
  });

  it('when no name is given, then it says how to use it and exits 1', () => {
    const { status, err } = run('create-integration-key.ts', []);
    expect(status).toBe(1);
    expect(err).toContain('Usage: npm run integrations:create-key');
  });
});

describe('npm run staff:add', () => {
  it('when the password breaks a rule, then the rule is named and nothing is created', async () => {
    const { status, err } = run('add-staff.ts', ['cook@example.com', 'Cook'], { STAFF_PASSWORD: 'short' });
    expect(status).toBe(1);
    expect(err).toContain('Password must be at least 10 characters');
    expect(await readDb((db) => db.collection('users').countDocuments({ email: 'cook@example.com' }))).toBe(0);
  });

  it('when e-mail, name and a strong password are given, then an owner account exists, and it says so; a second run changes nothing', async () => {
    const first = run('add-staff.ts', ['Cook@Example.com', 'Kata', 'Cook'], { STAFF_PASSWORD: 'Oven#Hot2026' });
    expect(first.status).toBe(0);
    expect(first.out).toContain('role OWNER');
    const again = run('add-staff.ts', ['cook@example.com', 'Someone'], { STAFF_PASSWORD: 'Other#Pass2026' });
    expect(again.status).toBe(1);
    expect(again.err).toContain('already exists');
    const users = await readDb((db) => db.collection('users').find({ email: 'cook@example.com' }).toArray());
    expect(users).toEqual([expect.objectContaining({ name: 'Kata Cook', role: 'ADMIN', staffRole: 'OWNER', active: true })]);
  });
  it('when the shop runs on the same data folder, then it says to stop the shop and run it again (there is no staff-account API), and creates nothing', async () => {
    // The running shop: its embedded database holds the data folder's lock.
    const shop = await startEmbeddedMongo({ dataDir, port: 0 });
    let refused: ReturnType<typeof run>;
    let keyRefused: ReturnType<typeof run>;
    try {
      refused = run('add-staff.ts', ['waiter@example.com', 'Wally'], { STAFF_PASSWORD: 'Oven#Hot2026' });
      keyRefused = run('create-integration-key.ts', ['Till']);
    } finally {
      await shop.stop();
    }
    expect(refused.status).toBe(1);
    expect(refused.err).toContain('The shop is running on this data folder. Stop the shop');
    expect(refused.err).toContain('run this command again, then start the shop');
    expect(refused.err).not.toMatch(/API|staff token/);
    // Integrator keys can be made in the running shop, and the message names how.
    expect(keyRefused.status).toBe(1);
    expect(keyRefused.err).toContain('POST /api/integrations/keys');
    expect(await readDb((db) => db.collection('users').countDocuments({ email: 'waiter@example.com' }))).toBe(0);

    // Stopped, the same command works.
    expect(run('add-staff.ts', ['waiter@example.com', 'Wally'], { STAFF_PASSWORD: 'Oven#Hot2026' }).status).toBe(0);
  });
});
