/**
 * Reading the audit log on the real app and database: who may read what (the owner the whole log
 * and its export, the board an order's trail), the filters, keyset pages that neither repeat nor
 * skip, the CSV export (BOM, header, Hungarian accents, dated attachment), the actors of the "who"
 * filter, and a clear 400 for a bad filter.
 */
import { auditActorListSchema, type AuditPage, auditPageSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import { parse } from 'csv-parse/sync';
import request from 'supertest';

import { recordAudit } from '..';
import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { UserModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AuditEntryModel } from '../audit-entry.model';

const TODAY = new Date('2026-05-04T10:00:00Z');
const clock = fixedClock(TODAY);
const hoursAgo = (hours: number) => new Date(TODAY.getTime() - hours * 3_600_000);

let t: TestApp;
let owner: TestPrincipal;
let kitchen: TestPrincipal;
const zoli = { id: 'a0000000000000000000000a', name: 'Zoltán Őrs', email: 'zoli@example.com', staffRole: 'KITCHEN' as const };
const anna = { id: 'b0000000000000000000000b', name: 'Anna Ács', email: 'anna@example.com', staffRole: 'MANAGER' as const };

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await createTestAdmin();
  kitchen = await createTestAdmin();
  await UserModel.updateOne({ _id: kitchen.user.id }, { $set: { staffRole: 'KITCHEN' } });
  // 30 entries, one an hour back from now: Zoli's on even hours, Anna's on odd ones; order 7's every fifth.
  for (let hour = 0; hour < 30; hour += 1)
    await recordAudit(null, {
      action: hour % 5 === 0 ? 'order.cancelled' : 'shop.busy',
      actor: hour % 2 === 0 ? zoli : anna,
      at: hoursAgo(hour),
      ...(hour % 5 === 0 ? { orderId: 'order-7', orderNumber: 7 } : {}),
      before: { busyExtraMinutes: 0 },
      after: { note: 'Sajtos-tejfölös, =1+1' },
    });
});

afterAll(() => t.close());

const read = (query: object, token = owner.token) => request(t.app).get('/api/audit').query(query).set(bearer(token));
const page = async (query: object): Promise<AuditPage> => auditPageSchema.parse((await read(query).expect(200)).body);

describe('who may read the audit log', () => {
  it('when a kitchen member or a customer asks for the log, its export or its actors, then 403; nobody signed in gets 401', async () => {
    const customer = await createTestCustomer();
    for (const path of ['/api/audit', '/api/audit.csv', '/api/audit/actors']) {
      for (const token of [kitchen.token, customer.token]) expect((await request(t.app).get(path).set(bearer(token))).status).toBe(403);
      expect((await request(t.app).get(path)).status).toBe(401);
    }
  });

  it("when the kitchen opens an order's trail, then it gets the order's entries oldest first; a customer gets 403", async () => {
    const res = await request(t.app).get('/api/audit/orders/order-7').set(bearer(kitchen.token)).expect(200);
    expect(res.body.map((entry: { at: string }) => entry.at)).toEqual([25, 20, 15, 10, 5, 0].map((hour) => hoursAgo(hour).toISOString()));
    const customer = await createTestCustomer();
    await request(t.app).get('/api/audit/orders/order-7').set(bearer(customer.token)).expect(403);
  });
});

