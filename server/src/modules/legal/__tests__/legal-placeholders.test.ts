import { Writable } from 'node:stream';

import { LEGAL_DOCUMENTS, RETENTION_DAYS } from '@pizza/shared';
import request from 'supertest';

import { createLogger } from '../../../lib/logger';
import { seedDatabase } from '../../../seed';
import { createTestStaff } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LegalVersionModel } from '../legal-version.model';
import { fillRetention, placeholderText, retentionPeriod } from '../placeholder-texts';
import { placeholderWarning } from '../placeholder-warning';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A real logger writing JSON lines into memory, as lib/__tests__/logger.test.ts reads them. */
function capturedLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info', nodeEnv: 'production' }, stream) };
}
const WARN = 40;

describe('the placeholders of a fresh database', () => {
  it.each(LEGAL_DOCUMENTS)(
    'when the shop starts on a fresh database, then %s has version 1, marked as a placeholder at its top in both languages',
    async (document) => {
      const res = await request(t.app).get(`/api/legal/${document}`).expect(200);
      expect(res.body).toMatchObject({ document, version: 1, placeholder: true });
      expect(res.body.body.en.split('\n')[0]).toMatch(/^> \*\*Placeholder text: the shop's owner replaces it\*\*/);
      expect(res.body.body.hu.split('\n')[0]).toMatch(/^> \*\*Helykitöltő szöveg: a bolt üzemeltetője lecseréli\*\*/);
    },
  );

  it('when the imprint is read, then it has every field the law asks for, with demo values', async () => {
    const { en, hu } = (await request(t.app).get('/api/legal/imprint').expect(200)).body.body as { en: string; hu: string };
    for (const field of ['Company name', 'Seat', 'Company registration number', 'Tax number', 'E-mail', 'Phone', 'Hosting provider']) {
      expect(en).toContain(field);
    }
    for (const field of ['Cégnév', 'Székhely', 'Cégjegyzékszám', 'Adószám', 'E-mail', 'Telefon', 'Tárhelyszolgáltató'])
      expect(hu).toContain(field);
  });

  it('when the privacy notice is read, then it states every retention period of RETENTION_DAYS, filled in at seed time', async () => {
    const { en, hu } = (await request(t.app).get('/api/legal/privacy').expect(200)).body.body as { en: string; hu: string };
    expect(en).not.toContain('{{');
    expect(hu).not.toContain('{{');
    expect(en).toContain(`Checkout drafts nobody placed: ${retentionPeriod(RETENTION_DAYS.drafts, 'en')}.`);
    expect(en).toContain(`Orders: ${RETENTION_DAYS.orders / 365} years`);
    expect(hu).toContain(`Rendelések: ${RETENTION_DAYS.orders / 365} év`);
    // Every period named in the constants appears in both languages' source text.
    for (const language of ['en', 'hu'] as const) {
      const source = placeholderText('privacy')[language];
      for (const [item, days] of Object.entries(RETENTION_DAYS))
        expect([item, source.includes(retentionPeriod(days, language))]).toEqual([item, true]);
    }
    for (const processor of ['Firebase Authentication', 'mail provider', 'hosting provider']) expect(en).toContain(processor);
    expect(en).toMatch(/session token.*language.*checkout's choices.*billing details/s);
    expect(en).toContain('within one month');
  });

  it('when a retention period is written, then whole years read as years and the rest as days', () => {
    expect(['en', 'hu'].flatMap((language) => [1, 7, 365, 2920].map((days) => retentionPeriod(days, language as 'en' | 'hu')))).toEqual([
      '1 day',
      '7 days',
      '1 year',
      '8 years',
      '1 nap',
      '7 nap',
      '1 év',
      '8 év',
    ]);
    expect(() => fillRetention('Kept {{retention.forever}}.', 'en')).toThrow('unknown retention period {{retention.forever}}');
  });

  it('when the seed runs again after the owner saved a version, then the placeholder never comes back and nothing is overwritten', async () => {
    const owner = await createTestStaff('OWNER');
    await request(t.app)
      .put('/api/admin/legal/terms')
      .set('Authorization', `Bearer ${owner.token}`)
      .send({ basedOn: 1, body: { en: 'Own terms', hu: 'Saját ÁSZF' } })
      .expect(200);
    await seedDatabase(t.deps);
    await seedDatabase(t.deps);
    expect(await LegalVersionModel.countDocuments({ document: 'terms' })).toBe(2);
    expect((await request(t.app).get('/api/legal/terms').expect(200)).body).toMatchObject({
      version: 2,
      placeholder: false,
      body: { en: 'Own terms' },
    });
    expect(await LegalVersionModel.countDocuments({ document: 'imprint' })).toBe(1);
  });
});

describe('the production warning', () => {
  it('when the profile is production and some pages are placeholders, then it names them; otherwise there is none', () => {
    expect(placeholderWarning('production', ['imprint', 'privacy'])).toMatch(
      /^The legal pages imprint, privacy still show the demo's placeholder text/,
    );
    expect(placeholderWarning('production', [])).toBeUndefined();
    expect(placeholderWarning('local', ['imprint', 'terms', 'privacy'])).toBeUndefined();
  });

  it('when a production start seeds while pages are placeholders, then it logs one warning; a local start logs none', async () => {
    const production = capturedLogger();
    await seedDatabase({ ...t.deps, logger: production.logger, config: { ...t.config, profile: 'production' } });
    const warnings = production.lines.filter((line) => line.level === WARN);
    expect(warnings.map((line) => line.msg)).toEqual([expect.stringContaining('The legal pages imprint, privacy still show')]);
    const local = capturedLogger();
    await seedDatabase({ ...t.deps, logger: local.logger, config: { ...t.config, profile: 'local' } });
    expect(local.lines.filter((line) => line.level === WARN)).toEqual([]);
  });
});
