import type { SocketServer } from './types';

/** Every socket of a signed-in user joins this room at the handshake, on whichever instance it lands. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Ends a user's live connections at once (an owner deactivated them or changed their role,
 * docs/product/staff-accounts.md). Built by the composition root before the socket server exists,
 * bound to it when it starts; with Redis the adapter carries the call to every instance. Without a
 * socket server (a CLI, a test app without sockets) there is nothing to end; the channel's periodic
 * re-check stays the fallback either way.
 */
export function createUserSessions() {
  let io: SocketServer | undefined;
  return {
    /** Called by the socket server when it starts (realtime/socket.ts). */
    attach(server: SocketServer): void {
      io = server;
    },
    /** Drops every open socket of this user, on every instance. */
    disconnect(userId: string): void {
      io?.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}

export type UserSessions = ReturnType<typeof createUserSessions>;
