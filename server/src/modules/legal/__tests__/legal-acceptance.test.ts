import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestCustomer, createTestStaff, type TestPrincipal, uniqueEmail, uniquePhone } from '../../../test/auth';
import { phoneIdToken } from '../../../test/firebase-emulator';
import { UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';

const START = new Date('2026-05-04T09:00:00.000Z');
const clock = fixedClock(START);
let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await createTestStaff('OWNER');
});

afterAll(async () => {
  await t.close();
});

/** A complete sign-up form with a real Auth emulator ID token for its (unique) phone. */
async function signupForm(app: TestApp, extra: Record<string, unknown> = {}) {
  const phone = uniquePhone();
  const password = 'Margherita#2026';
  const idToken = await phoneIdToken(app.config.firebase.authEmulatorHost ?? '', phone);
  return {
    name: 'Anna Kovács',
    email: uniqueEmail('anna'),
    password,
    confirmPassword: password,
    phone,
    firebaseIdToken: idToken,
    ...extra,
  };
}

const versions = async () => (await request(t.app).get('/api/legal').expect(200)).body as { terms: number; privacy: number };
const STALE = 'The terms or the privacy notice changed while this page was open. Reload the page and accept the current versions.';

async function newTermsVersion(): Promise<number> {
  const { terms } = await versions();
  await request(t.app)
    .put('/api/admin/legal/terms')
    .set(bearer(owner.token))
    .send({ basedOn: terms, body: { en: `Terms v${terms + 1}`, hu: `ÁSZF v${terms + 1}` } })
    .expect(200);
  return terms + 1;
}

describe('acceptance at sign-up', () => {
  it('when the form accepts the current versions, then the account stores each version with the time', async () => {
    const { terms, privacy } = await versions();
    const form = await signupForm(t, { acceptedLegal: { terms, privacy } });
    const res = await request(t.app).post('/auth/signup').send(form).expect(201);
    const user = await UserModel.findOne({ email: form.email }).lean();
    expect(user?.acceptedLegal).toEqual({ terms: { version: terms, at: START }, privacy: { version: privacy, at: START } });
    const mine = await request(t.app).get('/api/account/legal-acceptance').set(bearer(res.body.token)).expect(200);
    expect(mine.body).toEqual({
      terms: { version: terms, at: START.toISOString() },
      privacy: { version: privacy, at: START.toISOString() },
    });
    // The data export (docs/product/legal.md#my-data) holds the same.
    const exported = await request(t.app).get('/api/account/export').set(bearer(res.body.token)).expect(200);
    expect(exported.body.acceptedLegal).toEqual(mine.body);
  });

  it('when the form has no acceptance (the original client), then the account is created and holds none', async () => {
    const form = await signupForm(t);
    const res = await request(t.app).post('/auth/signup').send(form).expect(201);
    expect((await UserModel.findOne({ email: form.email }).lean())?.acceptedLegal).toBeUndefined();
    await request(t.app).get('/api/account/legal-acceptance').set(bearer(res.body.token)).expect(200, {});
  });

  it('when the form accepted a version that is no longer current, then 400 telling to reload (in Hungarian too) and no account', async () => {
    const { terms: old, privacy } = await versions();
    const terms = await newTermsVersion();
    const form = await signupForm(t, { acceptedLegal: { terms: old, privacy } });
    const res = await request(t.app).post('/auth/signup').send(form).expect(400);
    expect(res.body).toEqual({ code: 'BAD_REQUEST', message: STALE, details: { current: { terms, privacy } } });
    const hu = await request(t.app).post('/auth/signup').set('Accept-Language', 'hu').send(form).expect(400);
    expect(hu.body.message).toBe(
      'Az ÁSZF vagy az adatkezelési tájékoztató megváltozott, amíg ez az oldal nyitva volt. Töltse be újra az oldalt, és fogadja el a jelenlegi változatokat.',
    );
    await request(t.app)
      .post('/auth/signup')
      .send({ ...form, acceptedLegal: { terms: terms + 1, privacy } })
      .expect(400);
    expect(await UserModel.exists({ email: form.email })).toBeNull();
  });

  it('when the acceptance is not { terms, privacy } numbers, then 400 naming the field', async () => {
    const form = await signupForm(t, { acceptedLegal: { terms: 'yes' } });
    const res = await request(t.app).post('/auth/signup').send(form).expect(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.details[0].path[0]).toBe('acceptedLegal');
    expect(await UserModel.exists({ email: form.email })).toBeNull();
  });
});

describe('POST /api/account/legal-acceptance', () => {
  it('when a customer accepts the new current versions, then they replace the old ones with the new time', async () => {
    const { terms: oldTerms, privacy } = await versions();
    const customer = await createTestCustomer();
    await request(t.app).post('/api/account/legal-acceptance').set(bearer(customer.token)).send({ terms: oldTerms, privacy }).expect(200);
    const terms = await newTermsVersion();
    clock.set(new Date(START.getTime() + 3_600_000));
    const res = await request(t.app).post('/api/account/legal-acceptance').set(bearer(customer.token)).send({ terms, privacy }).expect(200);
    const at = clock.now().toISOString();
    expect(res.body).toEqual({ terms: { version: terms, at }, privacy: { version: privacy, at } });
    await request(t.app).get('/api/account/legal-acceptance').set(bearer(customer.token)).expect(200, res.body);
  });

  it('when a customer sends a version that is not current or not a number, then 400 and what the account holds is unchanged', async () => {
    const { terms, privacy } = await versions();
    const customer = await createTestCustomer();
    const send = (payload: object) => request(t.app).post('/api/account/legal-acceptance').set(bearer(customer.token)).send(payload);
    expect((await send({ terms: terms - 1, privacy }).expect(400)).body.message).toBe(STALE);
    await send({ terms }).expect(400);
    await send({ terms: '1', privacy }).expect(400);
    await send({ terms, privacy, imprint: 1 }).expect(400);
    await request(t.app).get('/api/account/legal-acceptance').set(bearer(customer.token)).expect(200, {});
  });

  it('when staff or a stranger call it, then 403 and 401', async () => {
    const cook = await createTestStaff('KITCHEN');
    const { terms, privacy } = await versions();
    await request(t.app).post('/api/account/legal-acceptance').set(bearer(cook.token)).send({ terms, privacy }).expect(403);
    await request(t.app).get('/api/account/legal-acceptance').set(bearer(cook.token)).expect(403);
    await request(t.app).post('/api/account/legal-acceptance').send({ terms, privacy }).expect(401);
    await request(t.app).get('/api/account/legal-acceptance').expect(401);
  });
});
