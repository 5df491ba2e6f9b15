/**
 * A stand-in for a browser's push service, at the edge of the machine: node:http on 127.0.0.1
 * recording each push (headers and encrypted body), answering as the test says (201 by default,
 * 410 for an expired subscription). `subscribe()` makes a subscription the way a browser does (a
 * P-256 key pair and a 16-byte auth secret) that can verify the VAPID JWT and decrypt the payload.
 */
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { PushPayload } from '@pizza/shared';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  status: number;
  /** performance.now() when it arrived. */
  at: number;
}

export interface BrowserSubscription {
  endpoint: string;
  /** What PushSubscription.toJSON() gives (the body of POST /api/push/subscriptions). */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts an aes128gcm body with this subscription's private key and auth secret. */
  open(body: Buffer): PushPayload;
  /** The pushes that reached this subscription's endpoint. */
  received(): ReceivedPush[];
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

export interface LocalPushService {
  url: string;
  /** Pushes answered, in the order they were answered. */
  received: ReceivedPush[];
  /** Pushes kept open by `hold` (never answered while held). */
  held: ReceivedPush[];
  /** The status for a push to `path` (201 unless the test says otherwise). */
  answer: (path: string) => number;
  /** Keeps the n-th push (0-based) open until this settles (a push in flight when its sender dies); none by default. */
  hold: (n: number) => Promise<void> | undefined;
  subscribe(): BrowserSubscription;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Checks `Authorization: vapid t=<jwt>, k=<public key>` as a push service does: the ES256 signature
 * with the key in `k`, which must be `expectedKey`; returns the claims.
 */
export function verifyVapid(authorization: string | undefined, expectedKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token = '', key = ''] = match;
  if (key !== expectedKey) throw new Error('the VAPID key is not the shop’s public key');
  const [header = '', payload = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID JWT signature does not verify');
  if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg !== 'ES256') throw new Error('not ES256');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const heldPushes: ReceivedPush[] = [];
  const service: LocalPushService = {
    url: '',
    received,
    held: heldPushes,
    answer: () => 201,
    hold: () => undefined,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      const endpoint = `${service.url}${path}`;
      return {
        endpoint,
        json: { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
        open: (body) => JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString()) as PushPayload,
        received: () => received.filter((push) => push.path === path),
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  let count = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    const n = count++;
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const path = req.url ?? '';
        const held = service.hold(n);
        if (held) {
          heldPushes.push({ path, headers: req.headers, body: Buffer.concat(chunks), status: 0, at: performance.now() });
          await held;
        }
        const status = service.answer(path);
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks), status, at: performance.now() });
        res.writeHead(status).end();
      })();
    });
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
