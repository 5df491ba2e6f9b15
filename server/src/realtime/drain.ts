import type { ChannelSocket } from './types';

/** How often a stalled write is looked at again, should a transport change under it (an upgrade). */
const RECHECK_MS = 100;

/**
 * Resolves once everything emitted to the socket so far has been written to the network, or the
 * socket is gone. Engine.io's transport is not writable while a write is under way, and a client
 * that reads slowly keeps it so: a replay that waits here between pages buffers one page at a time.
 */
export async function drained(socket: ChannelSocket): Promise<void> {
  while (socket.connected && !socket.conn.transport.writable) {
    const transport = socket.conn.transport;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        transport.off('drain', done);
        socket.off('disconnect', done);
        resolve();
      };
      const timer = setTimeout(done, RECHECK_MS);
      transport.once('drain', done);
      socket.once('disconnect', done);
    });
  }
}
