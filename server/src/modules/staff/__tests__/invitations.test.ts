import { INVITATION_TTL_MS, PASSWORD_MESSAGES, permissionsOf } from '@pizza/shared';
import { bearer, mailsTo } from '@pizza/test-kit';
import request from 'supertest';

import { createApp } from '../../../app';
import { fixedClock } from '../../../lib/clock';
import { createTestCustomer, type TestPrincipal, uniqueEmail } from '../../../test/auth';
import { AuditEntryModel, UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { StaffInvitationModel } from '../staff-invitation.model';
import { acceptWith, GOOD_PASSWORD, invitationToken, inviteSomeone, staffMember, staffSignIn } from './helpers';

const clock = fixedClock(new Date('2026-03-02T10:00:00Z'));
let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  // Several sign-ins and accepts from one address: more than the real limits allow.
  t = await createTestApp({ overrides: { clock }, env: { RATE_LIMIT_SCALE: '10' } });
  owner = await staffMember('OWNER', 'Olga Owner');
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  clock.set(new Date('2026-03-02T10:00:00Z'));
});

const preview = (token: string) => request(t.app).get(`/api/staff/invitations/${token}`);
const GONE = (message: string) => ({ code: 'GONE', message });

describe('inviting', () => {
  it('when an owner invites, then an invited member, a mail in both languages with a 72-hour link in the fragment, a hashed token, an audit entry', async () => {
    const { member, email, token } = await inviteSomeone(t.app, owner, 'KITCHEN');
    expect(member).toMatchObject({ email, name: 'Kata Cook', role: 'KITCHEN', state: 'invited', pushDevices: [], version: 0 });
    expect(member.invitationExpiresAt).toBe(new Date(clock.now().getTime() + INVITATION_TTL_MS).toISOString());
    const mail = (await mailsTo(t.app, email)).at(-1)!;
    expect(mail.subject).toBe('You are invited to the Pizza Point staff / Meghívó a Pizza Point csapatába');
    expect(mail.text).toContain(`${t.config.publicUrl}/admin/join#${token}`);
    expect(mail.text).toContain('Olga Owner invited you');
    expect(mail.text).toContain('72 hours');
    expect(mail.text).toContain('72 óráig');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await StaffInvitationModel.findOne({ memberId: member.id }).lean();
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    const entry = await AuditEntryModel.findOne({ action: 'staff.invited', subject: member.id }).lean();
    expect(entry).toMatchObject({ actorId: owner.user.id, actorRole: 'OWNER', after: { email, role: 'KITCHEN' } });
  });

  it('when the owner writes in Hungarian, then the Hungarian comes first', async () => {
    const email = uniqueEmail('hu');
    await request(t.app)
      .post('/api/staff/invitations')
      .set(bearer(owner.token))
      .set('Accept-Language', 'hu')
      .send({ email, name: 'Béla', role: 'COURIER' })
      .expect(201);
    const mail = (await mailsTo(t.app, email)).at(-1)!;
    expect(mail.subject).toBe('Meghívó a Pizza Point csapatába / You are invited to the Pizza Point staff');
    expect(mail.text.indexOf('futár')).toBeLessThan(mail.text.indexOf('a courier'));
  });

  it('when the e-mail belongs to a customer or a member already, then 409 and nothing is written', async () => {
    const customer = await createTestCustomer();
    const before = await UserModel.countDocuments();
    for (const email of [customer.user.email, owner.user.email, t.config.admin.email.toUpperCase()]) {
      const res = await request(t.app)
        .post('/api/staff/invitations')
        .set(bearer(owner.token))
        .send({ email, name: 'X', role: 'KITCHEN' })
        .expect(409);
      expect(res.body).toEqual({ code: 'CONFLICT', message: 'This e-mail already belongs to an account' });
    }
    expect(await UserModel.countDocuments()).toBe(before);
  });

  it('when two owners invite one e-mail at once, then one 201 and one 409, one account, one mail', async () => {
    const email = uniqueEmail('twice');
    const invite = () =>
      request(t.app).post('/api/staff/invitations').set(bearer(owner.token)).send({ email, name: 'Twice', role: 'KITCHEN' });
    const statuses = (await Promise.all([invite(), invite()])).map((res) => res.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await UserModel.countDocuments({ email })).toBe(1);
    expect(await mailsTo(t.app, email)).toHaveLength(1);
  });

  it('when the request is malformed, then 400 with what is wrong', async () => {
    const res = await request(t.app)
      .post('/api/staff/invitations')
      .set(bearer(owner.token))
      .send({ email: 'x@example.com', name: 'X', role: 'CHEF' })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Choose a role' });
  });

  it('an invited member cannot sign in before they joined, with the answer of a wrong password', async () => {
    const { email } = await inviteSomeone(t.app, owner);
    await request(t.app).post('/auth/admin-login').send({ email, password: GOOD_PASSWORD }).expect(200, { otpSent: false });
  });
});

