import { PASSWORD_MESSAGES } from '@pizza/shared';
import request from 'supertest';

import { createApp } from '../../../app';
import type { Mailer } from '../../../lib/mailer';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { createTestCustomer } from '../../../test/auth';
import { UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ResetTokenModel } from '../reset-token.model';
import { bearer, GOOD_PASSWORD, mailsTo, waitForMailsTo } from './helpers';

let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(GOOD_PASSWORD);
});

afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Quattro#Formaggi7';
const SENT = { message: 'If an account exists for this email, a reset link has been sent.' };
const INVALID_LINK = { code: 'BAD_REQUEST', message: 'This reset link is invalid or has expired.' };

const forgot = (email: string) => request(t.app).post('/auth/forgot-password').send({ email });
const reset = (body: object) => request(t.app).post('/auth/resetPassword').send(body);
const resetForm = (token: string, email: string) => ({ token, email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

/** Asks for a reset link and returns the token from the captured e-mail. */
async function tokenFromMail(email: string): Promise<string> {
  const before = (await mailsTo(t.app, email)).length;
  await forgot(email).expect(200, SENT);
  const [mail] = await waitForMailsTo(t.app, email, before + 1);
  const link = /\/resetPassword\?token=([\w-]+)/.exec(mail?.text ?? '');
  if (!link?.[1]) throw new Error('no reset link in the mail');
  return link[1];
}

describe('POST /auth/forgot-password', () => {
  it('when the account exists or not, then the same answer, and only the existing one gets a branded mail with a 30-minute link', async () => {
    const { user } = await createTestCustomer();
    const unknown = await forgot('ghost@example.com').expect(200);
    const known = await forgot(user.email.toUpperCase()).expect(200);
    expect(known.body).toEqual(SENT);
    expect(unknown.body).toEqual(SENT);

    const [mail] = await waitForMailsTo(t.app, user.email);
    expect(await mailsTo(t.app, 'ghost@example.com')).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Reset your Pizza Point password', sentAt: expect.any(String) });
    expect(mail?.text).toContain(`${t.config.publicUrl}/resetPassword?token=`);
    expect(mail?.text).toContain('30 minutes');
    expect(mail?.html).toContain('Pizza Point');
    expect(mail?.html).toContain(`href="${t.config.publicUrl}/resetPassword?token=`);
  });

  it('when a link is issued, then only its sha256 hash is stored, with a 30-minute expiry', async () => {
    const { user } = await createTestCustomer();
    const token = await tokenFromMail(user.email);
    const stored = await ResetTokenModel.findOne({ userId: user.id }).lean();
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    const ttl = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
  });
});

describe('POST /auth/forgot-password timing', () => {
  it('when the mail server hangs, then the answer still comes at once (the work happens after it, for known and unknown e-mails alike)', async () => {
    let sends = 0;
    const hanging: Mailer = { send: () => ((sends += 1), new Promise<void>(() => undefined)) };
    const stalled = createApp({ ...t.deps, mailer: hanging });
    const { user } = await createTestCustomer({ passwordHash });
    await request(stalled).post('/auth/forgot-password').send({ email: user.email }).expect(200, SENT);
    await request(stalled).post('/auth/forgot-password').send({ email: 'ghost@example.com' }).expect(200, SENT);
    // The known account's mail was attempted after its answer (and hangs for ever); the ghost got none.
    for (let i = 0; i < 100 && sends === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sends).toBe(1);
  });
});

describe('POST /auth/resetPassword', () => {
  it('when the token is right, then the password changes, the link dies and every older session is signed out', async () => {
    const { user, token: oldSession } = await createTestCustomer({ passwordHash });
    const resetToken = await tokenFromMail(user.email);
    await reset(resetForm(resetToken, user.email)).expect(200, { message: 'Password changed' });

    const stored = await UserModel.findById(user.id).lean();
    expect(await verifyPassword(NEW_PASSWORD, stored?.passwordHash ?? '')).toBe(true);
    expect(stored?.tokenVersion).toBe(1);
    await request(t.app).get('/auth/me').set(bearer(oldSession)).expect(401);
    await request(t.app).post('/auth/login').send({ email: user.email, password: GOOD_PASSWORD }).expect(401);
    await request(t.app).post('/auth/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
  });

  it('when the same link is used twice, then the second time is refused and changes nothing', async () => {
    const { user } = await createTestCustomer({ passwordHash });
    const resetToken = await tokenFromMail(user.email);
    await reset(resetForm(resetToken, user.email)).expect(200);
    const res = await reset({ ...resetForm(resetToken, user.email), password: 'Another#Pass99', confirmPassword: 'Another#Pass99' }).expect(
      400,
    );
    expect(res.body).toEqual(INVALID_LINK);
    expect(await verifyPassword(NEW_PASSWORD, (await UserModel.findById(user.id).lean())?.passwordHash ?? '')).toBe(true);
  });

  it('when there is no token, then 400 "Reset token is required" (the original ignored the token)', async () => {
    const { user } = await createTestCustomer({ passwordHash });
    const { token: _none, ...withoutToken } = resetForm('x', user.email);
    const res = await reset(withoutToken).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Reset token is required' });
    const unchanged = await UserModel.findById(user.id).lean();
    expect(unchanged?.passwordHash).toBe(passwordHash);
  });

  it('when the token is made up, then 400 with the invalid-link message', async () => {
    const { user } = await createTestCustomer({ passwordHash });
    await reset(resetForm('made-up-token-made-up-token-made-up-token-12', user.email)).expect(400, INVALID_LINK);
  });

  it('when the token has expired, then 400 and nothing changes', async () => {
    const { user } = await createTestCustomer({ passwordHash });
    const resetToken = await tokenFromMail(user.email);
    await ResetTokenModel.updateOne({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await reset(resetForm(resetToken, user.email)).expect(400, INVALID_LINK);
    expect((await UserModel.findById(user.id).lean())?.passwordHash).toBe(passwordHash);
  });

  it('when the token belongs to another account, then 400 and neither password changes', async () => {
    const victim = await createTestCustomer({ passwordHash });
    const attacker = await createTestCustomer({ passwordHash });
    const attackersToken = await tokenFromMail(attacker.user.email);
    await reset(resetForm(attackersToken, victim.user.email)).expect(400, INVALID_LINK);
    expect((await UserModel.findById(victim.user.id).lean())?.passwordHash).toBe(passwordHash);
    // The refused attempt did not burn the attacker's own link either.
    await reset(resetForm(attackersToken, attacker.user.email)).expect(200);
  });

  it('when a newer link was requested, then the older one no longer works', async () => {
    const { user } = await createTestCustomer({ passwordHash });
    const older = await tokenFromMail(user.email);
    const newer = await tokenFromMail(user.email);
    await reset(resetForm(older, user.email)).expect(400, INVALID_LINK);
    await reset(resetForm(newer, user.email)).expect(200);
  });

  it('when the new password breaks a rule, then the SPEC message and the link stays usable', async () => {
    const { user } = await createTestCustomer({ passwordHash });
    const resetToken = await tokenFromMail(user.email);
    const weak = await reset({
      ...resetForm(resetToken, user.email),
      password: 'weakpassword1!',
      confirmPassword: 'weakpassword1!',
    }).expect(400);
    expect(weak.body.message).toBe(PASSWORD_MESSAGES.noUppercase);
    const mismatch = await reset({ ...resetForm(resetToken, user.email), confirmPassword: 'Different#Pass1' }).expect(400);
    expect(mismatch.body.message).toBe(PASSWORD_MESSAGES.mismatch);
    await reset(resetForm(resetToken, user.email)).expect(200);
  });

  it('when the e-mail is a MongoDB operator, then 400', async () => {
    await request(t.app)
      .post('/auth/forgot-password')
      .send({ email: { $gt: '' } })
      .expect(400);
    await reset({ ...resetForm('x', 'a@b.co'), token: { $ne: null } }).expect(400);
  });
});