describe('filters and pages', () => {
  it('when paging 7 at a time, then every entry comes once, newest first, and the last page has no nextBefore', async () => {
    const seen: string[] = [];
    let before: string | undefined;
    do {
      const next = await page({ limit: 7, ...(before ? { before } : {}) });
      seen.push(...next.entries.map((entry) => entry.at));
      before = next.nextBefore;
    } while (before);
    expect(seen).toEqual(Array.from({ length: 30 }, (_, hour) => hoursAgo(hour).toISOString()));
  });

  it('when filtered by who, what, order number and dates, then only the matching entries come', async () => {
    expect((await page({ actorId: zoli.id, limit: 200 })).entries).toHaveLength(15);
    expect((await page({ action: 'order.cancelled', limit: 200 })).entries).toHaveLength(6);
    expect((await page({ orderNumber: '#0007', limit: 200 })).entries.map((entry) => entry.orderId)).toEqual(Array(6).fill('order-7'));
    const window = await page({ from: hoursAgo(4).toISOString(), to: hoursAgo(2).toISOString() });
    expect(window.entries.map((entry) => entry.at)).toEqual([2, 3, 4].map((hour) => hoursAgo(hour).toISOString()));
    const both = await page({ actorId: anna.id, orderNumber: '7', action: 'order.cancelled' });
    expect(both.entries.map((entry) => [entry.actorName, entry.at])).toEqual(
      [5, 15, 25].map((hour) => ['Anna Ács', hoursAgo(hour).toISOString()]),
    );
  });

  it('when a filter is bad (an unknown action, a malformed number, from after to, a forged cursor), then 400 and nothing else', async () => {
    for (const query of [
      { action: 'order.deleted' },
      { orderNumber: 'forty-two' },
      { from: hoursAgo(1).toISOString(), to: hoursAgo(2).toISOString() },
      { before: 'not-a-cursor' },
      { limit: 0 },
      { sneaky: 1 },
    ]) {
      const res = await read(query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('when the owner asks for the actors, then everyone who appears, by name, once', async () => {
    const res = await request(t.app).get('/api/audit/actors').set(bearer(owner.token)).expect(200);
    const actors = auditActorListSchema.parse(res.body);
    expect(actors.filter((actor) => [zoli.id, anna.id].includes(actor.id))).toEqual([
      { id: anna.id, name: 'Anna Ács', email: anna.email },
      { id: zoli.id, name: 'Zoltán Őrs', email: zoli.email },
    ]);
  });
});

describe('the CSV export', () => {
  it("when the owner exports Zoli's entries, then a dated attachment with a BOM, a header row, accents intact", async () => {
    const res = await request(t.app)
      .get('/api/audit.csv')
      .query({ actorId: zoli.id })
      .set(bearer(owner.token))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe('attachment; filename=audit-log-2026-05-04.csv');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.subarray(3).toString('utf8'), { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(15);
    expect(Object.keys(rows[0]!)).toEqual([
      'at',
      'action',
      'actorName',
      'actorEmail',
      'actorRole',
      'actorId',
      'orderNumber',
      'orderId',
      'subject',
      'before',
      'after',
    ]);
    expect(rows[0]).toMatchObject({
      at: TODAY.toISOString(),
      action: 'order.cancelled',
      actorName: 'Zoltán Őrs',
      actorRole: 'KITCHEN',
      orderNumber: '#0007',
    });
    expect(JSON.parse(rows[0]!.after!)).toEqual({ note: 'Sajtos-tejfölös, =1+1' });
    expect(rows.map((row) => row.at)).toEqual(Array.from({ length: 15 }, (_, i) => hoursAgo(i * 2).toISOString()));
  });

  it('when a cell would run as a formula in a spreadsheet, then it is exported as text (a leading apostrophe)', async () => {
    const prankster = { id: 'c0000000000000000000000c', name: '=HYPERLINK("http://evil.example")' };
    await recordAudit(null, { action: 'signin.failed', actor: prankster, at: hoursAgo(100), subject: '+1' });
    const res = await request(t.app).get('/api/audit.csv').query({ actorId: prankster.id }).set(bearer(owner.token)).expect(200);
    const [row] = parse(res.text.replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;
    expect(row).toMatchObject({ actorName: `'${prankster.name}`, subject: "'+1", action: 'signin.failed' });
  });

  it('when an export filter is bad, then 400 before any download starts', async () => {
    const res = await request(t.app)
      .get('/api/audit.csv')
      .query({ from: hoursAgo(1).toISOString(), to: hoursAgo(2).toISOString() })
      .set(bearer(owner.token));
    expect(res.status).toBe(400);
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});

describe('append-only', () => {
  it('when anyone tries to change or delete an entry through the API, then there is no such route', async () => {
    const [entry] = (await page({ limit: 1 })).entries;
    for (const method of ['put', 'patch', 'delete'] as const)
      expect((await request(t.app)[method](`/api/audit/${entry!.id}`).set(bearer(owner.token)).send({})).status).toBe(404);
    expect(await AuditEntryModel.countDocuments({ _id: entry!.id })).toBe(1);
  });
});
