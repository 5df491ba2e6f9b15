import express from 'express';
import request from 'supertest';

import { createTestCustomer } from '../../../test/auth';
import { UserModel } from '../../../test/stored-records';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { createAuthGuard, requireRole } from '../authenticate';
import { OneTimeCodeModel } from '../one-time-code.model';
import { checkAccessToken } from '../tokens';
import { bearer, mailsTo } from './helpers';

/** A staff-only endpoint for this test, until real staff endpoints exist. */
function staffProbe() {
  const router = express.Router();
  router.get('/test-only/staff', createAuthGuard({ jwtSecret: TEST_JWT_SECRET }).authenticate, requireRole('ADMIN'), (_req, res) => {
    res.json({ ok: true });
  });
  return router;
}

let t: TestApp;
let admin: { email: string; password: string };

beforeAll(async () => {
  // Many sign-ins from one address within a minute: more than the real limits allow (rate-limit.test.ts covers those).
  t = await createTestApp({ extraRouters: [staffProbe()], env: { RATE_LIMIT_SCALE: '10' } });
  admin = t.config.admin;
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await request(t.app).delete('/dev/mailbox').expect(204);
  await OneTimeCodeModel.deleteMany({});
});

const adminLogin = (body: object) => request(t.app).post('/auth/admin-login').send(body);
const verify = (otp: string, email = admin.email) => request(t.app).post('/auth/verify-otp').send({ email, otp });
const INVALID_CODE = { code: 'UNAUTHORIZED', message: 'Invalid or expired code' };

async function latestCode(): Promise<string> {
  const [mail] = await mailsTo(t.app, admin.email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no staff code mail');
  return code;
}

/** Any 6-digit code except the right one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /auth/admin-login', () => {
  it('when the staff password is right, then otpSent true and a branded mail with a 6-digit code, stored only hashed', async () => {
    await adminLogin({ email: admin.email.toUpperCase(), password: admin.password }).expect(200, { otpSent: true });
    const [mail] = await mailsTo(t.app, admin.email);
    expect(mail).toMatchObject({ subject: 'Your Pizza Point staff sign-in code' });
    expect(mail?.html).toContain('Pizza Point');
    expect(mail?.text).toContain('5 minutes');
    const code = await latestCode();
    const stored = await OneTimeCodeModel.findOne({ email: admin.email }).lean();
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.attempts).toBe(0);
    const ttl = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
  });

  it('when the password is wrong or the account is a customer, then the same otpSent false and no mail', async () => {
    const customer = await createTestCustomer();
    const wrong = await adminLogin({ email: admin.email, password: 'Wrong#Password1' }).expect(200);
    const notStaff = await adminLogin({ email: customer.user.email, password: 'whatever-it-is' }).expect(200);
    const unknown = await adminLogin({ email: 'nobody@example.com', password: 'Wrong#Password1' }).expect(200);
    for (const res of [wrong, notStaff, unknown]) expect(res.body).toEqual({ otpSent: false });
    expect(await mailsTo(t.app, admin.email)).toEqual([]);
    expect(await OneTimeCodeModel.countDocuments()).toBe(0);
  });

  it('when a new code is requested, then it replaces the old one (one per e-mail)', async () => {
    await adminLogin(admin).expect(200, { otpSent: true });
    const first = await latestCode();
    await adminLogin(admin).expect(200, { otpSent: true });
    const second = await latestCode();
    expect(await OneTimeCodeModel.countDocuments({ email: admin.email })).toBe(1);
    if (first !== second) await verify(first).expect(401, INVALID_CODE);
    await verify(second).expect(200);
  });

  it('when the body carries a MongoDB operator, then 400', async () => {
    await adminLogin({ email: { $gt: '' }, password: admin.password }).expect(400);
  });
});

describe('POST /auth/verify-otp', () => {
  it('when the code is right, then a 12-hour staff token that opens staff endpoints, and the code is used up', async () => {
    await adminLogin(admin).expect(200);
    const code = await latestCode();
    const res = await verify(code).expect(200);
    expect(res.body).toEqual({ token: expect.any(String), email: admin.email });
    const check = checkAccessToken(res.body.token, t.config);
    expect(check).toMatchObject({ kind: 'valid', claims: { role: 'ADMIN' } });
    if (check.kind === 'valid') expect(check.claims.exp - check.claims.iat).toBe(12 * 60 * 60);
    await request(t.app).get('/test-only/staff').set(bearer(res.body.token)).expect(200, { ok: true });
    await verify(code).expect(401, INVALID_CODE);
  });

  it('when the code is wrong, then 401 and the try is counted', async () => {
    await adminLogin(admin).expect(200);
    const code = await latestCode();
    await verify(wrongCode(code)).expect(401, INVALID_CODE);
    expect((await OneTimeCodeModel.findOne({ email: admin.email }).lean())?.attempts).toBe(1);
  });

  it('when 5 wrong codes were tried, then even the right code is refused until a new one is requested', async () => {
    await adminLogin(admin).expect(200);
    const code = await latestCode();
    for (let i = 0; i < 5; i += 1) await verify(wrongCode(code)).expect(401, INVALID_CODE);
    expect(await OneTimeCodeModel.countDocuments({ email: admin.email })).toBe(0);
    await verify(code).expect(401, INVALID_CODE);

    await adminLogin(admin).expect(200, { otpSent: true });
    await verify(await latestCode()).expect(200);
  });

  it('when the code has expired, then it is refused', async () => {
    await adminLogin(admin).expect(200);
    const code = await latestCode();
    await OneTimeCodeModel.updateOne({ email: admin.email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await verify(code).expect(401, INVALID_CODE);
  });

  it('when no code was requested, or the code is empty or not 6 digits, then it is refused', async () => {
    await verify('123456').expect(401, INVALID_CODE);
    expect((await verify('').expect(400)).body.message).toBe('OTP is required');
    expect((await verify('12ab56').expect(400)).body.message).toBe('OTP must be 6 digits');
  });

  it('when the staff member was demoted after requesting the code, then the right code gives no token', async () => {
    const staff = await UserModel.create({
      email: 'second.staff@example.com',
      name: 'Second',
      passwordHash: (await UserModel.findOne({ email: admin.email }).lean())?.passwordHash,
      role: 'ADMIN',
    });
    await adminLogin({ email: staff.email, password: admin.password }).expect(200, { otpSent: true });
    const [mail] = await mailsTo(t.app, staff.email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    await UserModel.updateOne({ _id: staff._id }, { role: 'USER' });
    await verify(code, staff.email).expect(401, INVALID_CODE);
  });
});

describe('staff endpoints', () => {
  it('when a customer token is sent to a staff endpoint, then 403 Staff only', async () => {
    const { token } = await createTestCustomer();
    await request(t.app).get('/test-only/staff').set(bearer(token)).expect(403, { message: 'Staff only', code: 'FORBIDDEN' });
  });

  it('when the staff account is demoted or deleted, then its staff token is refused at once', async () => {
    await adminLogin(admin).expect(200);
    const { body } = await verify(await latestCode()).expect(200);
    await UserModel.updateOne({ email: admin.email }, { role: 'USER' });
    await request(t.app).get('/test-only/staff').set(bearer(body.token)).expect(401);
    await UserModel.updateOne({ email: admin.email }, { role: 'ADMIN' });
    await request(t.app).get('/test-only/staff').set(bearer(body.token)).expect(200);
  });
});
