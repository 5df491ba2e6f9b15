import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { REPO_ROOT } from '../../lib/paths';
import { ConfigError, loadConfig } from '../env';
import { fileJwtSecretStore, type JwtSecretStore } from '../jwt-secret';

const fixedSecret: JwtSecretStore = { load: () => 'generated-secret-generated-secret-0123' };
const PRODUCTION_BASE = { MONGODB_URI: 'mongodb://db:27017/pizza' };
const PRODUCTION_COMPLETE = {
  ...PRODUCTION_BASE,
  JWT_SECRET: 'p'.repeat(40),
  ADMIN_EMAIL: 'Staff@Pizzapoint.HU',
  ADMIN_PASSWORD: 'Another#Password2026',
};

const IMPLIED_PRODUCTION =
  'required in the production profile (MONGODB_URI is set and RUN_PROFILE is not; RUN_PROFILE=local runs the local profile on it)';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, fixedSecret);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('when nothing is set, then the local profile on the embedded database with the documented defaults', () => {
    const config = loadConfig({}, fixedSecret);
    expect(config).toMatchObject({
      profile: 'local',
      database: 'embedded',
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      mongodbUri: undefined,
      dataDir: path.join(REPO_ROOT, 'data', 'db'),
      jwtSecret: 'generated-secret-generated-secret-0123',
      admin: { email: 'admin@example.com', password: 'ChangeMe#2026' },
      logLevel: 'info',
      firebase: { projectId: 'demo-pizza', authEmulatorHost: '127.0.0.1:9099' },
      mailFrom: 'Pizza Point <no-reply@pizzapoint.local>',
      clientDist: path.join(REPO_ROOT, 'client', 'dist'),
    });
    expect(config.corsOrigins).toContain('http://localhost:5173');
  });

  it('when values are given, then they are parsed (numbers, lists, lower-cased e-mail, relative paths against the repo root)', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'tmp/db',
        CORS_ORIGINS: 'https://a.example/, https://b.example',
        ADMIN_EMAIL: ' Boss@Example.COM ',
        REDIS_URL: '',
      },
      fixedSecret,
    );
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'tmp', 'db'));
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.admin.email).toBe('boss@example.com');
    expect(config.redisUrl).toBeUndefined();
  });

  it('when RATE_LIMIT_SCALE is given, then it is a positive number; unset it is 1', () => {
    expect(loadConfig({}, fixedSecret).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '2.5' }, fixedSecret).rateLimitScale).toBe(2.5);
    expect(problemsOf({ RATE_LIMIT_SCALE: '0' })).toEqual(['RATE_LIMIT_SCALE: must be a positive number']);
    expect(problemsOf({ RATE_LIMIT_SCALE: 'lots' })).toEqual(['RATE_LIMIT_SCALE: must be a positive number']);
  });

  it('when SOCKET_REPLAY_LIMIT is given, then it is a whole number of events of at least 1; unset the channel keeps its default', () => {
    expect(loadConfig({}, fixedSecret).socketReplayLimit).toBeUndefined();
    expect(loadConfig({ SOCKET_REPLAY_LIMIT: '250' }, fixedSecret).socketReplayLimit).toBe(250);
    expect(problemsOf({ SOCKET_REPLAY_LIMIT: '0' })).toEqual(['SOCKET_REPLAY_LIMIT: must be at least 1']);
    expect(problemsOf({ SOCKET_REPLAY_LIMIT: 'all' })).toEqual(['SOCKET_REPLAY_LIMIT: must be a whole number of events']);
  });

  it('when DRAIN_DELAY_MS is unset, then production waits 5 s before refusing connections and local not at all', () => {
    expect(loadConfig(PRODUCTION_COMPLETE, fixedSecret).drainDelayMs).toBe(5000);
    expect(loadConfig({}, fixedSecret).drainDelayMs).toBe(0);
    expect(loadConfig({ DRAIN_DELAY_MS: '1500' }, fixedSecret).drainDelayMs).toBe(1500);
    expect(problemsOf({ DRAIN_DELAY_MS: 'later' })).toEqual(['DRAIN_DELAY_MS: must be a whole number of milliseconds']);
  });

  it('when EVENT_LOG_READ_LIMIT_MS is given, then it bounds reads of the event log; unset the log keeps its 15 s', () => {
    expect(loadConfig({}, fixedSecret).eventLogReadLimitMs).toBeUndefined();
    expect(loadConfig({ EVENT_LOG_READ_LIMIT_MS: '2000' }, fixedSecret).eventLogReadLimitMs).toBe(2000);
    expect(problemsOf({ EVENT_LOG_READ_LIMIT_MS: '10' })).toEqual(['EVENT_LOG_READ_LIMIT_MS: must be at least 100']);
    expect(problemsOf({ EVENT_LOG_READ_LIMIT_MS: 'soon' })).toEqual(['EVENT_LOG_READ_LIMIT_MS: must be a whole number of milliseconds']);
  });

  it('when DAILY_CLOSE_AT is given, then it is a Budapest time of day HH:MM; unset the close mail goes at 23:00', () => {
    expect(loadConfig({}, fixedSecret).dailyCloseAt).toBe('23:00');
    expect(loadConfig({ DAILY_CLOSE_AT: ' 21:30 ' }, fixedSecret).dailyCloseAt).toBe('21:30');
    expect(problemsOf({ DAILY_CLOSE_AT: '24:00' })).toEqual(['DAILY_CLOSE_AT: must be a time of day HH:MM, e.g. 23:00']);
    expect(problemsOf({ DAILY_CLOSE_AT: '9:30' })).toEqual(['DAILY_CLOSE_AT: must be a time of day HH:MM, e.g. 23:00']);
  });

  it('when RETENTION_AT is given, then it is a Budapest time of day HH:MM; unset the retention pass runs at 03:30', () => {
    expect(loadConfig({}, fixedSecret).retentionAt).toBe('03:30');
    expect(loadConfig({ RETENTION_AT: ' 04:15 ' }, fixedSecret).retentionAt).toBe('04:15');
    expect(problemsOf({ RETENTION_AT: '3:30' })).toEqual(['RETENTION_AT: must be a time of day HH:MM, e.g. 03:30']);
  });

  it('when TRUST_PROXY is a hop count or proxy addresses, then Express gets it; trusting everyone is refused', () => {
    expect(loadConfig({}, fixedSecret).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, fixedSecret).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }, fixedSecret).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::1',
    ]);
    const refusal = 'TRUST_PROXY: must be a hop count or a list of addresses, subnets, loopback, linklocal or uniquelocal';
    for (const value of ['true', '*', '10.0.0.0/33', 'proxy.example.com', 'loopback/8'])
      expect({ value, problems: problemsOf({ TRUST_PROXY: value }) }).toEqual({ value, problems: [refusal] });
  });

  it('when running under Jest without LOG_LEVEL, then logging is silent; with LOG_LEVEL, then that level', () => {
    expect(loadConfig({ JEST_WORKER_ID: '1' }, fixedSecret).logLevel).toBe('silent');
    expect(loadConfig({ JEST_WORKER_ID: '1', LOG_LEVEL: 'debug' }, fixedSecret).logLevel).toBe('debug');
  });

  it('when MONGODB_URI is set without JWT_SECRET and ADMIN_*, then it fails listing every missing key', () => {
    const problems = problemsOf(PRODUCTION_BASE);
    expect(problems).toEqual([
      `JWT_SECRET: ${IMPLIED_PRODUCTION}`,
      `ADMIN_EMAIL: ${IMPLIED_PRODUCTION}`,
      `ADMIN_PASSWORD: ${IMPLIED_PRODUCTION}`,
    ]);
  });

  it('when format errors and missing keys come together, then all are reported at once', () => {
    const problems = problemsOf({ ...PRODUCTION_BASE, PORT: 'eighty', LOG_LEVEL: 'loud', CORS_ORIGINS: 'not a url' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'CORS_ORIGINS',
      'LOG_LEVEL',
      'JWT_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ]);
  });

  it('when FIREBASE_AUTH_EMULATOR_HOST is set in production, then it is refused', () => {
    const problems = problemsOf({ ...PRODUCTION_COMPLETE, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(problems).toEqual([expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST: must not be set in production/)]);
  });

  it('when production reuses the published admin password or a short secret, then it is refused', () => {
    const problems = problemsOf({ ...PRODUCTION_COMPLETE, ADMIN_PASSWORD: 'ChangeMe#2026', JWT_SECRET: 'short' });
    expect(problems).toEqual([
      'JWT_SECRET: must be at least 32 characters',
      'ADMIN_PASSWORD: must not be the published local-profile default in production',
    ]);
  });

  it('when production is complete, then the production profile with no emulator and the given values', () => {
    const config = loadConfig(PRODUCTION_COMPLETE, fixedSecret);
    expect(config).toMatchObject({
      profile: 'production',
      database: 'external',
      host: '0.0.0.0',
      jwtSecret: 'p'.repeat(40),
      corsOrigins: [],
    });
    expect(config.admin.email).toBe('staff@pizzapoint.hu');
    expect(config.firebase).toEqual({ projectId: undefined, authEmulatorHost: undefined, serviceAccount: undefined });
  });

  it('when a service-account key is given in production, then it is parsed and names the project', () => {
    const key = {
      project_id: 'pizza-prod',
      client_email: 'sdk@pizza-prod.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\\nx\\n',
    };
    const config = loadConfig(
      { ...PRODUCTION_COMPLETE, FIREBASE_SERVICE_ACCOUNT_JSON: JSON.stringify(key), MAIL_FROM: 'Shop <a@b.hu>' },
      fixedSecret,
    );
    expect(config.firebase).toEqual({
      projectId: 'pizza-prod',
      authEmulatorHost: undefined,
      serviceAccount: { projectId: 'pizza-prod', clientEmail: key.client_email, privateKey: key.private_key },
    });
    expect(config.mailFrom).toBe('Shop <a@b.hu>');
  });

  it('when the Firebase web config is given, then the browser settings are kept in both profiles', () => {
    const web = { FIREBASE_WEB_API_KEY: 'AIza-web-key', FIREBASE_AUTH_DOMAIN: 'pizza-prod.firebaseapp.com' };
    for (const env of [web, { ...PRODUCTION_COMPLETE, ...web }]) {
      expect(loadConfig(env, fixedSecret).firebase).toMatchObject({ webApiKey: 'AIza-web-key', authDomain: 'pizza-prod.firebaseapp.com' });
    }
  });

  it('when the service-account key is not JSON or lacks its fields, then it is refused with a readable message', () => {
    expect(problemsOf({ ...PRODUCTION_COMPLETE, FIREBASE_SERVICE_ACCOUNT_JSON: '{nope' })).toEqual([
      'FIREBASE_SERVICE_ACCOUNT_JSON: must be the JSON of a service-account key file',
    ]);
    expect(problemsOf({ ...PRODUCTION_COMPLETE, FIREBASE_SERVICE_ACCOUNT_JSON: '{"project_id":"x"}' })[0]).toMatch(
      /^FIREBASE_SERVICE_ACCOUNT_JSON: /,
    );
  });

  it('when a service-account key is set in the local profile, then the emulator is still used and the key ignored', () => {
    const config = loadConfig(
      { FIREBASE_SERVICE_ACCOUNT_JSON: '{"project_id":"p","client_email":"a@b.co","private_key":"PRIVATE KEY"}' },
      fixedSecret,
    );
    expect(config.firebase).toEqual({ projectId: 'demo-pizza', authEmulatorHost: '127.0.0.1:9099', serviceAccount: undefined });
  });
});

describe("the local profile's JWT secret file", () => {
  it('when no secret is configured, then one is generated into DATA_DIR/jwt-secret and reused on the next start', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizza-env-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }, fileJwtSecretStore).jwtSecret;
      const second = loadConfig({ DATA_DIR: dataDir }, fileJwtSecretStore).jwtSecret;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
      expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
      expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
