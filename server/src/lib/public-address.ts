import { isIP } from 'node:net';

import ipaddr from 'ipaddr.js';

/** Global unicast space (IANA): every public IPv6 address is inside it; the rest is special or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

const ipv4Of = (high: number, low: number) => ipaddr.IPv4.parse(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);

/**
 * The IPv4 address an IPv6 one carries, and reaches through a translator or tunnel: IPv4-mapped
 * (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), IPv4-compatible (::/96, deprecated), NAT64
 * with the well-known prefix (64:ff9b::/96) or the local-use one (64:ff9b:1::/48) in the /96 layout
 * of RFC 6052, and 6to4 (2002::/16, the IPv4 address after the prefix). Any other address in a
 * NAT64 prefix is not decoded and so never counts as public.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = address.parts;
  const zeros = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  if (zeros(0, 5) && (p[5] === 0xffff || p[5] === 0)) return ipv4Of(p[6]!, p[7]!);
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return ipv4Of(p[6]!, p[7]!);
  if (p[0] === 0x64 && p[1] === 0xff9b && (p[2] === 0 || p[2] === 1) && zeros(3, 6)) return ipv4Of(p[6]!, p[7]!);
  if (p[0] === 0x2002) return ipv4Of(p[1]!, p[2]!);
  return undefined;
}

/**
 * Whether an address is globally routable (ipaddr.js's range `unicast`): not loopback, private,
 * link-local (cloud metadata), CGNAT, unique-local, unspecified, multicast, documentation,
 * benchmarking, Teredo or otherwise reserved; an IPv6 address that carries an IPv4 one is judged
 * by that IPv4 address. Anything that is not a plain IP address (a zone id, `1.2.3`) is not public.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address).range() === 'unicast';
  if (family !== 6 || address.includes('%')) return false; // a zone id only exists on link-local addresses
  const v6 = ipaddr.IPv6.parse(address);
  const v4 = embeddedIpv4(v6);
  if (v4) return v4.range() === 'unicast';
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}
