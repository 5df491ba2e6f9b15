import type { SocketServer } from './types';

/** Every socket joins the room of whoever holds its credential at the handshake, on whichever instance it lands. */
export const userRoom = (userId: string) => `user:${userId}`;
export const keyRoom = (keyId: string) => `key:${keyId}`;

/**
 * Ends a credential's live connections at once: a member an owner deactivated or gave another
 * role (docs/product/staff-accounts.md), a key revoked or given other scopes
 * (docs/integrators/keys.md). Built by the composition root before the socket server exists,
 * bound to it when it starts; with Redis the adapter carries the call to every instance. Without
 * a socket server (a CLI, a test app without sockets) there is nothing to end; the channel's
 * periodic re-check stays the fallback either way. A dropped client connects again with its
 * lastSeq and is admitted, or refused, by what its credential allows now.
 */
export function createLiveSessions() {
  let io: SocketServer | undefined;
  return {
    /** Called by the socket server when it starts (realtime/socket.ts). */
    attach(server: SocketServer): void {
      io = server;
    },
    /** Drops every open socket of this user, on every instance. */
    endUser(userId: string): void {
      io?.in(userRoom(userId)).disconnectSockets(true);
    },
    /** Drops every open socket of this integrator key, on every instance. */
    endKey(keyId: string): void {
      io?.in(keyRoom(keyId)).disconnectSockets(true);
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;