describe('accepting', () => {
  it('when the new member sets a good password, then they sign in with it and the e-mailed code, with their role and its permissions', async () => {
    const { member, email, token } = await inviteSomeone(t.app, owner, 'KITCHEN');
    await preview(token).expect(200, { email, name: 'Kata Cook', role: 'KITCHEN', expiresAt: member.invitationExpiresAt });
    const accepted = await acceptWith(t.app, token).expect(200);
    expect(accepted.body).toEqual({
      email,
      message: 'Your password is set. Sign in with your e-mail, your password and the code we e-mail you.',
    });
    const staffToken = await staffSignIn(t.app, email, GOOD_PASSWORD);
    const me = await request(t.app).get('/api/staff/me').set(bearer(staffToken)).expect(200);
    expect(me.body).toEqual({ id: member.id, name: 'Kata Cook', email, role: 'KITCHEN', permissions: [...permissionsOf('KITCHEN')] });
    await request(t.app).get('/api/staff').set(bearer(staffToken)).expect(403);
    const list = await request(t.app).get('/api/staff').set(bearer(owner.token)).expect(200);
    const listed = (list.body as { members: Array<{ id: string; state: string }> }).members.find((m) => m.id === member.id);
    expect(listed).toMatchObject({ state: 'active' });
    expect(await AuditEntryModel.countDocuments({ action: 'staff.joined', subject: member.id, actorId: member.id })).toBe(1);
  });

  it('when the password breaks a rule, then 400 with the rule and the link still works', async () => {
    const { token } = await inviteSomeone(t.app, owner);
    const weak = await acceptWith(t.app, token, 'weakpassword1!').expect(400);
    expect(weak.body.message).toBe(PASSWORD_MESSAGES.noUppercase);
    const mismatch = await request(t.app)
      .post(`/api/staff/invitations/${token}/accept`)
      .send({ password: GOOD_PASSWORD, confirmPassword: 'Other#Password1' })
      .expect(400);
    expect(mismatch.body.message).toBe(PASSWORD_MESSAGES.mismatch);
    await acceptWith(t.app, token).expect(200);
  });

  it('when the link is used again, then 410 and the password stays the first one', async () => {
    const { email, token } = await inviteSomeone(t.app, owner);
    await acceptWith(t.app, token).expect(200);
    const { passwordHash } = (await UserModel.findOne({ email }).lean())!;
    const again = await acceptWith(t.app, token, 'Another#Password2').expect(410);
    expect(again.body).toEqual(GONE('This invitation has already been used: sign in with your password'));
    await preview(token).expect(410);
    expect((await UserModel.findOne({ email }).lean())?.passwordHash).toBe(passwordHash);
  });

  it('when one link is sent twice at once, then exactly one succeeds', async () => {
    const { token } = await inviteSomeone(t.app, owner);
    const statuses = (await Promise.all([acceptWith(t.app, token), acceptWith(t.app, token)])).map((res) => res.status);
    expect(statuses.sort()).toEqual([200, 410]);
  });

  it('when the link has expired (72 hours), then 410 and the member stays invited', async () => {
    const { email, token } = await inviteSomeone(t.app, owner);
    clock.set(new Date(clock.now().getTime() + INVITATION_TTL_MS - 1000));
    await preview(token).expect(200);
    clock.set(new Date(clock.now().getTime() + 1000));
    const res = await acceptWith(t.app, token).expect(410);
    expect(res.body).toEqual(GONE('This invitation has expired: ask an owner to send a new one'));
    expect((await preview(token).expect(410)).body.message).toBe(res.body.message);
    expect((await UserModel.findOne({ email }).lean())?.active).toBe(false);
  });

  it('when the token is forged or unknown, then 404, in Hungarian too', async () => {
    const res = await acceptWith(t.app, 'A'.repeat(43)).expect(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'This invitation link is not valid' });
    const hu = await preview('forged-token').set('Accept-Language', 'hu').expect(404);
    expect(hu.body.message).toBe('Ez a meghívó link érvénytelen');
  });

  it('when the invitation was withdrawn, then its link is 410 and the account is gone (the e-mail may be invited again)', async () => {
    const { member, email, token } = await inviteSomeone(t.app, owner);
    await request(t.app).delete(`/api/staff/invitations/${member.id}`).set(bearer(owner.token)).expect(204);
    expect((await acceptWith(t.app, token).expect(410)).body.message).toBe('This invitation was withdrawn or replaced by a newer one');
    expect(await UserModel.exists({ email })).toBeNull();
    expect(await AuditEntryModel.countDocuments({ action: 'staff.invitation.withdrawn', subject: member.id })).toBe(1);
    await request(t.app)
      .post('/api/staff/invitations')
      .set(bearer(owner.token))
      .send({ email, name: 'Again', role: 'COURIER' })
      .expect(201);
    await request(t.app).delete(`/api/staff/invitations/${owner.user.id}`).set(bearer(owner.token)).expect(409);
  });

  it('when the invitation is resent, then the old link is dead and the new one works', async () => {
    const { member, email, token: oldToken } = await inviteSomeone(t.app, owner);
    const resent = await request(t.app).post(`/api/staff/invitations/${member.id}/resend`).set(bearer(owner.token)).expect(200);
    expect(resent.body).toMatchObject({ id: member.id, state: 'invited', version: 1 });
    const newToken = await invitationToken(t.app, email);
    expect(newToken).not.toBe(oldToken);
    expect((await preview(oldToken).expect(410)).body.message).toBe('This invitation was withdrawn or replaced by a newer one');
    await acceptWith(t.app, newToken).expect(200);
    const again = await request(t.app).post(`/api/staff/invitations/${member.id}/resend`).set(bearer(owner.token)).expect(409);
    expect(again.body.message).toBe('This member is not waiting for an invitation');
    expect(await AuditEntryModel.countDocuments({ action: 'staff.invitation.resent', subject: member.id })).toBe(1);
  });

  it('when the invited member was deactivated, then their link is 410 and they still cannot sign in', async () => {
    const { member, email, token } = await inviteSomeone(t.app, owner);
    const patched = await request(t.app)
      .patch(`/api/staff/${member.id}`)
      .set(bearer(owner.token))
      .send({ version: 0, active: false })
      .expect(200);
    expect(patched.body).toMatchObject({ state: 'deactivated', version: 1 });
    expect((await acceptWith(t.app, token).expect(410)).body).toEqual(GONE('This invitation is no longer valid'));
    await preview(token).expect(410);
    await request(t.app).post('/auth/admin-login').send({ email, password: GOOD_PASSWORD }).expect(200, { otpSent: false });
    // Reactivated before joining, they are invited again: the owner resends.
    await request(t.app).patch(`/api/staff/${member.id}`).set(bearer(owner.token)).send({ version: 1, active: true }).expect(200);
    const listed = await request(t.app).get('/api/staff').set(bearer(owner.token)).expect(200);
    expect((listed.body as { members: Array<{ id: string; state: string }> }).members.find((m) => m.id === member.id)?.state).toBe(
      'invited',
    );
  });
});

describe('when the mail cannot be sent', () => {
  it('then 503, the invitation is undone (no account; the undoing is audited) and the owner may simply try again', async () => {
    // The same shop and database, with a mail server that is down.
    const down = createApp({ ...t.deps, mailer: { send: () => Promise.reject(new Error('SMTP down')) } });
    const email = uniqueEmail('unsent');
    const invite = (app: typeof down) =>
      request(app).post('/api/staff/invitations').set(bearer(owner.token)).send({ email, name: 'X', role: 'COURIER' });
    const res = await invite(down).expect(503);
    expect(res.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The invitation could not be e-mailed. Please try again later.' });
    expect(await UserModel.exists({ email })).toBeNull();
    expect(await AuditEntryModel.find({ 'before.email': email }, { action: 1, _id: 0 }).lean()).toEqual([
      { action: 'staff.invitation.withdrawn' },
    ]);
    await invite(t.app).expect(201);
  });
});
