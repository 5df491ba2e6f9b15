/**
 * A small in-process TCP proxy in front of a service (the database, Redis), so the chaos run can
 * do to one app instance's connection what networks do: delay every byte, hold everything (pause),
 * cut every open connection or only those waiting for an answer, and hold back the requests that
 * carry a marker (the database's commits). Bytes keep their order in each direction.
 */
import net from 'node:net';

interface Pipe {
  client: net.Socket;
  upstream: net.Socket;
  /** A request went up and no answer has come back since. */
  awaiting: boolean;
}

interface ProxyState {
  delayMs: number;
  paused: boolean;
  waiters: Set<() => void>;
  /** Requests (client to service) containing `marker` wait `ms` more before they go up. */
  held?: { marker: Buffer; ms: number };
}

export interface FaultProxy {
  port: number;
  /** Every chunk from now on waits this long before it is passed on (0: none). */
  delay(ms: number): void;
  /** Holds every byte in both directions until resume(). */
  pause(): void;
  resume(): void;
  /**
   * From now on a request whose bytes contain `marker` waits `ms` more before it reaches the service
   * (0: none). The database's `commitTransaction`: a commit that takes a while to become visible, as
   * on a replica set waiting for a majority, widens the window in which a reader could be told of an
   * event too early.
   */
  holdRequestsContaining(marker: string, ms: number): void;
  /** Destroys every open connection (both sides see it close at once); new ones are accepted. */
  cut(): number;
  /** Destroys the connections waiting for an answer (a request in flight, e.g. a read); returns how many. */
  cutInFlight(): number;
  close(): Promise<void>;
}

/** One direction of one connection: chunks queued with the time they may leave (`onChunk` sees each and adds to its delay). */
function relay(from: net.Socket, to: net.Socket, state: ProxyState, onChunk: (chunk: Buffer) => number) {
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
    queue.push({ chunk, due: Date.now() + state.delayMs + onChunk(chunk) });
    if (!timer) pump();
  });
  return () => clearTimeout(timer);
}

function cutPipes(pipes: Set<Pipe>, which: (pipe: Pipe) => boolean): number {
  const chosen = [...pipes].filter(which);
  for (const pipe of chosen) {
    pipe.client.resetAndDestroy();
    pipe.upstream.resetAndDestroy();
    pipes.delete(pipe);
  }
  return chosen.length;
}

export async function startFaultProxy(targetPort: number, host = '127.0.0.1'): Promise<FaultProxy> {
  const pipes = new Set<Pipe>();
  const state: ProxyState = { delayMs: 0, paused: false, waiters: new Set<() => void>() };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, host);
    const pipe: Pipe = { client, upstream, awaiting: false };
    pipes.add(pipe);
    const up = (chunk: Buffer) => {
      pipe.awaiting = true;
      return state.held && chunk.includes(state.held.marker) ? state.held.ms : 0;
    };
    const down = () => ((pipe.awaiting = false), 0);
    const stops = [relay(client, upstream, state, up), relay(upstream, client, state, down)];
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
    holdRequestsContaining(marker, ms) {
      state.held = ms > 0 ? { marker: Buffer.from(marker), ms } : undefined;
    },
    cut: () => cutPipes(pipes, () => true),
    cutInFlight: () => cutPipes(pipes, (pipe) => pipe.awaiting),
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
