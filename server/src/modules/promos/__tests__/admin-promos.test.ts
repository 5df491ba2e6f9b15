/**
 * The board's promo codes (docs/product/promo-codes.md#making-a-code-board--promo-codes) on the real
 * app and database: owners and managers make and edit codes, every save audited; validation answers
 * in the reader's language; generated codes are long and distinct; a code is never made twice.
 */
import { GENERATED_CODE_LENGTH, PROMO_CODE_ALPHABET, type PromoCode } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { AuditEntryModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PromoCodeModel } from '../promo-code.model';
import { makeCode, RULES } from './promo-fixture';

let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestAdmin();
});

afterAll(() => t.close());

const create = (who: TestPrincipal, body: object, language = 'en') =>
  request(t.app).post('/api/admin/promos').set(bearer(who.token)).set('Accept-Language', language).send(body);

describe('making and editing codes', () => {
  it('when the owner makes a code in lower case, then it is stored upper-case with its rules, unused, and audited as promo.created', async () => {
    const res = await create(owner, { code: 'lunch-20', rules: { ...RULES, kind: 'percent', amount: 20, maxDiscount: 1500 } }).expect(201);
    expect(res.body).toMatchObject({
      code: 'LUNCH-20',
      used: 0,
      personal: false,
      rules: { kind: 'percent', amount: 20, maxDiscount: 1500 },
    });
    const entry = await AuditEntryModel.findOne({ action: 'promo.created', subject: res.body.promoId }).lean();
    expect(entry).toMatchObject({ actorId: owner.user.id, after: { code: 'LUNCH-20' } });
  });

  it('when a code exists already (in any case), then 409 PROMO_CODE_TAKEN names it, in English and Hungarian', async () => {
    await makeCode(t.app, owner, 'TWICE');
    const en = await create(owner, { code: 'twice', rules: RULES }).expect(409);
    expect(en.body).toMatchObject({ code: 'PROMO_CODE_TAKEN', message: 'The code TWICE exists already.' });
    const hu = await create(owner, { code: 'Twice', rules: RULES }, 'hu').expect(409);
    expect(hu.body.message).toBe('A(z) TWICE kód már létezik.');
    expect(await PromoCodeModel.countDocuments({ code: 'TWICE' })).toBe(1);
  });

  it('when no code is given twenty times, then twenty distinct codes of 10 unambiguous symbols are generated', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 20; i += 1) codes.push(((await create(owner, { rules: RULES }).expect(201)).body as PromoCode).code);
    const symbol = `[${PROMO_CODE_ALPHABET}]`;
    for (const code of codes) expect(code).toMatch(new RegExp(`^${symbol}{${GENERATED_CODE_LENGTH}}$`));
    expect(new Set(codes).size).toBe(20);
  });

  it('when the manager edits a code, then its rules are replaced (a limit left out is gone), the code and uses stay, and promo.updated holds before and after', async () => {
    const manager = await createTestStaff('MANAGER');
    const made = await makeCode(t.app, owner, 'EDITME', { totalUses: 5 });
    await PromoCodeModel.updateOne({ code: 'EDITME' }, { $set: { used: 2 } });
    const res = await request(t.app)
      .put(`/api/admin/promos/${made.promoId}`)
      .set(bearer(manager.token))
      .send({ rules: { ...RULES, amount: 700, active: false } })
      .expect(200);
    expect(res.body).toMatchObject({ code: 'EDITME', used: 2, rules: { amount: 700, active: false } });
    expect(res.body.rules.totalUses).toBeUndefined();
    const entry = await AuditEntryModel.findOne({ action: 'promo.updated', subject: made.promoId }).lean();
    expect(entry).toMatchObject({
      actorId: manager.user.id,
      before: { rules: { amount: 1000, totalUses: 5 } },
      after: { rules: { amount: 700 } },
    });
  });

  it('when a code that does not exist is edited, then 404', async () => {
    await request(t.app).put('/api/admin/promos/0123456789abcdef01234567').set(bearer(owner.token)).send({ rules: RULES }).expect(404);
  });

  it('when the list is read, then newest first, loyalty rewards only with ?personal=true', async () => {
    await makeCode(t.app, owner, 'OLDER');
    await makeCode(t.app, owner, 'NEWER');
    await PromoCodeModel.create({ code: 'REWARD-X', rules: { ...RULES }, used: 0, personalUserId: owner.user.id, createdAt: new Date() });
    const list = (await request(t.app).get('/api/admin/promos').set(bearer(owner.token)).expect(200)).body as PromoCode[];
    const codes = list.map((promo) => promo.code);
    expect(codes.indexOf('NEWER')).toBeLessThan(codes.indexOf('OLDER'));
    expect(codes).not.toContain('REWARD-X');
    const all = (await request(t.app).get('/api/admin/promos?personal=true').set(bearer(owner.token)).expect(200)).body as PromoCode[];
    expect(all.find((promo) => promo.code === 'REWARD-X')).toMatchObject({ personal: true });
  });
});

describe('validation, in the reader’s language', () => {
  const cases: Array<[string, object, string, string]> = [
    [
      'a percentage of 150',
      { ...RULES, kind: 'percent', amount: 150 },
      'A percentage is between 1 and 100.',
      'A százalék 1 és 100 között lehet.',
    ],
    [
      'a cap on a fixed amount',
      { ...RULES, maxDiscount: 500 },
      'A cap is for percentage codes only.',
      'Felső korlát csak százalékos kódnál adható meg.',
    ],
    [
      'validity ending before it starts',
      { ...RULES, validFrom: '2026-07-01T00:00:00.000Z', validUntil: '2026-07-01T00:00:00.000Z' },
      'The end of validity must be after its start.',
      'Az érvényesség vége a kezdete után legyen.',
    ],
  ];
  it.each(cases)('when the rules have %s, then 400 with the reason in English and Hungarian', async (_name, rules, en, hu) => {
    expect((await create(owner, { code: 'BADRULES', rules }).expect(400)).body.message).toBe(en);
    expect((await create(owner, { code: 'BADRULES', rules }, 'hu').expect(400)).body.message).toBe(hu);
    expect(await PromoCodeModel.countDocuments({ code: 'BADRULES' })).toBe(0);
  });

  it('when the code has other characters or is too short, then 400 naming the rule, in English and Hungarian', async () => {
    expect((await create(owner, { code: 'NO WAY!', rules: RULES }).expect(400)).body.message).toBe(
      'A code has 4 to 24 letters, digits or dashes.',
    );
    expect((await create(owner, { code: 'AB', rules: RULES }, 'hu').expect(400)).body.message).toBe(
      'Egy kód 4–24 betűből, számjegyből vagy kötőjelből áll.',
    );
  });
});

describe('who may', () => {
  it('when kitchen or courier staff ask, then 403; a customer 403; nobody signed in 401', async () => {
    const kitchen = await createTestStaff('KITCHEN');
    const courier = await createTestStaff('COURIER');
    const customer = await createTestCustomer();
    for (const who of [kitchen, courier, customer]) {
      await request(t.app).get('/api/admin/promos').set(bearer(who.token)).expect(403);
      await create(who, { code: 'NOPE', rules: RULES }).expect(403);
    }
    await request(t.app).get('/api/admin/promos').expect(401);
    await request(t.app).post('/api/admin/promos').send({ code: 'NOPE', rules: RULES }).expect(401);
    expect(await PromoCodeModel.countDocuments({ code: 'NOPE' })).toBe(0);
  });
});
