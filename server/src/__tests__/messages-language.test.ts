/**
 * Server messages follow the request's Accept-Language: the same bad request answers in
 * Hungarian with `hu`, in English with `en` or nothing, always with the same status and code, and
 * says so in Content-Language with `Vary: Accept-Language`.
 */
import { HU_MESSAGES } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../test/auth';
import { budapestWinter, checkout, fillCart, placed } from '../test/shop-requests';
import { createTestApp, type TestApp } from '../test/test-app';

const clock = fixedClock(budapestWinter('2026-02-10', '13:00:00'));
let t: TestApp;
let staff: TestPrincipal;
let customer: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  staff = await createTestAdmin();
  customer = await createTestCustomer();
});

afterAll(() => t.close());

const login = (language?: string) => {
  const req = request(t.app).post('/auth/login');
  if (language) void req.set('Accept-Language', language);
  return req.send({ email: 'nobody@example.com', password: 'Wrong#Password1' });
};

describe('an error answered in the language of Accept-Language', () => {
  it('wrong login: Hungarian with hu (also hu-HU with qualities), English with en or none; same status and code', async () => {
    const hu = await login('hu').expect(401);
    const huHU = await login('hu-HU,hu;q=0.9,en-US;q=0.8').expect(401);
    const en = await login('en').expect(401);
    const none = await login().expect(401);
    expect(hu.body).toEqual({ code: 'UNAUTHORIZED', message: 'Hibás e-mail-cím vagy jelszó' });
    expect(huHU.body).toEqual(hu.body);
    expect(en.body).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    expect(none.body).toEqual(en.body);
    expect(hu.headers['content-language']).toBe('hu');
    expect(none.headers['content-language']).toBe('en');
    for (const res of [hu, en, none]) expect(res.headers.vary).toMatch(/Accept-Language/i);
  });

  it('a language the shop does not speak falls back to English', async () => {
    const res = await login('de-DE,fr;q=0.8').expect(401);
    expect(res.body.message).toBe('Invalid email or password');
  });

  it('validation: the schema message and every issue in Hungarian; zod own messages from its Hungarian locale', async () => {
    const send = (language: string) =>
      request(t.app).post('/auth/login').set('Accept-Language', language).send({ email: 'not-an-email', password: 'x', extra: 1 });
    const en = await send('en').expect(400);
    const hu = await send('hu').expect(400);
    expect(hu.body.code).toBe(en.body.code);
    expect(hu.body.code).toBe('VALIDATION_ERROR');
    const issue = (body: { details: { path: string[]; message: string; code: string }[] }, code: string) =>
      body.details.find((d) => d.code === code)?.message;
    expect(issue(en.body, 'invalid_format')).toBe('Invalid email address');
    expect(issue(hu.body, 'invalid_format')).toBe(HU_MESSAGES['Invalid email address']);
    expect(issue(en.body, 'unrecognized_keys')).toBe('Unrecognized key: "extra"');
    expect(issue(hu.body, 'unrecognized_keys')).toBe('Ismeretlen kulcs: "extra"');
    expect(hu.body.message).toBe(hu.body.details[0].message);
    expect(hu.body.details.map((d: { path: string[] }) => d.path)).toEqual(en.body.details.map((d: { path: string[] }) => d.path));
  });

  it('a message with a value: the id is kept, the sentence is Hungarian', async () => {
    const en = await request(t.app).get('/api/menuItem/get/NOPE_999').expect(404);
    const hu = await request(t.app).get('/api/menuItem/get/NOPE_999').set('Accept-Language', 'hu').expect(404);
    expect(en.body).toEqual({ code: 'NOT_FOUND', message: 'Menu item not found: NOPE_999' });
    expect(hu.body).toEqual({ code: 'NOT_FOUND', message: 'A termék nem található: NOPE_999' });
    const route = await request(t.app).get('/api/no-such-thing').set('Accept-Language', 'hu').expect(404);
    expect(route.body.message).toBe('Nem található: GET /api/no-such-thing');
  });

  it('a value that differs by language: a sold-out dish by its Hungarian name and size', async () => {
    const holder = await createTestCustomer();
    await fillCart(t.app, holder.token, [{ menuItemId: 'PIZ_014', quantity: 1 }]);
    await request(t.app).put('/api/menuItem/PIZ_014/availability').set(bearer(staff.token)).send({ soldOut: true }).expect(200);
    const add = (language: string) =>
      request(t.app)
        .post('/api/cart/add-to-cart')
        .set(bearer(customer.token))
        .set('Accept-Language', language)
        .type('form')
        .send({ menuItemId: 'PIZ_014', quantity: '1' });
    const en = await add('en').expect(409);
    const hu = await add('hu').expect(409);
    expect(en.body.message).toBe('Spicy Hot (large) is sold out right now. Please choose something else.');
    expect(hu.body.message).toBe('A(z) Tüzes (nagy) most elfogyott. Kérjük, válasszon mást.');
    expect(hu.body.code).toBe(en.body.code);
    // Already in a cart: checkout names the line.
    const quote = await checkout(t.app, holder.token).set('Accept-Language', 'hu').expect(409);
    expect(quote.body).toEqual({ code: 'CONFLICT', message: 'A(z) Tüzes (nagy) már nem kapható. Kérjük, vegye ki a kosarából.' });
  });

  it('a staff conflict names the order and its statuses in Hungarian', async () => {
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_001', quantity: 2 }]);
    const order = await placed(t.app, customer.token, 'PICKUP');
    const move = (language: string) =>
      request(t.app)
        .patch(`/api/orders/${order.orderId}/status`)
        .query({ status: 'OUT_FOR_DELIVERY' })
        .set(bearer(staff.token))
        .set('Accept-Language', language)
        .expect(409);
    const [en, hu] = [await move('en'), await move('hu')];
    const number = en.body.message.match(/#Order-\d+/)?.[0];
    expect(en.body.message).toBe(`Order ${number} cannot go from PLACED to OUT_FOR_DELIVERY.`);
    // Hungarian reads the number without the English word: '#0001'.
    expect(hu.body.message).toBe(`A(z) ${number!.replace('#Order-', '#')} rendelés nem léphet át „leadva” állapotból „úton” állapotba.`);
    expect(hu.body.details).toEqual(en.body.details);
  });

  it('closed until a time: when the shop opens again, said the Hungarian way', async () => {
    const until = budapestWinter('2026-02-10', '18:00:00').toISOString();
    await request(t.app).put('/api/restaurant/1/status').query({ isOpen: 'false', until }).set(bearer(staff.token)).expect(200);
    try {
      await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_001', quantity: 2 }]);
      const quote = (language: string) => checkout(t.app, customer.token).set('Accept-Language', language).expect(409);
      const [en, hu] = [await quote('en'), await quote('hu')];
      expect(en.body).toEqual({
        code: 'RESTAURANT_CLOSED',
        message: 'Sorry! The restaurant is closed now and not accepting orders. We open again today at 18:00.',
      });
      expect(hu.body).toEqual({
        code: 'RESTAURANT_CLOSED',
        message: 'Sajnáljuk! Az étterem most zárva van, és nem fogad rendeléseket. Legközelebb ma 18:00-kor nyitunk.',
      });
    } finally {
      await request(t.app).put('/api/restaurant/1/status').query({ isOpen: 'true' }).set(bearer(staff.token)).expect(200);
    }
  });
});

describe('a success sentence in the language of Accept-Language', () => {
  it('forgot password: the same answer, in Hungarian, with Vary', async () => {
    const res = await request(t.app)
      .post('/auth/forgot-password')
      .set('Accept-Language', 'hu')
      .send({ email: 'nobody@example.com' })
      .expect(200);
    expect(res.body).toEqual({ message: 'Ha ehhez az e-mail-címhez tartozik fiók, elküldtük rá a jelszó-visszaállító linket.' });
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    expect(res.headers['content-language']).toBe('hu');
  });

  it('a session check and a text answer (the cart) are in Hungarian too; their other fields stay', async () => {
    const check = await request(t.app).get('/auth/validate-token/nobody@example.com').set('Accept-Language', 'hu').expect(401);
    expect(check.body).toMatchObject({ status: 'invalid', message: 'Hiányzik a munkamenet azonosítója', isExpired: false });
    const fresh = await createTestCustomer();
    const added = await request(t.app)
      .post('/api/cart/add-to-cart')
      .set(bearer(fresh.token))
      .set('Accept-Language', 'hu')
      .type('form')
      .send({ menuItemId: 'PIZ_001', quantity: '1' })
      .expect(200);
    expect(added.text).toBe('A terméket a kosárba tettük');
    expect(added.headers['content-language']).toBe('hu');
  });
});
