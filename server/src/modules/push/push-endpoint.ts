import { createPublicKey } from 'node:crypto';

import { createUrlGuard, type HostResolver } from '../../lib/url-guard';

/**
 * The push services of the browsers staff use (the hosts web-push libraries know): Chrome, Edge on
 * Android, Samsung Internet and Opera (FCM, and its older GCM host), Firefox (Mozilla autopush),
 * Safari on macOS and iOS (Apple), Edge on Windows (WNS). A PushSubscription's endpoint is always
 * on one of them; any other host is refused.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

export interface PushEndpointGuardDeps {
  /** The local profile: http on this machine with a port is allowed too (the tests' stand-in push service). */
  localHttpAllowed: boolean;
  resolve: HostResolver;
}

/**
 * Where the shop may send pushes: the shared private-network guard (lib/url-guard.ts, the same as
 * webhooks: https, only public addresses after resolution, checked again at every push and at the
 * connection, no redirects), restricted to the browsers' push services.
 */
export function createPushEndpointGuard({ localHttpAllowed, resolve }: PushEndpointGuardDeps) {
  return createUrlGuard({
    localHttpAllowed,
    resolve,
    allowedHosts: {
      patterns: PUSH_SERVICE_HOSTS,
      refusal: (host) => `${host} is not a known push service: the shop only sends pushes to the push services of browsers`,
    },
  });
}

export type PushEndpointGuard = ReturnType<typeof createPushEndpointGuard>;

const P256_PROBLEM = 'keys.p256dh must be a P-256 public key (65 bytes)';
const AUTH_PROBLEM = 'keys.auth must be a 16-byte secret';

/** base64url as PushSubscription.toJSON() writes it: decodes to `bytes` bytes and back to the same text. */
function decoded(text: string, bytes: number): Buffer | undefined {
  const buffer = Buffer.from(text, 'base64url');
  return buffer.length === bytes && buffer.toString('base64url') === text ? buffer : undefined;
}

/**
 * Why a subscription's keys cannot encrypt a push (RFC 8291), or undefined: `p256dh` must be an
 * uncompressed P-256 point (0x04, x, y) that lies on the curve, `auth` exactly 16 bytes.
 */
export function keysProblem(keys: { p256dh: string; auth: string }): { field: string; message: string } | undefined {
  const point = decoded(keys.p256dh, 65);
  if (!point || point[0] !== 0x04) return { field: 'keys.p256dh', message: P256_PROBLEM };
  try {
    const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' }); // throws off the curve
  } catch {
    return { field: 'keys.p256dh', message: P256_PROBLEM };
  }
  if (!decoded(keys.auth, 16)) return { field: 'keys.auth', message: AUTH_PROBLEM };
  return undefined;
}
