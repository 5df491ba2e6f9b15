/**
 * A text over its limit is refused with a sentence a customer can read, in their language
 * (Accept-Language, which the shop's client sends on every call): never zod's "Too big: expected
 * string to have <=100 characters" (nor its Hungarian "Túl nagy: ..."). The limits are the shared
 * TEXT_LIMITS the forms use as maxLength.
 */
import { TEXT_LIMITS } from '@pizza/shared';
import request from 'supertest';

import { createTestCustomer, type TestPrincipal } from '../test/auth';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let customer: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createTestCustomer();
});

afterAll(() => t.close());

const over = (limit: number) => 'x'.repeat(limit + 1);
const sentence = {
  en: (max: number) => `Too long: use at most ${max} characters.`,
  hu: (max: number) => `Túl hosszú: legfeljebb ${max} karakter lehet.`,
};

interface Case {
  what: string;
  limit: number;
  send: (language: 'en' | 'hu') => request.Test;
}

const withLanguage = (req: request.Test, language: string) => req.set('Accept-Language', language);

const address = {
  street: 'Piac utca',
  buildingName: '20',
  city: 'Debrecen',
  zip: '4025',
  latitude: 47.5293,
  longitude: 21.6253,
};

const CASES: Case[] = [
  {
    what: 'the name at sign-up',
    limit: TEXT_LIMITS.name,
    send: (language) =>
      withLanguage(request(t.app).post('/auth/signup'), language).send({
        name: over(TEXT_LIMITS.name),
        email: 'long-name@example.com',
        password: 'Pizza#Lover2026',
        confirmPassword: 'Pizza#Lover2026',
        phone: '+36301234567',
        firebaseIdToken: 'not-checked-before-the-form',
      }),
  },
  {
    what: 'the password at login',
    limit: TEXT_LIMITS.password,
    send: (language) =>
      withLanguage(request(t.app).post('/auth/login'), language).send({ email: 'anna@example.com', password: over(TEXT_LIMITS.password) }),
  },
  {
    what: 'the building of an address',
    limit: TEXT_LIMITS.buildingName,
    send: (language) =>
      withLanguage(request(t.app).post('/api/address/add'), language)
        .set('Authorization', `Bearer ${customer.token}`)
        .send({ ...address, buildingName: over(TEXT_LIMITS.buildingName) }),
  },
  {
    what: "the address's note to the courier",
    limit: TEXT_LIMITS.addressNote,
    send: (language) =>
      withLanguage(request(t.app).post('/api/address/add'), language)
        .set('Authorization', `Bearer ${customer.token}`)
        .send({ ...address, otherInstructions: over(TEXT_LIMITS.addressNote) }),
  },
  {
    what: "a dish's instructions to the kitchen",
    limit: TEXT_LIMITS.instructions,
    send: (language) =>
      withLanguage(request(t.app).post('/api/cart/add-to-cart'), language)
        .set('Authorization', `Bearer ${customer.token}`)
        .send({ menuItemId: 'PIZ_001', quantity: 1, instructions: over(TEXT_LIMITS.instructions) }),
  },
];

describe('a text over its limit', () => {
  it.each(CASES)('$what: 400 with a sentence in Hungarian for hu and in English for en', async ({ limit, send }) => {
    const hu = await send('hu').expect(400);
    const en = await send('en').expect(400);
    expect(hu.body).toMatchObject({ code: 'VALIDATION_ERROR', message: sentence.hu(limit) });
    expect(en.body).toMatchObject({ code: 'VALIDATION_ERROR', message: sentence.en(limit) });
    expect(hu.body.details[0].code).toBe('too_big');
  });

  it('a field at its limit exactly is accepted', async () => {
    await request(t.app)
      .post('/api/cart/add-to-cart')
      .set('Authorization', `Bearer ${customer.token}`)
      .send({ menuItemId: 'PIZ_001', quantity: 1, instructions: 'x'.repeat(TEXT_LIMITS.instructions) })
      .expect(200);
  });
});
