import { LEGAL_TEXT_MAX_LENGTH, type StaffRole } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { AuditEntryModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LegalVersionModel } from '../legal-version.model';

const START = new Date('2026-05-04T09:00:00.000Z');
const clock = fixedClock(START);
let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await createTestStaff('OWNER', { name: 'Olga Owner' });
});

afterAll(async () => {
  await t.close();
});

const body = (en: string, hu: string) => ({ en, hu });
const save = (document: string, payload: object, token = owner.token) =>
  request(t.app).put(`/api/admin/legal/${document}`).set(bearer(token)).send(payload);
const current = async (document: string): Promise<number> =>
  ((await request(t.app).get(`/api/legal/${document}`).expect(200)).body as { version: number }).version;

describe('reading the legal pages (public)', () => {
  it('when anyone asks for the versions, then each document has one, cached briefly', async () => {
    const res = await request(t.app).get('/api/legal').expect(200);
    expect(res.body).toEqual({ imprint: expect.any(Number), terms: expect.any(Number), privacy: expect.any(Number) });
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('when anyone reads a document, then both languages come as Markdown with its version and date', async () => {
    const res = await request(t.app).get('/api/legal/imprint').expect(200);
    expect(res.body).toEqual({
      document: 'imprint',
      version: expect.any(Number),
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      placeholder: expect.any(Boolean),
      body: { en: expect.stringContaining('# Imprint'), hu: expect.stringContaining('# Impresszum') },
    });
    expect(res.headers.etag).toBeDefined();
    await request(t.app).get('/api/legal/imprint').set('If-None-Match', res.headers.etag!).expect(304);
  });

  it('when the document is not one of the three, then 400 naming the choices, in Hungarian too', async () => {
    const res = await request(t.app).get('/api/legal/cookies').expect(400);
    expect(res.body.message).toBe('document must be imprint, terms or privacy');
    const hu = await request(t.app).get('/api/legal/cookies').set('Accept-Language', 'hu').expect(400);
    expect(hu.body.message).toBe('A dokumentum csak imprint (impresszum), terms (ÁSZF) vagy privacy (adatkezelési tájékoztató) lehet');
  });
});

describe('the owner saves a new version', () => {
  it('when the owner saves on the current version, then the number goes up, the new text is current, the old one is kept and an audit entry says who', async () => {
    const before = await current('terms');
    const oldText = (await request(t.app).get('/api/legal/terms').expect(200)).body.body;
    clock.set(new Date(START.getTime() + 60_000));
    const res = await save('terms', { basedOn: before, body: body('# Our terms\n\nOrder **binding**.', '# ÁSZF\n\nKötelező.') }).expect(
      200,
    );
    expect(res.body).toEqual({
      document: 'terms',
      version: before + 1,
      publishedAt: clock.now().toISOString(),
      placeholder: false,
      body: { en: '# Our terms\n\nOrder **binding**.', hu: '# ÁSZF\n\nKötelező.' },
    });
    expect(await current('terms')).toBe(before + 1);
    expect((await request(t.app).get('/api/legal').expect(200)).body.terms).toBe(before + 1);

    const old = await request(t.app).get(`/api/admin/legal/terms/versions/${before}`).set(bearer(owner.token)).expect(200);
    expect(old.body).toMatchObject({ version: before, body: oldText });
    const list = await request(t.app).get('/api/admin/legal/terms/versions').set(bearer(owner.token)).expect(200);
    expect(list.body[0]).toEqual({ version: before + 1, publishedAt: clock.now().toISOString(), placeholder: false, by: 'Olga Owner' });
    expect(list.body.map((entry: { version: number }) => entry.version)).toEqual(
      Array.from({ length: before + 1 }, (_unused, i) => before + 1 - i),
    );

    const entry = await AuditEntryModel.findOne({ action: 'legal.saved' }).sort({ at: -1 }).lean();
    expect(entry).toMatchObject({
      actorId: owner.user.id,
      actorName: 'Olga Owner',
      actorRole: 'OWNER',
      before: { version: before },
      after: { document: 'terms', version: before + 1 },
    });
  });

  it('when the owner saves on a version that is no longer current, then 409 with the current number, in Hungarian too, and nothing is written', async () => {
    const now = await current('privacy');
    await save('privacy', { basedOn: now, body: body('Privacy v2', 'Adatkezelés v2') }).expect(200);
    const stale = await save('privacy', { basedOn: now, body: body('Privacy lost', 'Elveszett') }).expect(409);
    expect(stale.body).toEqual({
      code: 'CONFLICT',
      message: `Someone saved version ${now + 1} of this document meanwhile. Reload it and make your changes again.`,
      details: { current: now + 1 },
    });
    const hu = await save('privacy', { basedOn: now, body: body('x', 'y') })
      .set('Accept-Language', 'hu')
      .expect(409);
    expect(hu.body.message).toBe(
      `Közben valaki elmentette a dokumentum ${now + 1}. változatát. Töltse be újra, és végezze el ismét a módosításait.`,
    );
    await save('privacy', { basedOn: now + 5, body: body('x', 'y') }).expect(409);
    expect(await LegalVersionModel.countDocuments({ document: 'privacy' })).toBe(now + 1);
    expect((await request(t.app).get('/api/legal/privacy').expect(200)).body.body.en).toBe('Privacy v2');
  });

  it('when two saves race on the same version, then one wins and the other gets 409', async () => {
    const now = await current('imprint');
    const results = await Promise.all([
      save('imprint', { basedOn: now, body: body('A', 'A') }),
      save('imprint', { basedOn: now, body: body('B', 'B') }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await current('imprint')).toBe(now + 1);
  });

  it('when a text is longest allowed in both languages, then it is saved whole', async () => {
    const now = await current('terms');
    const en = 'a'.repeat(LEGAL_TEXT_MAX_LENGTH);
    const hu = 'ő'.repeat(LEGAL_TEXT_MAX_LENGTH);
    await save('terms', { basedOn: now, body: body(en, hu) }).expect(200);
    const res = await request(t.app).get('/api/legal/terms').expect(200);
    expect([res.body.body.en.length, res.body.body.hu.length]).toEqual([LEGAL_TEXT_MAX_LENGTH, LEGAL_TEXT_MAX_LENGTH]);
  });
});

describe('refused saves (400 naming the field, nothing written)', () => {
  const cases: Array<[string, (basedOn: number) => object, string, string]> = [
    [
      'the English text is empty',
      (b) => ({ basedOn: b, body: body('   ', 'Szöveg') }),
      'The English text is required',
      'Az angol szöveg megadása kötelező',
    ],
    [
      'the Hungarian text is missing',
      (b) => ({ basedOn: b, body: { en: 'Text' } }),
      'The Hungarian text is required',
      'A magyar szöveg megadása kötelező',
    ],
    [
      'the English text is not a string',
      (b) => ({ basedOn: b, body: { en: 42, hu: 'x' } }),
      'The English text is required',
      'Az angol szöveg megadása kötelező',
    ],
    [
      'the Hungarian text is too long',
      (b) => ({ basedOn: b, body: body('x', 'y'.repeat(LEGAL_TEXT_MAX_LENGTH + 1)) }),
      'The Hungarian text is at most 100,000 characters',
      'A magyar szöveg legfeljebb 100 000 karakter lehet',
    ],
  ];

  it.each(cases)('when %s, then 400 with the message in English and Hungarian', async (_what, payload, en, hu) => {
    const now = await current('imprint');
    const res = await save('imprint', payload(now)).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: en });
    expect((await save('imprint', payload(now)).set('Accept-Language', 'hu').expect(400)).body.message).toBe(hu);
    expect(await current('imprint')).toBe(now);
  });

  it('when basedOn is missing or not a version, or the document is unknown, then 400', async () => {
    await save('imprint', { body: body('x', 'y') }).expect(400);
    await save('imprint', { basedOn: 0, body: body('x', 'y') }).expect(400);
    await save('imprint', { basedOn: 1.5, body: body('x', 'y') }).expect(400);
    await save('imprint', { basedOn: 1, body: body('x', 'y'), extra: true }).expect(400);
    const unknown = await save('cookies', { basedOn: 1, body: body('x', 'y') }).expect(400);
    expect(unknown.body.message).toBe('document must be imprint, terms or privacy');
  });

  it('when a version is not a number, then 400; when there is no such version, then 404 in both languages', async () => {
    const get = (path: string) => request(t.app).get(`/api/admin/legal/${path}`).set(bearer(owner.token));
    expect((await get('terms/versions/abc').expect(400)).body.message).toBe('The version must be a whole number from 1');
    await get('terms/versions/0').expect(400);
    await get('terms/versions/-1').expect(400);
    expect((await get('terms/versions/999').expect(404)).body.message).toBe('That version of the document does not exist');
    expect((await get('terms/versions/999').set('Accept-Language', 'hu').expect(404)).body.message).toBe(
      'A dokumentumnak nincs ilyen változata',
    );
    await get('cookies/versions').expect(400);
  });
});

describe('who may edit (the owner only: legal.edit)', () => {
  const adminCalls = (token?: string) => {
    const withAuth = (req: request.Test) => (token ? req.set(bearer(token)) : req);
    return [
      withAuth(request(t.app).put('/api/admin/legal/terms')).send({ basedOn: 1, body: body('Hijack', 'Eltérítés') }),
      withAuth(request(t.app).get('/api/admin/legal/terms/versions')),
      withAuth(request(t.app).get('/api/admin/legal/terms/versions/1')),
    ];
  };

  it.each<StaffRole>(['MANAGER', 'KITCHEN', 'COURIER'])('when a %s calls the owner routes, then 403 and nothing is saved', async (role) => {
    const member = await createTestStaff(role);
    const before = await current('terms');
    for (const call of adminCalls(member.token)) {
      expect((await call).body).toEqual({ code: 'FORBIDDEN', message: 'Your role does not allow this' });
    }
    expect(await current('terms')).toBe(before);
  });

  it('when a customer calls them, then 403; a stranger or an integrator key, then 401; nothing is saved', async () => {
    const customer = await createTestCustomer();
    const before = await current('terms');
    for (const call of adminCalls(customer.token)) expect((await call).status).toBe(403);
    for (const call of adminCalls()) expect((await call).status).toBe(401);
    const { key } = (
      await request(t.app)
        .post('/api/integrations/keys')
        .set(bearer(owner.token))
        .send({ name: 'Till', scopes: ['events', 'menu'] })
        .expect(201)
    ).body as { key: string };
    for (const call of adminCalls(key)) expect((await call).status).toBe(401);
    await request(t.app)
      .put('/api/admin/legal/terms')
      .set('X-API-Key', key)
      .send({ basedOn: before, body: body('x', 'y') })
      .expect(401);
    expect(await current('terms')).toBe(before);
  });
});
