import express from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';

import { createTestAdmin, createTestCustomer } from '../../../test/auth';
import { UserModel } from '../../../test/stored-records';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { createAuthGuard, currentUser, requireRole } from '../authenticate';
import { signAccessToken } from '../tokens';

/** Test-only routes: one for any signed-in user, one for staff, mounted through createApp's extraRouters. */
function guardedRouter() {
  const router = express.Router();
  const auth = createAuthGuard({ jwtSecret: TEST_JWT_SECRET }).authenticate;
  router.get('/test-only/whoami', auth, (req, res) => {
    res.json(currentUser(req));
  });
  router.get('/test-only/staff', auth, requireRole('ADMIN'), (_req, res) => {
    res.json({ ok: true });
  });
  return router;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ extraRouters: [guardedRouter()] });
});

afterAll(async () => {
  await t.close();
});

const AUTH_REQUIRED = { message: 'Authentication required', code: 'UNAUTHORIZED' };
const whoami = (token?: string) => {
  const req = request(t.app).get('/test-only/whoami');
  return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
};
const staffOnly = (token: string) => request(t.app).get('/test-only/staff').set('Authorization', `Bearer ${token}`);

describe('authenticate', () => {
  it('when a customer token is sent, then req.user is the user re-loaded from the database', async () => {
    const { user, token } = await createTestCustomer({ name: 'Kata' });
    const res = await whoami(token).expect(200);
    expect(res.body).toEqual({ id: user.id, email: user.email, name: 'Kata', role: 'USER', phone: user.phone });
  });

  it('when no token, a malformed one or one signed with another secret is sent, then 401 Authentication required', async () => {
    const { user } = await createTestCustomer();
    const forged = signAccessToken({ id: user.id, role: 'USER', tokenVersion: 0 }, { jwtSecret: 'x'.repeat(40) });
    expect((await whoami().expect(401)).body).toEqual(AUTH_REQUIRED);
    expect((await whoami('not-a-jwt').expect(401)).body).toEqual(AUTH_REQUIRED);
    expect((await whoami(forged).expect(401)).body).toEqual(AUTH_REQUIRED);
  });

  it('when the token has expired, then 401', async () => {
    const { user } = await createTestCustomer();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = jwt.sign({ sub: user.id, role: 'USER', ver: 0, iat: past - 60, exp: past }, TEST_JWT_SECRET);
    expect((await whoami(expired).expect(401)).body).toEqual(AUTH_REQUIRED);
  });

  it('when a token signed with the real secret has no expiry, then 401 (every token we issue expires)', async () => {
    const { user } = await createTestCustomer();
    const eternal = jwt.sign({ sub: user.id, role: 'USER', ver: 0 }, TEST_JWT_SECRET, { noTimestamp: true });
    expect((await whoami(eternal).expect(401)).body).toEqual(AUTH_REQUIRED);
    expect(await createAuthGuard({ jwtSecret: TEST_JWT_SECRET }).verify(eternal)).toBeUndefined();
  });

  it('when the token uses alg none, then 401', async () => {
    const { user } = await createTestCustomer();
    const unsigned = jwt.sign({ sub: user.id, role: 'USER', ver: 0 }, '', { algorithm: 'none' });
    await whoami(unsigned).expect(401);
  });

  it('when the user was deleted, then their token is refused', async () => {
    const { user, token } = await createTestCustomer();
    await UserModel.deleteOne({ _id: user.id });
    expect((await whoami(token).expect(401)).body).toEqual(AUTH_REQUIRED);
  });

  it('when the tokenVersion was bumped, then older tokens are refused', async () => {
    const { user, token } = await createTestCustomer();
    await UserModel.updateOne({ _id: user.id }, { $inc: { tokenVersion: 1 } });
    await whoami(token).expect(401);
  });

  it('when the sub is not an ObjectId, then 401 rather than a cast error', async () => {
    const token = jwt.sign({ sub: 'PIZ_001', role: 'USER', ver: 0 }, TEST_JWT_SECRET);
    await whoami(token).expect(401);
  });
});

describe('requireRole', () => {
  it('when a staff token is sent to a staff endpoint, then it passes', async () => {
    const { token } = await createTestAdmin();
    await staffOnly(token).expect(200, { ok: true });
  });

  it('when a customer token is sent to a staff endpoint, then 403 Staff only', async () => {
    const { token } = await createTestCustomer();
    expect((await staffOnly(token).expect(403)).body).toEqual({ message: 'Staff only', code: 'FORBIDDEN' });
  });

  it('when a staff member was demoted, then their staff token is refused', async () => {
    const { user, token } = await createTestAdmin();
    await UserModel.updateOne({ _id: user.id }, { role: 'USER' });
    await staffOnly(token).expect(401);
  });
});
