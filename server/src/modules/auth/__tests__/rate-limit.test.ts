import express from 'express';
import request from 'supertest';

import { hashPassword } from '../../../lib/password';
import { createTestCustomer } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { authFeature } from '../index';
import { GOOD_PASSWORD } from './helpers';

/**
 * The real auth router again, with tiny limits, under /limited (the app's own /auth keeps its
 * defaults). Each limiter has its own counters, so each case starts from zero.
 */
const limited = express.Router();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ extraRouters: [limited] });
  const rule = { limit: 2, windowMs: 60_000 };
  const feature = authFeature(t.deps, {
    limits: {
      login: rule,
      loginPerAccount: rule,
      signup: rule,
      checkEmail: rule,
      adminLogin: rule,
      verifyOtp: { limit: 5, windowMs: 60_000 },
      verifyOtpPerEmail: rule,
      forgotPassword: rule,
      resetPassword: rule,
    },
  });
  for (const route of feature.routes) limited.use(`/limited${route.path}`, route.router);
});

afterAll(async () => {
  await t.close();
});

const RATE_LIMITED = { message: 'Too many attempts, please try again later.', code: 'RATE_LIMITED' };
const badLogin = { email: 'nobody@example.com', password: 'Wrong#Password1' };

describe('rate limits on the auth endpoints', () => {
  it.each([
    ['POST /auth/signup', 'post', '/limited/auth/signup', {}],
    ['GET /auth/check-email', 'get', '/limited/auth/check-email?email=a%40b.co', undefined],
    ['POST /auth/admin-login', 'post', '/limited/auth/admin-login', badLogin],
    ['POST /auth/forgot-password', 'post', '/limited/auth/forgot-password', {}],
    ['POST /auth/resetPassword', 'post', '/limited/auth/resetPassword', {}],
  ] as const)('when %s is called past its limit, then 429 with a readable message and Retry-After', async (_name, method, path, body) => {
    const call = () => (method === 'get' ? request(t.app).get(path) : request(t.app).post(path).send(body));
    for (let i = 0; i < 2; i += 1) expect((await call()).status).not.toBe(429);
    const res = await call().expect(429);
    expect(res.body).toEqual(RATE_LIMITED);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('when one e-mail is guessed at past its limit, then verify-otp answers 429 for that e-mail, other e-mails until the IP limit', async () => {
    const guess = (email: string) => request(t.app).post('/limited/auth/verify-otp').send({ email, otp: '000000' });
    await guess('staff1@example.com').expect(401);
    await guess('staff1@example.com').expect(401);
    expect((await guess('staff1@example.com').expect(429)).body).toEqual(RATE_LIMITED);
    await guess('staff2@example.com').expect(401);
    await guess('staff2@example.com').expect(401);
    // Six guesses from one address: the per-IP limit (5) now refuses any e-mail.
    await guess('staff3@example.com').expect(429);
  });

  it('when logins succeed, then they do not count; failed ones reach the limit and get 429', async () => {
    const { user } = await createTestCustomer({ passwordHash: await hashPassword(GOOD_PASSWORD) });
    const login = (password: string) => request(t.app).post('/limited/auth/login').send({ email: user.email, password });
    for (let i = 0; i < 4; i += 1) await login(GOOD_PASSWORD).expect(200);
    await login('Wrong#Password1').expect(401);
    await login('Wrong#Password1').expect(401);
    expect((await login('Wrong#Password1').expect(429)).body).toEqual(RATE_LIMITED);
  });

  it('when one account is guessed at past its own limit, then its logins get 429 while another account still answers', async () => {
    const wide = { limit: 100, windowMs: 60_000 };
    const feature = authFeature(t.deps, { limits: { login: wide, loginPerAccount: { limit: 2, windowMs: 60_000 } } });
    for (const route of feature.routes) limited.use(`/limited/per-account${route.path}`, route.router);
    const { user } = await createTestCustomer({ passwordHash: await hashPassword(GOOD_PASSWORD) });
    const login = (email: string, password: string) => request(t.app).post('/limited/per-account/auth/login').send({ email, password });
    await login(user.email, 'Wrong#Password1').expect(401);
    await login(user.email.toUpperCase(), 'Wrong#Password2').expect(401);
    // The account is now locked for this window, even with the right password and whatever the address.
    expect((await login(user.email, GOOD_PASSWORD).expect(429)).body).toEqual(RATE_LIMITED);
    await login('someone-else@example.com', 'Wrong#Password1').expect(401);
  });

  it('when the default limits apply, then ordinary use stays well below them', async () => {
    for (let i = 0; i < 5; i += 1) await request(t.app).post('/auth/login').send(badLogin).expect(401);
  });
});
