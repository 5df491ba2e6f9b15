/**
 * The private-network guard (SSRF, lib/url-guard.ts) on the webhooks API in the production rules
 * with an injected resolver: internal addresses (IPv4 hidden in IPv6 included) are refused at
 * registration and on a change of URL, and checked again at delivery time: an endpoint whose name
 * starts resolving to an internal address gets failed attempts, no call.
 */
import type { LookupAddress } from 'node:dns';

import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BASE, fastOverrides } from './helpers';

/** IPv6 forms that carry an internal IPv4 address: IPv4-translated, NAT64 (well-known and local-use), IPv4-mapped and -compatible, 6to4. */
const HIDDEN_IPV4 = [
  '::ffff:0:7f00:1',
  '64:ff9b:1::7f00:1',
  '64:ff9b:1::a9fe:a9fe',
  '64:ff9b::a9fe:a9fe',
  '::ffff:7f00:1',
  '::7f00:1',
  '2002:7f00:1::1',
  '2002:a9fe:a9fe::',
];

const DNS: Record<string, LookupAddress[]> = {
  'public.example': [{ address: '93.184.215.14', family: 4 }],
  'internal.example': [{ address: '10.0.0.5', family: 4 }],
  'metadata.example': [{ address: '169.254.169.254', family: 4 }],
  'mixed.example': [
    { address: '93.184.215.14', family: 4 },
    { address: 'fd00::5', family: 6 },
  ],
  localhost: [{ address: '127.0.0.1', family: 4 }],
};
const resolveHost = async (host: string) => {
  const found = DNS[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

describe('registration and delivery in the production rules', () => {
  let t: TestApp;
  let staff: TestPrincipal;

  beforeAll(async () => {
    t = await createTestApp({ overrides: fastOverrides({ localHttpAllowed: false, resolveHost }) });
    staff = await createTestAdmin();
  });

  afterAll(() => t.close());

  it.each([
    'https://internal.example/hooks',
    'https://mixed.example/hooks',
    'http://127.0.0.1:9/hooks',
    'https://[fe80::1]/hooks',
    ...HIDDEN_IPV4.map((address) => `https://[${address}]/`),
  ])('when staff register %s or change a URL to it, then 400 with a message that says why, and nothing is stored', async (url) => {
    const res = await request(t.app).post(BASE).set(bearer(staff.token)).send({ url });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/public address|https/) });
    expect((await request(t.app).get(BASE).set(bearer(staff.token))).body).toEqual([]);

    const { id } = (await request(t.app).post(BASE).set(bearer(staff.token)).send({ url: 'https://public.example/hooks' }).expect(201))
      .body;
    try {
      const patched = await request(t.app).patch(`${BASE}/${id}`).set(bearer(staff.token)).send({ url });
      expect(patched.status).toBe(400);
      expect((await request(t.app).get(BASE).set(bearer(staff.token))).body[0].url).toBe('https://public.example/hooks');
    } finally {
      await request(t.app).delete(`${BASE}/${id}`).set(bearer(staff.token)).expect(204);
    }
  });

  it('when the Hungarian page registers an internal address, then the reason is in Hungarian', async () => {
    const res = await request(t.app)
      .post(BASE)
      .set(bearer(staff.token))
      .set('Accept-Language', 'hu')
      .send({ url: 'https://[::ffff:0:7f00:1]/' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'A(z) ::ffff:0:7f00:1 címe ::ffff:0:7f00:1, ami nem nyilvános cím: a webáruház csak nyilvános címeket hív',
    );
  });

  it('when a registered name starts resolving to an internal address, then the test event is a failed attempt with that reason and no call is made', async () => {
    const registered = await request(t.app).post(BASE).set(bearer(staff.token)).send({ url: 'https://public.example/hooks' }).expect(201);
    DNS['public.example'] = [{ address: '192.168.1.20', family: 4 }];
    try {
      const test = await request(t.app).post(`${BASE}/${registered.body.id}/test`).set(bearer(staff.token)).expect(200);
      expect(test.body).toMatchObject({ ok: false, error: expect.stringMatching(/192\.168\.1\.20.*not a public address/) });
      expect(test.body.statusCode).toBeUndefined();
    } finally {
      DNS['public.example'] = [{ address: '93.184.215.14', family: 4 }];
    }
  });
});
