/**
 * The servers' process of bench:realtime (realtime.bench.ts forks itself with `serve`): the shop
 * (app + Socket.IO channel, the embedded database on its own thread and a data folder, as `npm
 * start` runs it) with its people and placed orders, a bare Socket.IO server next to it, and the
 * durable baseline (bench/baseline/durable-server.ts) on the shop's database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { StatusChangedEvent } from '@pizza/shared';
import mongoose from 'mongoose';
import { Server } from 'socket.io';

import { createApp } from '../../src/app';
import { createCollaborators } from '../../src/composition';
import { loadConfig } from '../../src/config/env';
import { connectDatabase } from '../../src/db/connect';
import { createLogger } from '../../src/lib/logger';
import { signAccessToken } from '../../src/modules/auth';
import { insertAccounts } from '../../src/modules/users';
import { attachSocketServer } from '../../src/realtime/socket';
import { seedDatabase } from '../../src/seed';
import { startDurableBaseline } from '../baseline/durable-server';
import { CUSTOMERS, ORDERS, type Setup, STAFF } from './plan';

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function createPeople() {
  const users = await insertAccounts(
    Array.from({ length: CUSTOMERS + STAFF }, (_v, i) => ({
      email: `bench-${i}@example.com`,
      name: i < CUSTOMERS ? `Customer ${i}` : `Staff ${i}`,
      passwordHash: 'bench-account-without-a-password',
      role: i < CUSTOMERS ? 'USER' : 'ADMIN',
      ...(i < CUSTOMERS ? { phone: `+3630${String(i).padStart(7, '0')}` } : {}),
    })),
  );
  return users.map((user) => ({
    user: { id: user.id, email: user.email, name: user.name, role: user.role, phone: user.phone },
    token: signAccessToken({ id: user.id, role: user.role, tokenVersion: 0 }, { jwtSecret: process.env.BENCH_JWT_SECRET! }),
  }));
}

/** A bare Socket.IO server: sockets join a room by what they say they are; POST /emit?to=<i> sends the payload. */
async function bareServer(payload: StatusChangedEvent): Promise<number> {
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    io.to('staff')
      .to(`customer:${url.searchParams.get('to')}`)
      .emit('status-changed', { ...payload, seq: Number(url.searchParams.get('n')) });
    res.end('ok');
  });
  const io = new Server(server, { serveClient: false });
  io.on('connection', (socket) => void socket.join(String(socket.handshake.auth.room)));
  return listen(server);
}

export async function serve(): Promise<void> {
  process.env.BENCH_JWT_SECRET = randomBytes(32).toString('hex');
  // 2,020 sockets connect from one address within seconds: the handshake limits (per IP and per
  // principal) are scaled out of the way, as bench:orders does; the fan-out is what is measured.
  // The database as `npm start` runs it: the embedded server on a thread of its own, on a data folder.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-realtime-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: process.env.BENCH_JWT_SECRET,
    RATE_LIMIT_SCALE: '1000',
    DATA_DIR: dataDir,
  });
  const logger = createLogger(config);
  const collaborators = createCollaborators(config, logger);
  const db = await connectDatabase(config, logger, { dbName: 'bench' });
  await seedDatabase(collaborators);
  const people = await createPeople();
  const orders: Setup['orders'] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const { user } = people[i]!;
    await collaborators.cart.add(user, { menuItemId: 'PIZ_006', quantity: 1, extraItemId: [], instructions: undefined });
    const quote = await collaborators.orders.checkout(user, 'PICKUP');
    await collaborators.orders.placeOrder(user, { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' });
    orders.push({ orderId: quote.orderId, customer: i });
  }
  const httpServer = http.createServer(createApp({ ...collaborators, db }));
  await attachSocketServer(httpServer, collaborators);
  const appPort = await listen(httpServer);
  const sample = (await collaborators.events.readAfter(0, { kind: 'all' }, 1))[0]!.event;
  const barePort = await bareServer({ ...sample, type: 'status-changed', previousStatus: 'PLACED' } as StatusChangedEvent);
  // The embedded server the shop connected to (on its own thread, on a local port): the same database.
  const { host, port } = mongoose.connection;
  const durable = await startDurableBaseline(`mongodb://${host}:${port}`, 'bench');
  const setup: Setup = {
    appPort,
    barePort,
    durablePort: durable.port,
    customerTokens: people.slice(0, CUSTOMERS).map((p) => p.token),
    staffTokens: people.slice(CUSTOMERS).map((p) => p.token),
    orders,
  };
  process.send?.(setup);
  process.on('message', () => process.send?.({ cpu: process.cpuUsage(), memory: process.memoryUsage() }));
  process.on('disconnect', () => process.exit(0));
}
