/**
 * A small in-process TCP proxy in front of a service (the database, Redis), so the chaos run can
 * do to one app instance's connection what networks do: delay every byte, hold everything (pause),
 * or cut every open connection. Bytes keep their order in each direction.
 */
import net from 'node:net';

interface Pipe {
  client: net.Socket;
  upstream: net.Socket;
}

export interface FaultProxy {
  port: number;
  /** Every chunk from now on waits this long before it is passed on (0: none). */
  delay(ms: number): void;
  /** Holds every byte in both directions until resume(). */
  pause(): void;
  resume(): void;
  /** Destroys every open connection (both sides see it close at once); new ones are accepted. */
  cut(): number;
  close(): Promise<void>;
}

/** One direction of one connection: chunks queued with the time they may leave. */
function relay(from: net.Socket, to: net.Socket, state: { delayMs: number; paused: boolean; waiters: Set<() => void> }) {
  const queue: Array<{ chunk: Buffer; due: number }> = [];
  let timer: NodeJS.Timeout | undefined;
  const pump = () => {
    timer = undefined;
    while (queue.length > 0 && !state.paused && !to.destroyed) {
      const wait = queue[0]!.due - Date.now();
      if (wait > 0) return void (timer = setTimeout(pump, wait));
      to.write(queue.shift()!.chunk);
    }
    if (state.paused) state.waiters.add(pump);
  };
  from.on('data', (chunk: Buffer) => {
    queue.push({ chunk, due: Date.now() + state.delayMs });
    if (!timer) pump();
  });
  return () => clearTimeout(timer);
}

export async function startFaultProxy(targetPort: number, host = '127.0.0.1'): Promise<FaultProxy> {
  const pipes = new Set<Pipe>();
  const state = { delayMs: 0, paused: false, waiters: new Set<() => void>() };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, host);
    const pipe = { client, upstream };
    pipes.add(pipe);
    const stops = [relay(client, upstream, state), relay(upstream, client, state)];
    const end = () => {
      pipes.delete(pipe);
      stops.forEach((stop) => stop());
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    delay: (ms) => void (state.delayMs = ms),
    pause: () => void (state.paused = true),
    resume() {
      state.paused = false;
      const waiters = [...state.waiters];
      state.waiters.clear();
      waiters.forEach((pump) => pump());
    },
    cut() {
      const count = pipes.size;
      for (const { client, upstream } of pipes) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
      pipes.clear();
      return count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, upstream } of pipes) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
