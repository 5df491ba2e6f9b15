import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { io as connect, type Socket } from 'socket.io-client';

import { createLogger } from '../../lib/logger';
import { attachSocketServer, type SocketServer } from '../socket';

let httpServer: Server;
let io: SocketServer;
let url: string;
const clients: Socket[] = [];

beforeAll(async () => {
  httpServer = createServer();
  io = attachSocketServer(httpServer, { config: { corsOrigins: [] }, logger: createLogger({ logLevel: 'silent', nodeEnv: 'test' }) });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await io.close();
});

/** Resolves with 'connected' or the connect_error message. */
function handshake(auth?: Record<string, unknown>): Promise<string> {
  const client = connect(url, { auth, transports: ['websocket'], reconnection: false });
  clients.push(client);
  return new Promise((resolve) => {
    client.on('connect', () => resolve('connected'));
    client.on('connect_error', (err) => resolve(err.message));
  });
}

it('when a client connects without auth.token, then it is refused as unauthorized', async () => {
  expect(await handshake()).toBe('unauthorized');
  expect(await handshake({ token: '' })).toBe('unauthorized');
});

it('when a client sends a token and lastSeq, then the handshake is accepted', async () => {
  expect(await handshake({ token: 'some-token', lastSeq: 5 })).toBe('connected');
});
