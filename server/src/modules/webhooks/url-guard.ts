import { type LookupAddress, lookup as systemLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Every address a host name resolves to (dns.lookup with `all`); tests inject their own. */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: HostResolver = (hostname) =>
  new Promise((resolve, reject) =>
    systemLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/** Addresses a webhook must never reach (SSRF): this machine, its networks, and anything not globally routable. */
const NON_PUBLIC = new BlockList();
const IPV4_RANGES: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const IPV6_RANGES: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (hides an IPv4 address)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [network, prefix] of IPV4_RANGES) NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_RANGES) NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 address an IPv6 one stands for: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return ipv4Of(g[1]!, g[2]!);
  return undefined;
}

/** Whether an address is globally routable: not loopback, private, link-local, CGNAT, unique-local, unspecified, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6 || address.includes('%')) return false; // a zone id only exists on link-local addresses
  const ipv4 = embeddedIpv4(address);
  if (ipv4 !== undefined) return isPublicAddress(ipv4);
  return !NON_PUBLIC.check(address, 'ipv6');
}

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

export interface UrlGuardDeps {
  /** The embedded (development) mode: http://127.0.0.1:<port> and http://localhost:<port> are allowed too. */
  localHttpAllowed: boolean;
  resolve: HostResolver;
}

/** What a URL may be called with: refused (`reason` says why, for people), or allowed with the lookup the connection must use. */
export type UrlVerdict = { ok: false; reason: string } | { ok: true; url: URL; lookup?: LookupFunction };

/**
 * The private-network guard of webhooks (SSRF): in production only https to hosts whose every
 * address is public; in the embedded mode also plain http to this machine on an explicit port.
 * Checked at registration and again at every delivery, and the connection itself resolves through
 * a lookup that applies the same rule, so a name that changes its answer between the check and the
 * connection (DNS rebinding) cannot reach an internal address either.
 */
export function createUrlGuard({ localHttpAllowed, resolve }: UrlGuardDeps) {
  async function publicAddresses(host: string): Promise<{ addresses: LookupAddress[] } | { reason: string }> {
    const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host).catch(() => []);
    if (addresses.length === 0) return { reason: `${host} could not be resolved` };
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) {
      return { reason: `${host} resolves to ${refused.address}, which is not a public address: the shop only calls public addresses` };
    }
    return { addresses };
  }

  /** Resolves like dns.lookup but answers with an error for a name that resolves to any non-public address. */
  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    publicAddresses(hostname).then(
      (found) => {
        if ('reason' in found) return callback(Object.assign(new Error(found.reason), { code: 'EADDRNOTPUBLIC' }), '', 4);
        const family = typeof options.family === 'number' && options.family !== 0 ? options.family : undefined;
        const usable = found.addresses.filter((address) => family === undefined || address.family === family);
        if (usable.length === 0)
          return callback(Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }), '', 4);
        if (options.all) return (callback as (err: null, addresses: LookupAddress[]) => void)(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };

  async function check(raw: string): Promise<UrlVerdict> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { ok: false, reason: 'Enter a full https:// URL' };
    }
    if (url.username || url.password) return { ok: false, reason: 'The URL must not contain a user name or password' };
    if (localHttpAllowed && url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname) && url.port !== '') return { ok: true, url };
    if (url.protocol !== 'https:') {
      return {
        ok: false,
        reason: localHttpAllowed
          ? 'Use https:// (plain http only to http://127.0.0.1:<port> or http://localhost:<port> in the embedded mode)'
          : 'Use https://: the shop calls webhooks over https only',
      };
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const found = await publicAddresses(host);
    if ('reason' in found) return { ok: false, reason: found.reason };
    return { ok: true, url, lookup: guardedLookup };
  }

  return { check };
}

export type UrlGuard = ReturnType<typeof createUrlGuard>;
