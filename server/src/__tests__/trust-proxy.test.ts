import express, { type Express } from 'express';
import request from 'supertest';

import { createApp } from '../app';
import type { Config } from '../config/env';
import { authFeature } from '../modules/auth';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The client IP behind the rate limits: X-Forwarded-For counts only when it comes through a proxy
 * named in TRUST_PROXY (Supertest connects from loopback, so 'loopback' plays the proxy here).
 */
/** The real app with the real auth router again under /limited, with a limit of 2 per client. */
function appTrusting(t: TestApp, trustProxy: Config['trustProxy']): Express {
  const config = { ...t.config, trustProxy };
  const limited = express.Router();
  const rule = { limit: 2, windowMs: 60_000 };
  const limits = {
    login: rule,
    signup: rule,
    checkEmail: rule,
    adminLogin: rule,
    verifyOtp: rule,
    verifyOtpPerEmail: rule,
    forgotPassword: rule,
    resetPassword: rule,
  };
  for (const route of authFeature({ ...t.deps, config }, { limits }).routes) limited.use(`/limited${route.path}`, route.router);
  return createApp({ ...t.deps, config, extraRouters: [limited] });
}

const checkEmail = (app: Express, forwardedFor: string) =>
  request(app).get('/limited/auth/check-email?email=a%40b.co').set('x-forwarded-for', forwardedFor);

describe('trust proxy', () => {
  let t: TestApp;
  let trusting: Express;
  let untrusting: Express;
  beforeAll(async () => {
    t = await createTestApp();
    trusting = appTrusting(t, ['loopback']);
    untrusting = appTrusting(t, false);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when the proxy is trusted, then each forwarded client has its own limit', async () => {
    await checkEmail(trusting, '203.0.113.1').expect(200);
    await checkEmail(trusting, '203.0.113.1').expect(200);
    await checkEmail(trusting, '203.0.113.1').expect(429);
    await checkEmail(trusting, '203.0.113.2').expect(200);
  });

  it('when no proxy is trusted, then a forged X-Forwarded-For does not buy a fresh limit', async () => {
    await checkEmail(untrusting, '198.51.100.1').expect(200);
    await checkEmail(untrusting, '198.51.100.2').expect(200);
    await checkEmail(untrusting, '198.51.100.3').expect(429);
  });
});
