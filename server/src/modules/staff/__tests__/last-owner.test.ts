import type { StaffMember } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import type { TestPrincipal } from '../../../test/auth';
import { AuditEntryModel, UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedStaffAccount } from '../../auth';
import { staffMember } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const ACTIVE_OWNERS = { role: 'ADMIN' as const, staffRole: 'OWNER' as const, active: { $ne: false } };

/** Leaves exactly these owners active: every other owner is deactivated behind the API's back. */
async function onlyOwners(...owners: TestPrincipal[]): Promise<void> {
  const keep = owners.map((owner) => owner.user.id);
  await UserModel.updateMany({ ...ACTIVE_OWNERS, _id: { $nin: keep } }, { $set: { active: false, deactivatedAt: new Date() } });
}

const patch = (by: TestPrincipal, memberId: string, body: object) =>
  request(t.app).patch(`/api/staff/${memberId}`).set(bearer(by.token)).send(body);

async function versionOf(memberId: string, by: TestPrincipal): Promise<number> {
  const res = await request(t.app).get('/api/staff').set(bearer(by.token)).expect(200);
  return (res.body as { members: StaffMember[] }).members.find((member) => member.id === memberId)!.version;
}

describe('the existing admin', () => {
  it('is an owner in the database after start-up, and an account from before roles becomes one at the next start', async () => {
    const seeded = await UserModel.findOne({ email: t.config.admin.email }).lean();
    expect(seeded?.staffRole).toBe('OWNER');
    const old = await UserModel.create({ email: 'old-admin@example.com', name: 'Old', passwordHash: 'x', role: 'ADMIN' });
    expect(old.staffRole).toBeUndefined();
    await seedStaffAccount(t.config.admin, t.logger);
    expect((await UserModel.findById(old._id).lean())?.staffRole).toBe('OWNER');
    await UserModel.deleteOne({ _id: old._id });
  });
});

describe('the last active owner', () => {
  it('cannot be demoted or deactivated (409); once there is a second owner, the first may be demoted', async () => {
    const owner = await staffMember('OWNER');
    await onlyOwners(owner);
    const demote = await patch(owner, owner.user.id, { version: 0, role: 'MANAGER' }).expect(409);
    expect(demote.body).toEqual({
      code: 'CONFLICT',
      message: 'The shop must keep at least one active owner: make someone else an owner first',
    });
    const hu = await patch(owner, owner.user.id, { version: 0, role: 'MANAGER' }).set('Accept-Language', 'hu').expect(409);
    expect(hu.body.message).toBe('Legalább egy aktív tulajdonosnak maradnia kell: előbb tegyen valaki mást tulajdonossá');
    expect((await UserModel.findById(owner.user.id).lean())?.staffRole).toBe('OWNER');

    const second = await staffMember('OWNER');
    await patch(second, owner.user.id, { version: 0, active: false }).expect(200);
    const last = await patch(owner, second.user.id, { version: 0, active: false });
    // The deactivated owner's token is dead already; the remaining owner cannot deactivate themself.
    expect(last.status).toBe(401);
    expect((await patch(second, second.user.id, { version: 0, active: false }).expect(409)).body.message).toBe(
      'You cannot deactivate yourself',
    );
    expect((await patch(second, second.user.id, { version: 0, role: 'KITCHEN' }).expect(409)).body.message).toMatch(
      /at least one active owner/,
    );
    expect(await UserModel.countDocuments(ACTIVE_OWNERS)).toBe(1);
  });

  it('a role change and a reactivation are audited with before and after', async () => {
    const owner = await staffMember('OWNER');
    const cook = await staffMember('KITCHEN');
    await patch(owner, cook.user.id, { version: 0, role: 'MANAGER' }).expect(200);
    await patch(owner, cook.user.id, { version: 1, active: false }).expect(200);
    const back = await patch(owner, cook.user.id, { version: 2, active: true }).expect(200);
    expect(back.body).toMatchObject({ role: 'MANAGER', state: 'active', version: 3 });
    const entries = await AuditEntryModel.find({ subject: cook.user.id }).sort({ _id: 1 }).lean();
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['staff.role', { role: 'KITCHEN' }, { role: 'MANAGER' }],
      ['staff.deactivated', { state: 'active' }, undefined],
      ['staff.reactivated', { state: 'deactivated' }, undefined],
    ]);
  });
});

describe('two owners at once', () => {
  it('changing one member with the same version: one 200, one 409, and the member has one of the two roles', async () => {
    const [a, b] = [await staffMember('OWNER'), await staffMember('OWNER')];
    const cook = await staffMember('KITCHEN');
    const version = await versionOf(cook.user.id, a);
    const [first, second] = await Promise.all([
      patch(a, cook.user.id, { version, role: 'MANAGER' }),
      patch(b, cook.user.id, { version, role: 'COURIER' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toBe('Someone changed this member in the meantime. Reload the staff page and try again.');
    const winner = first.status === 200 ? 'MANAGER' : 'COURIER';
    expect((await UserModel.findById(cook.user.id).lean())?.staffRole).toBe(winner);
    expect(await versionOf(cook.user.id, a)).toBe(version + 1);
  });

  it('demoting each other at once, 20 rounds: never zero active owners, exactly one of the two succeeds', async () => {
    for (let round = 0; round < 20; round += 1) {
      const [a, b] = [await staffMember('OWNER'), await staffMember('OWNER')];
      await onlyOwners(a, b);
      const demoteOrDeactivate = round % 2 === 0 ? { role: 'KITCHEN' } : { active: false };
      const statuses = (
        await Promise.all([
          patch(a, b.user.id, { version: 0, ...demoteOrDeactivate }),
          patch(b, a.user.id, { version: 0, ...demoteOrDeactivate }),
        ])
      ).map((res) => res.status);
      expect(await UserModel.countDocuments(ACTIVE_OWNERS)).toBe(1);
      // The loser is refused as the last owner (409), or its token already died with the winner's change (401).
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409 || status === 401)).toHaveLength(1);
    }
  }, 60_000);
});
