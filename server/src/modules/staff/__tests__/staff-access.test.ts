import { type StaffRole } from '@pizza/shared';
import { bearer, mailsTo } from '@pizza/test-kit';
import request from 'supertest';

import { INVITATION_LIMITS } from '..';
import { fixedClock } from '../../../lib/clock';
import { hashPassword } from '../../../lib/password';
import { createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { inviteSomeone, staffMember } from './helpers';

const clock = fixedClock(new Date('2026-03-02T10:00:00Z'));
let t: TestApp;
let owner: TestPrincipal;
let invitedId: string;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await staffMember('OWNER');
  invitedId = (await inviteSomeone(t.app, owner)).member.id;
});

afterAll(async () => {
  await t.close();
});

interface StaffRoute {
  method: 'get' | 'post' | 'delete' | 'patch';
  path: string;
  body?: object;
}

/** Every owner-only staff route, with a body that would pass validation. */
const ownerRoutes = (): StaffRoute[] => [
  { method: 'get', path: '/api/staff' },
  { method: 'post', path: '/api/staff/invitations', body: { email: 'new-cook@example.com', name: 'New', role: 'KITCHEN' } },
  { method: 'post', path: `/api/staff/invitations/${invitedId}/resend` },
  { method: 'delete', path: `/api/staff/invitations/${invitedId}` },
  { method: 'patch', path: `/api/staff/${owner.user.id}`, body: { version: 0, role: 'KITCHEN' } },
];

function send(route: StaffRoute, token?: string) {
  const req = request(t.app)[route.method](route.path);
  if (token) req.set(bearer(token));
  return route.body ? req.send(route.body) : req;
}

describe('who may manage the staff', () => {
  it.each<StaffRole>(['MANAGER', 'KITCHEN', 'COURIER'])('a %s gets 403 on every owner route, and nothing changes', async (role) => {
    const member = await staffMember(role);
    for (const route of ownerRoutes()) {
      const res = await send(route, member.token);
      expect([route.path, res.status, res.body]).toEqual([
        route.path,
        403,
        { code: 'FORBIDDEN', message: 'Your role does not allow this' },
      ]);
    }
    expect(await UserModel.exists({ _id: invitedId })).not.toBeNull();
    expect(await UserModel.exists({ email: 'new-cook@example.com' })).toBeNull();
  });

  it('a customer gets 403 and a stranger 401, on every owner route and on /me', async () => {
    const customer = await createTestCustomer();
    for (const route of [...ownerRoutes(), { method: 'get', path: '/api/staff/me' } satisfies StaffRoute]) {
      expect((await send(route, customer.token)).status).toBe(403);
      expect((await send(route)).status).toBe(401);
    }
  });

  it('every member reads their own role and permissions at /me', async () => {
    const courier = await staffMember('COURIER');
    const me = await request(t.app).get('/api/staff/me').set(bearer(courier.token)).expect(200);
    expect(me.body).toMatchObject({ role: 'COURIER', permissions: ['deliveries.view', 'deliveries.complete', 'push.own'] });
    const seeded = await request(t.app).get('/api/staff/me').set(bearer(owner.token)).expect(200);
    expect(seeded.body.permissions).toContain('staff.manage');
  });
});

describe('signing in', () => {
  it('a deactivated member gets the answer of a wrong password, and a code asked for before the deactivation no longer works', async () => {
    const password = 'Courier#Strong2026';
    const courier = await staffMember('COURIER');
    await UserModel.updateOne({ _id: courier.user.id }, { $set: { passwordHash: await hashPassword(password) } });
    const email = courier.user.email;
    await request(t.app).post('/auth/admin-login').send({ email, password }).expect(200, { otpSent: true });
    const otp = /\b(\d{6})\b/.exec((await mailsTo(t.app, email)).at(-1)?.text ?? '')?.[1];
    await request(t.app).patch(`/api/staff/${courier.user.id}`).set(bearer(owner.token)).send({ version: 0, active: false }).expect(200);
    await request(t.app).post('/auth/verify-otp').send({ email, otp }).expect(401);
    await request(t.app).post('/auth/admin-login').send({ email, password }).expect(200, { otpSent: false });
  });
});

describe('the public join routes', () => {
  it('are rate limited per address like the other sign-in routes: the 21st accept within 15 minutes is 429', async () => {
    const attempt = () =>
      request(t.app)
        .post(`/api/staff/invitations/${'x'.repeat(43)}/accept`)
        .send({ password: 'Strong#Pass2026', confirmPassword: 'Strong#Pass2026' });
    for (let i = 0; i < INVITATION_LIMITS.acceptInvitation.limit; i += 1) await attempt().expect(404);
    expect((await attempt().expect(429)).body.code).toBe('RATE_LIMITED');
  });
});

describe('last seen', () => {
  it('is written when a staff token is used, at most once a minute', async () => {
    const cook = await staffMember('KITCHEN');
    const seen = async () => (await UserModel.findById(cook.user.id).lean())?.lastSeenAt?.toISOString();
    const start = clock.now();
    await request(t.app).get('/api/staff/me').set(bearer(cook.token)).expect(200);
    expect(await seen()).toBe(start.toISOString());
    clock.set(new Date(start.getTime() + 59_000));
    await request(t.app).get('/api/staff/me').set(bearer(cook.token)).expect(200);
    expect(await seen()).toBe(start.toISOString());
    clock.set(new Date(start.getTime() + 61_000));
    await request(t.app).get('/api/staff/me').set(bearer(cook.token)).expect(200);
    expect(await seen()).toBe(clock.now().toISOString());
    const list = await request(t.app).get('/api/staff').set(bearer(owner.token)).expect(200);
    const listed = (list.body as { members: Array<{ id: string; lastSeenAt?: string }> }).members.find((m) => m.id === cook.user.id);
    expect(listed?.lastSeenAt).toBe(clock.now().toISOString());
  });
});
