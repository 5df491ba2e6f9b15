import express from 'express';
import request from 'supertest';

import { ensureAuthEmulator } from '../../lib/auth-emulator';
import { createLogger } from '../../lib/logger';
import { capturesMail, createMailer } from '../../lib/mailer';
import { securityHeaders } from '../../middleware/security';
import { type Config, ConfigError, loadConfig } from '../env';
import type { JwtSecretStore } from '../jwt-secret';

const fixedSecret: JwtSecretStore = { load: () => 'generated-secret-generated-secret-0123' };
const SHARED_DATABASE = { MONGODB_URI: 'mongodb://127.0.0.1:47301/pizza' };
const PRODUCTION_SECRETS = { JWT_SECRET: 'p'.repeat(40), ADMIN_EMAIL: 'staff@example.com', ADMIN_PASSWORD: 'Another#Password2026' };
const silent = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, fixedSecret);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

async function headersOf(config: Config) {
  const app = express().use(securityHeaders(config));
  app.get('/', (_req, res) => {
    res.end();
  });
  const res = await request(app).get('/');
  return { csp: String(res.headers['content-security-policy']), hsts: res.headers['strict-transport-security'] as string | undefined };
}

describe('RUN_PROFILE: what kind of deployment, apart from which database', () => {
  it('when RUN_PROFILE is unset, then it is local without MONGODB_URI and production with it (as before the profile existed)', () => {
    expect(loadConfig({}, fixedSecret)).toMatchObject({ profile: 'local', database: 'embedded' });
    expect(loadConfig({ ...SHARED_DATABASE, ...PRODUCTION_SECRETS }, fixedSecret)).toMatchObject({
      profile: 'production',
      database: 'external',
    });
  });

  it('when the local profile runs on MONGODB_URI, then it needs no secrets and keeps every local default', () => {
    const config = loadConfig({ ...SHARED_DATABASE, RUN_PROFILE: 'local' }, fixedSecret);
    expect(config).toMatchObject({
      profile: 'local',
      database: 'external',
      mongodbUri: SHARED_DATABASE.MONGODB_URI,
      host: '127.0.0.1',
      jwtSecret: 'generated-secret-generated-secret-0123',
      admin: { email: 'admin@example.com', password: 'ChangeMe#2026' },
      firebase: { projectId: 'demo-pizza', authEmulatorHost: '127.0.0.1:9099' },
    });
    expect(config.corsOrigins).toContain('http://localhost:5173');
  });

  it('when the local profile runs on MONGODB_URI, then mail is captured, the emulator is allowed by CSP and there is no HSTS', async () => {
    const config = loadConfig({ ...SHARED_DATABASE, RUN_PROFILE: 'local', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:47302' }, fixedSecret);
    expect(capturesMail(config)).toBe(true);
    expect(createMailer(config, silent).mailbox).toBeDefined();
    const { csp, hsts } = await headersOf(config);
    expect(csp).toContain('http://127.0.0.1:47302');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeUndefined();
  });

  it('when the profile is production, then mail is sent, no emulator is started or allowed, and https is insisted on', async () => {
    const config = loadConfig({ ...SHARED_DATABASE, ...PRODUCTION_SECRETS, RUN_PROFILE: 'production' }, fixedSecret);
    expect(capturesMail(config)).toBe(false);
    expect(createMailer(config, silent).mailbox).toBeUndefined();
    // Even with a host slipped in, the production profile never starts or trusts an emulator.
    const slipped = { ...config, firebase: { ...config.firebase, projectId: 'demo-pizza', authEmulatorHost: '127.0.0.1:47303' } };
    await expect(ensureAuthEmulator(slipped, silent)).resolves.toBeUndefined();
    const { csp, hsts } = await headersOf(slipped);
    expect(csp).not.toContain('127.0.0.1:47303');
    expect(csp).toContain('upgrade-insecure-requests');
    expect(hsts).toMatch(/max-age=/);
  });

  it('when RUN_PROFILE=production is given without MONGODB_URI or secrets, then it is refused, every problem at once', () => {
    expect(problemsOf({ RUN_PROFILE: 'production' })).toEqual([
      'MONGODB_URI: required in the production profile (the embedded database is for local runs)',
      'JWT_SECRET: required in the production profile',
      'ADMIN_EMAIL: required in the production profile',
      'ADMIN_PASSWORD: required in the production profile',
    ]);
  });

  it('when RUN_PROFILE=production names the emulator or the published password, then it is refused', () => {
    const env = { ...SHARED_DATABASE, ...PRODUCTION_SECRETS, RUN_PROFILE: 'production' };
    expect(problemsOf({ ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ADMIN_PASSWORD: 'ChangeMe#2026' })).toEqual([
      'ADMIN_PASSWORD: must not be the published local-profile default in production',
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST: must not be set in production/),
    ]);
  });

  it('when RUN_PROFILE is neither local nor production, then only that is reported', () => {
    expect(problemsOf({ ...SHARED_DATABASE, RUN_PROFILE: 'staging' })).toEqual(['RUN_PROFILE: must be local or production']);
    expect(loadConfig({ RUN_PROFILE: ' local ' }, fixedSecret).profile).toBe('local');
  });
});
