/**
 * A real webhook receiver for the tests: node:http on 127.0.0.1, verifying every request's
 * signature with the standardwebhooks package (as an integrator would) and answering as the test
 * says (fail the first N times, 410, Retry-After, hang until released).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { CloudEvent, ShopEvent } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';

import type { CollaboratorOverrides } from '../../../composition';
import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../test/test-app';
import type { WebhookOptions } from '../index';

export interface Received {
  /** webhook-id */
  id: string;
  timestamp: string;
  signature: string;
  contentType: string | undefined;
  body: string;
  cloudEvent: CloudEvent & { data: ShopEvent };
  /** The secrets (of those the receiver knows) that verify this request. */
  verifiedWith: string[];
  /** What the receiver answered. */
  status: number;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** Keeps the request open until this settles. */
  hold?: Promise<void>;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Secrets the receiver verifies with (set after registering the endpoint). */
  secrets: string[];
  /** How to answer the n-th request (0-based); 200 by default. */
  answer: (n: number, request: Omit<Received, 'status'>) => Answer;
  /** The events the receiver accepted (answered 2xx), deduplicated by webhook-id, in arrival order. */
  accepted(): Received[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

export async function startReceiver(path = '/hooks'): Promise<Receiver> {
  const received: Received[] = [];
  let count = 0;
  const receiver: Receiver = {
    url: '',
    received,
    secrets: [],
    answer: () => ({ status: 200 }),
    accepted() {
      const seen = new Set<string>();
      return received.filter((r) => r.status >= 200 && r.status < 300 && !seen.has(r.id) && seen.add(r.id));
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // a request held open by a test (its sender was killed) must not keep the server
      }),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const body = await readBody(req);
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      const verifiedWith = receiver.secrets.filter((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      const facts = {
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        signature: headers['webhook-signature'],
        contentType: req.headers['content-type'],
        body,
        cloudEvent: JSON.parse(body) as Received['cloudEvent'],
        verifiedWith,
        at: performance.now(),
      };
      const answer = receiver.answer(count++, facts);
      await answer.hold;
      received.push({ ...facts, status: answer.status });
      res.writeHead(answer.status, answer.headers ?? {});
      res.end();
    })().catch(() => res.destroy());
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return receiver;
}

/** Webhooks at test speed: retries after milliseconds, endpoints read every 100 ms, the log polled every 100 ms (leases of 3 s, renewed every second, so a busy machine does not lose one). */
export const FAST_WEBHOOKS: Partial<WebhookOptions> = {
  retryScheduleMs: [30, 60, 90],
  random: () => 1,
  syncMs: 100,
  leaseMs: 3000,
  consumerPollMs: 100,
};

export const fastOverrides = (webhooks: Partial<WebhookOptions> = {}): CollaboratorOverrides => ({
  webhooks: { ...FAST_WEBHOOKS, ...webhooks },
});

type Target = Parameters<typeof request>[0];

export const BASE = '/api/integrations/webhooks';

/** Registers an endpoint through the API; the receiver learns its secret. */
export async function register(app: Target, staffToken: string, receiver: Receiver, body: Record<string, unknown> = {}) {
  const res = await request(app)
    .post(BASE)
    .set(bearer(staffToken))
    .send({ url: receiver.url, ...body });
  if (res.status !== 201) throw new Error(`registering answered ${res.status}: ${JSON.stringify(res.body)}`);
  receiver.secrets.push(res.body.secret as string);
  return res.body as { id: string; secret: string };
}

/**
 * The app most webhook suites run on: fast delivery options, the delivery loop started, an owner to
 * register endpoints with; after each test every endpoint is deleted (so later tests' orders are
 * not delivered to it) and every receiver from `receiver()` is closed. Call at a file's top level:
 * it registers the suite's hooks. `t` and `staff` are read inside tests and hooks, once set.
 */
export function useWebhookApp(options: Omit<TestAppOptions, 'overrides'> = {}) {
  let app: TestApp | undefined;
  let owner: TestPrincipal | undefined;
  const receivers: Receiver[] = [];
  beforeAll(async () => {
    app = await createTestApp({ overrides: fastOverrides(), ...options });
    owner = await createTestAdmin();
    await app.deps.webhooks.start();
  });
  afterEach(async () => {
    const { t, staff } = bed;
    const list = await request(t.app).get(BASE).set(bearer(staff.token));
    for (const endpoint of list.body as Array<{ id: string }>)
      await request(t.app).delete(`${BASE}/${endpoint.id}`).set(bearer(staff.token));
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });
  afterAll(async () => {
    await app?.deps.webhooks.stop();
    await app?.close();
  });
  const bed = {
    get t(): TestApp {
      if (!app) throw new Error('useWebhookApp: the app is made in beforeAll');
      return app;
    },
    get staff(): TestPrincipal {
      if (!owner) throw new Error('useWebhookApp: the owner is made in beforeAll');
      return owner;
    },
    /** A receiver closed after the test. */
    receiver: async (): Promise<Receiver> => {
      const started = await startReceiver();
      receivers.push(started);
      return started;
    },
  };
  return bed;
}
