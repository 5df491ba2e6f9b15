/** The fault proxy does to a connection what the chaos run asks: pass bytes in order, delay them, hold them, cut it. */
import net from 'node:net';

import { waitFor } from '@pizza/test-kit';

import { startFaultProxy } from '../proxy';

async function echoServer(): Promise<net.Server> {
  const server = net.createServer((socket) => socket.on('error', () => undefined).pipe(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function client(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  return { socket, received: () => received, closed };
}

describe('the fault proxy', () => {
  it('when bytes pass, are delayed, held and released, then they arrive in order; a cut closes the connection and new ones work', async () => {
    const server = await echoServer();
    const proxy = await startFaultProxy((server.address() as net.AddressInfo).port);
    try {
      const first = client(proxy.port);
      first.socket.write('a');
      expect(await waitFor(() => first.received() === 'a', 2000, 5)).toBe(true);
      proxy.delay(150);
      const sent = Date.now();
      first.socket.write('b');
      expect(await waitFor(() => first.received() === 'ab', 2000, 5)).toBe(true);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(280);
      proxy.delay(0);
      proxy.pause();
      first.socket.write('c');
      first.socket.write('d');
      expect(await waitFor(() => first.received().length > 2, 200, 5)).toBe(false);
      proxy.resume();
      expect(await waitFor(() => first.received() === 'abcd', 2000, 5)).toBe(true);
      expect(proxy.cut()).toBe(1);
      await first.closed;
      const second = client(proxy.port);
      second.socket.write('e');
      expect(await waitFor(() => second.received() === 'e', 2000, 5)).toBe(true);
      second.socket.destroy();
    } finally {
      await proxy.close();
      server.close();
    }
  });

  it('when requests carry the held marker they wait longer; a cut of those in flight spares a connection that got its answer', async () => {
    const silent = net.createServer((socket) =>
      socket.on('error', () => undefined).on('data', (chunk) => chunk.includes('ask') && socket.write('ok')),
    );
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const proxy = await startFaultProxy((silent.address() as net.AddressInfo).port);
    try {
      proxy.holdRequestsContaining('commit', 150);
      const answered = client(proxy.port);
      const sent = Date.now();
      answered.socket.write('ask commit');
      expect(await waitFor(() => answered.received() === 'ok', 2000, 5)).toBe(true);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(140);
      const waiting = client(proxy.port);
      waiting.socket.write('no answer to this');
      let cut = 0;
      await waitFor(() => (cut += proxy.cutInFlight()) > 0, 2000, 5);
      expect(cut).toBe(1);
      await waiting.closed;
      answered.socket.write('ask');
      expect(await waitFor(() => answered.received() === 'okok', 2000, 5)).toBe(true);
      answered.socket.destroy();
    } finally {
      await proxy.close();
      silent.close();
    }
  });
});
