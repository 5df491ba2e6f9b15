/**
 * Staff sign-ins in the audit log (docs/product/audit-log.md), on the real app and database: a
 * wrong password and a wrong code are signin.failed with the e-mail typed, the verified code is
 * signin.succeeded with the member; neither the password nor the code is ever stored.
 */
import { type AuditEntry, auditPageSchema } from '@pizza/shared';
import { bearer, mailsTo } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin } from '../../../test/auth';
import { UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { OneTimeCodeModel } from '../one-time-code.model';

let t: TestApp;
let admin: { email: string; password: string };
let reader: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  admin = t.config.admin;
  reader = (await createTestAdmin()).token;
});

afterAll(() => t.close());

beforeEach(async () => {
  await request(t.app).delete('/dev/mailbox').expect(204);
  await OneTimeCodeModel.deleteMany({});
});

const adminLogin = (body: object) => request(t.app).post('/auth/admin-login').send(body);
const verify = (otp: string, email = admin.email) => request(t.app).post('/auth/verify-otp').send({ email, otp });

async function latestCode(): Promise<string> {
  const mail = (await mailsTo(t.app, admin.email)).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no staff code mail');
  return code;
}

async function signIns(): Promise<{ entries: AuditEntry[]; text: string }> {
  const res = await request(t.app).get('/api/audit').query({ limit: 200 }).set(bearer(reader)).expect(200);
  const entries = auditPageSchema.parse(res.body).entries.filter((entry) => entry.action.startsWith('signin.'));
  return { entries, text: res.text };
}

describe('sign-ins in the audit log', () => {
  it('when the password is wrong, then signin.failed with the e-mail typed, the member and the step, and never the password', async () => {
    const password = 'Wrong-Password-123';
    await adminLogin({ email: admin.email, password }).expect(200, { otpSent: false });
    await adminLogin({ email: 'nobody-here@example.com', password }).expect(200, { otpSent: false });
    const member = await UserModel.findOne({ email: admin.email }).lean();
    const { entries, text } = await signIns();
    expect(entries.slice(0, 2)).toMatchObject([
      { action: 'signin.failed', actorEmail: 'nobody-here@example.com', after: { step: 'password' } },
      { action: 'signin.failed', actorEmail: admin.email, actorId: String(member!._id), after: { step: 'password' } },
    ]);
    expect(entries[0]!.actorId).toBeUndefined();
    expect(text).not.toContain(password);
  });

  it('when a wrong code and then the right one are sent, then signin.failed (code) then signin.succeeded for the member, no code stored', async () => {
    await adminLogin({ email: admin.email, password: admin.password }).expect(200, { otpSent: true });
    const code = await latestCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await verify(wrong).expect(401);
    await verify(code).expect(200);
    const member = await UserModel.findOne({ email: admin.email }).lean();
    const { entries, text } = await signIns();
    expect(entries.slice(0, 2)).toMatchObject([
      { action: 'signin.succeeded', actorId: String(member!._id), actorEmail: admin.email, actorRole: 'OWNER' },
      { action: 'signin.failed', actorEmail: admin.email, after: { step: 'code', failure: 'wrong-code' } },
    ]);
    expect(text).not.toContain(code);
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(admin.password);
  });
});
