import { type LookupAddress, lookup as systemLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

import { isPublicAddress } from './public-address';

/** Every address a host name resolves to (dns.lookup with `all`); tests inject their own. */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: HostResolver = (hostname) =>
  new Promise((resolve, reject) =>
    systemLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Only some hosts may be called: exact names, or `*.example.com` for any name under example.com. */
export interface HostAllowList {
  patterns: readonly string[];
  /** Why another host is refused (for people; a sentence of the message catalogue). */
  refusal: (host: string) => string;
}

export interface UrlGuardDeps {
  /** The local profile: http://127.0.0.1:<port> and http://localhost:<port> are allowed too. */
  localHttpAllowed: boolean;
  resolve: HostResolver;
  /** Restricts https URLs to these hosts (push services); absent: any host with only public addresses. */
  allowedHosts?: HostAllowList;
}

/** What a URL may be called with: refused (`reason` says why, for people), or allowed with the lookup the connection must use. */
export type UrlVerdict = { ok: false; reason: string } | { ok: true; url: URL; lookup?: LookupFunction };

export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return patterns.some((pattern) => (pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern));
}

/**
 * The private-network guard (SSRF) of every URL the shop calls on someone's say-so (webhooks, push
 * endpoints): in production only https to hosts whose every address is public (see
 * public-address.ts); in the local profile also plain http to this machine on an explicit port.
 * Checked when the URL is registered and again before every call, and the connection itself
 * resolves through a lookup that applies the same rule, so a name that changes its answer between
 * the check and the connection (DNS rebinding) cannot reach an internal address either. Callers
 * never follow redirects.
 */
export function createUrlGuard({ localHttpAllowed, resolve, allowedHosts }: UrlGuardDeps) {
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

  /** What the URL itself says, before any look-up: a refusal, 'local' (http to this machine, local profile), or undefined (https, to be resolved). */
  function shapeProblem(url: URL): string | 'local' | undefined {
    if (url.username || url.password) return 'The URL must not contain a user name or password';
    if (localHttpAllowed && url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname) && url.port !== '') return 'local';
    if (url.protocol !== 'https:') {
      // The wording predates the run profile ("embedded mode" is the local profile); messages stay as published.
      return localHttpAllowed
        ? 'Use https:// (plain http only to http://127.0.0.1:<port> or http://localhost:<port> in the embedded mode)'
        : 'Use https://: the shop only calls https:// URLs';
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (allowedHosts && !hostAllowed(host, allowedHosts.patterns)) return allowedHosts.refusal(host);
    return undefined;
  }

  /** The checks that need no look-up (scheme, credentials, allowed hosts): a refusal, or undefined. */
  function shape(raw: string): string | undefined {
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    if (!url) return 'Enter a full https:// URL';
    const problem = shapeProblem(url);
    return problem === 'local' ? undefined : problem;
  }

  async function check(raw: string): Promise<UrlVerdict> {
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    if (!url) return { ok: false, reason: 'Enter a full https:// URL' };
    const problem = shapeProblem(url);
    if (problem === 'local') return { ok: true, url };
    if (problem) return { ok: false, reason: problem };
    const found = await publicAddresses(url.hostname.replace(/^\[|\]$/g, ''));
    if ('reason' in found) return { ok: false, reason: found.reason };
    return { ok: true, url, lookup: guardedLookup };
  }

  return { check, shape };
}

export type UrlGuard = ReturnType<typeof createUrlGuard>;
