import { randomBytes, scryptSync } from 'node:crypto';

import jwt from 'jsonwebtoken';
import request from 'supertest';

import { hashPassword } from '../../../lib/password';
import { createTestAdmin, createTestCustomer } from '../../../test/auth';
import { UserModel } from '../../../test/stored-records';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { signAccessToken } from '../tokens';
import { bearer, GOOD_PASSWORD } from './helpers';

let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(GOOD_PASSWORD);
});

afterAll(async () => {
  await t.close();
});

const login = (body: object) => request(t.app).post('/auth/login').send(body);
const validate = (email: string, token?: string) => {
  const req = request(t.app).get(`/auth/validate-token/${encodeURIComponent(email)}`);
  return token === undefined ? req : req.set(bearer(token));
};
const INVALID_CREDENTIALS = { code: 'UNAUTHORIZED', message: 'Invalid email or password' };

describe('POST /auth/login', () => {
  it('when e-mail and password are right, then 200 with email, name and a working token', async () => {
    const { user } = await createTestCustomer({ name: 'Béla', passwordHash });
    const res = await login({ email: user.email.toUpperCase(), password: GOOD_PASSWORD }).expect(200);
    expect(res.body).toEqual({ email: user.email, name: 'Béla', token: expect.any(String) });
    await request(t.app).get('/auth/me').set(bearer(res.body.token)).expect(200);
  });

  it('when the e-mail is unknown or the password wrong, then the same 401 "Invalid email or password"', async () => {
    const { user } = await createTestCustomer({ passwordHash });
    const unknown = await login({ email: 'nobody@example.com', password: GOOD_PASSWORD }).expect(401);
    const wrong = await login({ email: user.email, password: 'Wrong#Password1' }).expect(401);
    expect(unknown.body).toEqual(INVALID_CREDENTIALS);
    expect(wrong.body).toEqual(INVALID_CREDENTIALS);
  });

  it('when a staff account uses the customer login, then the same 401 (staff must use the e-mailed code)', async () => {
    const res = await login({ email: t.config.admin.email, password: t.config.admin.password }).expect(401);
    expect(res.body).toEqual(INVALID_CREDENTIALS);
  });

  it('when the e-mail is a MongoDB operator, then 400 and no query runs with it', async () => {
    const res = await login({ email: { $gt: '' }, password: GOOD_PASSWORD }).expect(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('when the account still has a pre-bcrypt scrypt hash, then login works and upgrades it to bcrypt', async () => {
    const salt = randomBytes(16);
    const hash = scryptSync(GOOD_PASSWORD, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const legacy = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
    const { user } = await createTestCustomer({ passwordHash: legacy });
    await login({ email: user.email, password: GOOD_PASSWORD }).expect(200);
    const upgraded = await UserModel.findById(user.id).lean();
    expect(upgraded?.passwordHash).toMatch(/^\$2b\$12\$/);
    await login({ email: user.email, password: GOOD_PASSWORD }).expect(200);
  });

  it('when the form is url-encoded, then it works too', async () => {
    const { user } = await createTestCustomer({ passwordHash });
    await request(t.app).post('/auth/login').type('form').send({ email: user.email, password: GOOD_PASSWORD }).expect(200);
  });
});

describe('POST /auth/logout and GET /auth/me', () => {
  it('when a signed-in customer logs out, then 204 (tokens are stateless; the client forgets its token)', async () => {
    const { token } = await createTestCustomer();
    await request(t.app).post('/auth/logout').set(bearer(token)).expect(204);
  });

  it('when logout or me is called without a token, then 401 Authentication required', async () => {
    const body = { code: 'UNAUTHORIZED', message: 'Authentication required' };
    expect((await request(t.app).post('/auth/logout').expect(401)).body).toEqual(body);
    expect((await request(t.app).get('/auth/me').expect(401)).body).toEqual(body);
  });

  it('when staff ask who they are, then the answer has no phone and role ADMIN', async () => {
    const { user, token } = await createTestAdmin();
    const res = await request(t.app).get('/auth/me').set(bearer(token)).expect(200);
    expect(res.body).toEqual({ id: user.id, email: user.email, name: 'Test Staff', role: 'ADMIN' });
  });

  it('when the account was deleted, then its token gets 401 on /auth/me', async () => {
    const { user, token } = await createTestCustomer();
    await UserModel.deleteOne({ _id: user.id });
    await request(t.app).get('/auth/me').set(bearer(token)).expect(401);
  });
});

describe('GET /auth/check-email', () => {
  it('when the e-mail has an account (any case), then exists true; otherwise false', async () => {
    const { user } = await createTestCustomer();
    await request(t.app).get('/auth/check-email').query({ email: user.email.toUpperCase() }).expect(200, { exists: true });
    await request(t.app).get('/auth/check-email').query({ email: 'free@example.com' }).expect(200, { exists: false });
  });

  it('when the e-mail is missing or not an address, then 400', async () => {
    await request(t.app).get('/auth/check-email').expect(400);
    const res = await request(t.app).get('/auth/check-email?email[$gt]=').expect(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /auth/validate-token/:email', () => {
  it('when a customer token matches the e-mail, then 200 valid with role, expiry and time left', async () => {
    const { user, token } = await createTestCustomer();
    const res = await validate(user.email.toUpperCase(), token).expect(200);
    expect(res.body).toEqual({
      status: 'valid',
      message: 'Token is valid',
      authenticatedUser: user.email,
      role: 'USER',
      expiresAt: expect.any(String),
      timeUntilExpiry: expect.stringMatching(/^\d+ ms$/),
      isExpired: false,
    });
    const left = Date.parse(res.body.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(23.9 * 3600_000);
    expect(left).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('when a staff token is validated, then role ADMIN and 12 hours', async () => {
    const { user, token } = await createTestAdmin();
    const res = await validate(user.email, token).expect(200);
    expect(res.body).toMatchObject({ status: 'valid', role: 'ADMIN', isExpired: false });
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
  });

  it('when no token is sent, then 401 invalid "No token provided"', async () => {
    await validate('anna@example.com').expect(401, { status: 'invalid', message: 'No token provided', isExpired: false });
  });

  it('when the token has expired, then 401 expired with isExpired true', async () => {
    const { user } = await createTestCustomer();
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = jwt.sign({ sub: user.id, role: 'USER', ver: 0, iat: past - 3600, exp: past }, TEST_JWT_SECRET);
    const res = await validate(user.email, expired).expect(401);
    expect(res.body).toEqual({
      status: 'expired',
      message: 'Token is expired',
      isExpired: true,
      expiredAt: new Date(past * 1000).toISOString(),
    });
  });

  it('when the token is forged (another secret), then 401 invalid, never "expired", even if its exp has passed', async () => {
    const { user } = await createTestCustomer();
    const past = Math.floor(Date.now() / 1000) - 60;
    const forged = jwt.sign({ sub: user.id, role: 'USER', ver: 0, exp: past }, 'f'.repeat(40));
    const res = await validate(user.email, forged).expect(401);
    expect(res.body).toEqual({ status: 'invalid', message: 'Token is invalid', isExpired: false });
  });

  it('when the token is not a JWT at all, then 401 malformed', async () => {
    await validate('anna@example.com', 'garbage').expect(401, { status: 'malformed', message: 'Token is malformed', isExpired: false });
  });

  it('when the token belongs to another e-mail, then 403 forbidden', async () => {
    const { token } = await createTestCustomer();
    const res = await validate('someone.else@example.com', token).expect(403);
    expect(res.body).toEqual({ status: 'forbidden', message: 'Token does not belong to this email', isExpired: false });
  });

  it('when the account was deleted or signed out everywhere, then 401 invalid', async () => {
    const { user, token } = await createTestCustomer();
    await UserModel.updateOne({ _id: user.id }, { $inc: { tokenVersion: 1 } });
    await validate(user.email, token).expect(401, { status: 'invalid', message: 'Token is no longer valid', isExpired: false });
    const staleRole = signAccessToken({ id: user.id, role: 'ADMIN', tokenVersion: 1 }, t.config);
    await validate(user.email, staleRole).expect(401);
  });
});
