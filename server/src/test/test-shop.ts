/**
 * A listening shop for socket tests: the real app and the real Socket.IO channel on a free port,
 * on the test's embedded database. `addInstance` starts a second instance in the same process on
 * the same database (its own collaborators, Redis client and log follower), as a second server would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { EVENT_TYPES, isOrderEvent, type OrderEvent, type ResyncRequired, type ServerToClientEvents, type ShopEvent } from '@pizza/shared';
import { io as connectClient, type Socket } from 'socket.io-client';

import { createApp } from '../app';
import { closeCollaborators, createCollaborators } from '../composition';
import { attachSocketServer, type RealtimeServer } from '../realtime/socket';
import { createTestApp, type TestApp, type TestAppOptions, testConfig } from './test-app';

export interface ShopInstance {
  url: string;
  deps: TestApp['deps'];
  realtime: RealtimeServer;
  close(): Promise<void>;
}

export interface TestShop extends TestApp {
  url: string;
  realtime: RealtimeServer;
  addInstance(env?: Record<string, string>): Promise<ShopInstance>;
}

/** Every socket of a test comes from 127.0.0.1: the per-address handshake limit would stop a busy test. */
const TEST_HANDSHAKES = { perIp: { limit: 1_000_000, windowMs: 60_000 }, perCredential: { limit: 1_000_000, windowMs: 60_000 } };

/** Socket timings short enough for tests: a 200 ms safety poll, credentials re-checked every 300 ms; no handshake limit. */
export const FAST = { pollMs: 200, recheckMs: 300, handshakeLimits: TEST_HANDSHAKES };

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

export interface TestShopOptions extends TestAppOptions {
  /**
   * How often open sockets' credentials are re-checked (FAST's 300 ms by default). A test that
   * proves a socket is dropped by a change itself sets it to a minute, so the fallback cannot.
   */
  recheckMs?: number;
}

export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const t = await createTestApp(options);
  const httpServer = createServer(t.app);
  const realtime = await attachSocketServer(httpServer, { ...t.deps, ...FAST, recheckMs: options.recheckMs ?? FAST.recheckMs });
  // As index.ts does: the metrics read the sockets and the follower from the running channel.
  t.deps.metrics.watchRealtime(realtime);
  const url = await listen(httpServer);
  const extra: ShopInstance[] = [];

  async function addInstance(env: Record<string, string> = {}): Promise<ShopInstance> {
    const config = testConfig({ ...options.env, ...env });
    const collaborators = createCollaborators(config, t.logger, options.overrides);
    const deps = { ...collaborators, db: t.db };
    const server = createServer(createApp(deps));
    const instanceRealtime = await attachSocketServer(server, { ...collaborators, ...FAST });
    collaborators.metrics.watchRealtime(instanceRealtime);
    const instance: ShopInstance = {
      url: await listen(server),
      deps,
      realtime: instanceRealtime,
      close: async () => {
        await instanceRealtime.close();
        await closeCollaborators(collaborators);
      },
    };
    extra.push(instance);
    return instance;
  }

  return {
    ...t,
    url,
    realtime,
    addInstance,
    close: async () => {
      for (const instance of extra) await instance.close();
      await realtime.close();
      await t.close();
    },
  };
}

/** A real socket.io-client that records what it receives. */
export interface RecordingSocket {
  socket: Socket<ServerToClientEvents>;
  /** Every event of the log received, whatever its type, in the order it came. */
  events: ShopEvent[];
  /** The orders' events among them. */
  orderEvents(): OrderEvent[];
  resyncs: ResyncRequired[];
  /** The highest seq received (what a client sends back as lastSeq). */
  lastSeq(): number | undefined;
  /** Resolves with 'connected' or the connect_error message. */
  connected: Promise<string>;
  close(): void;
}

export function recordSocket(
  url: string,
  auth: Record<string, unknown> | undefined,
  options: { reconnection?: boolean } = {},
): RecordingSocket {
  const socket: Socket<ServerToClientEvents> = connectClient(url, {
    auth,
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    forceNew: true,
  });
  const events: ShopEvent[] = [];
  const resyncs: ResyncRequired[] = [];
  const onAny = socket.on.bind(socket) as (name: string, listener: (event: ShopEvent) => void) => void;
  for (const type of EVENT_TYPES) onAny(type, (event) => void events.push(event));
  socket.on('resync-required', (payload) => void resyncs.push(payload));
  const connected = new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
  return {
    socket,
    events,
    orderEvents: () => events.filter(isOrderEvent),
    resyncs,
    connected,
    lastSeq: () => events.at(-1)?.seq,
    close: () => void socket.close(),
  };
}
