import type { StaffMember, StaffRole } from '@pizza/shared';
import { bearer, mailsTo } from '@pizza/test-kit';
import type { Express } from 'express';
import request from 'supertest';

import { createTestAdmin, type TestPrincipal, uniqueEmail } from '../../../test/auth';

/** A signed-in staff member of this role (inserted directly, with a real token). */
export const staffMember = (staffRole: StaffRole, name = `Test ${staffRole}`): Promise<TestPrincipal> =>
  createTestAdmin({ staffRole, name });

/** The token of the newest invitation link mailed to `email` (the part after `/admin/join#`). */
export async function invitationToken(app: Express, email: string): Promise<string> {
  const mail = (await mailsTo(app, email)).at(-1);
  const token = /\/admin\/join#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

/** An owner invites someone; returns the member as the answer shows them and their link's token. */
export async function inviteSomeone(
  app: Express,
  owner: TestPrincipal,
  role: StaffRole = 'KITCHEN',
): Promise<{ member: StaffMember; email: string; token: string }> {
  const email = uniqueEmail('invited');
  const res = await request(app)
    .post('/api/staff/invitations')
    .set(bearer(owner.token))
    .send({ email, name: 'Kata Cook', role })
    .expect(201);
  return { member: res.body as StaffMember, email, token: await invitationToken(app, email) };
}

/** A password that keeps every rule. */
export const GOOD_PASSWORD = 'Kitchen#Strong2026';

/** Accepts an invitation with a good password. */
export const acceptWith = (app: Express, token: string, password = GOOD_PASSWORD) =>
  request(app).post(`/api/staff/invitations/${token}/accept`).send({ password, confirmPassword: password });

/** Signs in as staff the way a person does: password, then the e-mailed code. Returns the token. */
export async function staffSignIn(app: Express, email: string, password: string): Promise<string> {
  await request(app).post('/auth/admin-login').send({ email, password }).expect(200, { otpSent: true });
  const mail = (await mailsTo(app, email)).at(-1);
  const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!otp) throw new Error(`no sign-in code mailed to ${email}`);
  const res = await request(app).post('/auth/verify-otp').send({ email, otp }).expect(200);
  return (res.body as { token: string }).token;
}
