/**
 * The private-network guard (SSRF): which addresses count as public, registration in the
 * production rules with an injected resolver (a name that resolves to an internal address is
 * refused, as is one that resolves to a public and a private one), and the same check at delivery
 * time: an endpoint whose name starts resolving to an internal address gets failed attempts, no call.
 */
import type { LookupAddress } from 'node:dns';

import request from 'supertest';

import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isPublicAddress } from '../index';
import { createUrlGuard } from '../url-guard';
import { BASE, bearer, fastOverrides } from './helpers';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::10.0.0.1',
    '2002:c0a8:0101::1',
    'not-an-address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

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

describe('the guard in the production rules', () => {
  const guard = createUrlGuard({ localHttpAllowed: false, resolve: resolveHost });

  it('when the URL is https to a name with only public addresses, then it is allowed with a guarded lookup for the connection', async () => {
    const verdict = await guard.check('https://public.example/hooks');
    expect(verdict.ok).toBe(true);
    expect(verdict.ok && verdict.lookup).toEqual(expect.any(Function));
  });

  it('when the connection resolves the name again and it now points inside, then the lookup refuses', async () => {
    const verdict = await guard.check('https://public.example/hooks');
    if (!verdict.ok || !verdict.lookup) throw new Error('expected an allowed URL');
    DNS['public.example'] = [{ address: '127.0.0.1', family: 4 }];
    try {
      const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
        verdict.lookup!('public.example', {}, (err) => resolve(err)),
      );
      expect(error?.code).toBe('EADDRNOTPUBLIC');
    } finally {
      DNS['public.example'] = [{ address: '93.184.215.14', family: 4 }];
    }
  });

  it.each([
    ['http://public.example/hooks', /https/],
    ['http://127.0.0.1:8080/hooks', /https/],
    ['http://localhost:8080/hooks', /https/],
    ['https://internal.example/hooks', /10\.0\.0\.5.*not a public address/],
    ['https://metadata.example/latest', /169\.254\.169\.254/],
    ['https://mixed.example/hooks', /fd00::5/],
    ['https://nowhere.example/hooks', /could not be resolved/],
    ['https://[::1]:8443/hooks', /::1/],
    ['https://10.0.0.1/hooks', /10\.0\.0\.1/],
    ['https://[::ffff:192.168.0.1]/hooks', /not a public address/],
    ['https://user:secret@public.example/hooks', /user name or password/],
  ])('when the URL is %s, then it is refused (%s)', async (url, reason) => {
    const verdict = await guard.check(url);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toMatch(reason);
  });
});

describe('registration and delivery in the production rules', () => {
  let t: TestApp;
  let staff: TestPrincipal;

  beforeAll(async () => {
    t = await createTestApp({ overrides: fastOverrides({ localHttpAllowed: false, resolveHost }) });
    staff = await createTestAdmin();
  });

  afterAll(() => t.close());

  it.each(['https://internal.example/hooks', 'https://mixed.example/hooks', 'http://127.0.0.1:9/hooks', 'https://[fe80::1]/hooks'])(
    'when staff register %s, then 400 with a message that says why, and nothing is stored',
    async (url) => {
      const res = await request(t.app).post(BASE).set(bearer(staff.token)).send({ url });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/public address|https/) });
      expect((await request(t.app).get(BASE).set(bearer(staff.token))).body).toEqual([]);
    },
  );

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
