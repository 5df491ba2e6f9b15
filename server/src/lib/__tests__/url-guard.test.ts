/**
 * The shared private-network guard (SSRF) of webhooks and push endpoints: which addresses count as
 * public (every IPv6 form that carries an IPv4 address is judged by that address), the production
 * rules with an injected resolver (a name that resolves to an internal address is refused, as is
 * one that resolves to a public and a private one), the connection's own lookup, and the allow
 * list of hosts.
 */
import type { LookupAddress } from 'node:dns';

import { isPublicAddress } from '../public-address';
import { createUrlGuard, hostAllowed } from '../url-guard';

/** IPv6 addresses that carry an internal IPv4 address, in every form that embeds one. */
const HIDDEN_IPV4 = [
  '::ffff:127.0.0.1', // IPv4-mapped, dotted
  '::ffff:7f00:1', // IPv4-mapped, hex
  '::ffff:10.0.0.1',
  '::ffff:0:7f00:1', // IPv4-translated (RFC 6145)
  '::ffff:0:a9fe:a9fe',
  '::7f00:1', // IPv4-compatible (deprecated)
  '::a9fe:a9fe',
  '64:ff9b::7f00:1', // NAT64 well-known prefix
  '64:ff9b::10.0.0.1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::7f00:1', // NAT64 local-use prefix (RFC 8215)
  '64:ff9b:1::a9fe:a9fe',
  '64:ff9b:1::c0a8:1',
  '64:ff9b:1:7f00:0:100::', // local-use in a layout other than /96: not decoded, never public
  '2002:7f00:1::1', // 6to4
  '2002:c0a8:0101::1',
  '2002:a9fe:a9fe::',
];

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '198.18.0.1',
    '240.0.0.1',
    '::',
    '::1',
    'fc00::1',
    'fd00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    '2001::1',
    '100::1',
    '64:ff9b:0:1::1',
    ...HIDDEN_IPV4,
    'not-an-address',
    '1.2.3',
    '2130706433',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200a',
    '::ffff:8.8.8.8',
    '::ffff:0:808:808',
    '64:ff9b::8.8.8.8',
    '64:ff9b:1::808:808',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

const DNS: Record<string, LookupAddress[]> = {
  'public.example': [{ address: '93.184.215.14', family: 4 }],
  'internal.example': [{ address: '10.0.0.5', family: 4 }],
  'metadata.example': [{ address: '169.254.169.254', family: 4 }],
  'mixed.example': [
    { address: '93.184.215.14', family: 4 },
    { address: 'fd00::5', family: 6 },
  ],
  'nat64.example': [{ address: '64:ff9b:1::7f00:1', family: 6 }],
  localhost: [{ address: '127.0.0.1', family: 4 }],
  intranet: [{ address: '192.168.0.10', family: 4 }],
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
        verdict.lookup!('public.example', {}, (err: NodeJS.ErrnoException | null) => resolve(err)),
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
    ['https://nat64.example/hooks', /64:ff9b:1::7f00:1/],
    ['https://nowhere.example/hooks', /could not be resolved/],
    ['https://intranet/hooks', /192\.168\.0\.10/],
    ['https://[::1]:8443/hooks', /::1/],
    ['https://127.0.0.1:8443/hooks', /127\.0\.0\.1/],
    ['https://10.0.0.1/hooks', /10\.0\.0\.1/],
    ['https://192.168.0.1/', /192\.168\.0\.1/],
    ['https://169.254.169.254/latest/meta-data/', /169\.254\.169\.254/],
    ['https://100.64.0.1/', /100\.64\.0\.1/],
    ['https://[fd00::1]/', /fd00::1/],
    ['https://2130706433/', /127\.0\.0\.1/],
    ['https://0x7f.1/', /127\.0\.0\.1/],
    ...HIDDEN_IPV4.map((address): [string, RegExp] => [`https://[${address}]/hooks`, /not a public address/]),
    ['https://user:secret@public.example/hooks', /user name or password/],
    ['not a url', /full https/],
  ])('when the URL is %s, then it is refused (%s)', async (url, reason) => {
    const verdict = await guard.check(url);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toMatch(reason);
  });

  it('when the local profile allows local http, then only to this machine with an explicit port', async () => {
    const embedded = createUrlGuard({ localHttpAllowed: true, resolve: resolveHost });
    expect((await embedded.check('http://127.0.0.1:4567/push/1')).ok).toBe(true);
    expect((await embedded.check('http://localhost:4567/push/1')).ok).toBe(true);
    expect((await embedded.check('http://127.0.0.1/push/1')).ok).toBe(false);
    expect((await embedded.check('http://public.example/push/1')).ok).toBe(false);
    expect((await embedded.check('https://127.0.0.1:4567/push/1')).ok).toBe(false);
  });
});

describe('an allow list of hosts', () => {
  const patterns = ['fcm.googleapis.com', '*.push.apple.com'];
  const guard = createUrlGuard({
    localHttpAllowed: true,
    resolve: async (host) => (host.endsWith('.example') ? resolveHost(host) : [{ address: '142.250.0.95', family: 4 }]),
    allowedHosts: { patterns, refusal: (host) => `${host} is not on the list` },
  });

  it('matches exact names and names under a wildcard, not look-alikes', () => {
    expect(hostAllowed('fcm.googleapis.com', patterns)).toBe(true);
    expect(hostAllowed('FCM.googleapis.com.', patterns)).toBe(true);
    expect(hostAllowed('web.push.apple.com', patterns)).toBe(true);
    expect(hostAllowed('push.apple.com', patterns)).toBe(false);
    expect(hostAllowed('evilpush.apple.com.example', patterns)).toBe(false);
    expect(hostAllowed('fcm.googleapis.com.example', patterns)).toBe(false);
  });

  it('when the host is listed and public, then it is allowed; another host is refused before any look-up; local http still works in the local profile', async () => {
    expect((await guard.check('https://web.push.apple.com/QGx')).ok).toBe(true);
    expect(await guard.check('https://public.example/x')).toEqual({ ok: false, reason: 'public.example is not on the list' });
    expect(guard.shape('https://10.0.0.1/x')).toBe('10.0.0.1 is not on the list');
    expect(guard.shape('https://fcm.googleapis.com/x')).toBeUndefined();
    expect((await guard.check('http://127.0.0.1:4567/push/1')).ok).toBe(true);
  });
});
