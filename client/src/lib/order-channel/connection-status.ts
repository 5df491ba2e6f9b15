import type { ChannelStatus } from './types';

/** How long a missing connection is 'connecting' or 'reconnecting' before the UI says 'down'. */
export const DOWN_AFTER_MS = 3_000;

/**
 * What happened to the connection: connected; dropped; DOWN_AFTER_MS passed without a
 * connection; the server refused the credential (the channel then stops trying).
 */
export type ConnectionInput = 'connected' | 'dropped' | 'grace-expired' | 'refused';

/**
 * The status after an input. 'down' is left only by a new connection; a refused credential is
 * down for good (the caller stops the socket, so no 'connected' follows).
 */
export function nextChannelStatus(status: ChannelStatus, input: ConnectionInput): ChannelStatus {
  switch (input) {
    case 'connected':
      return 'live';
    case 'dropped':
      return status === 'live' ? 'reconnecting' : status;
    case 'grace-expired':
      return status === 'connecting' || status === 'reconnecting' ? 'down' : status;
    case 'refused':
      return 'down';
  }
}

/** Statuses during which the grace timer runs: a connection is missing but may still come. */
export function isWaiting(status: ChannelStatus): boolean {
  return status === 'connecting' || status === 'reconnecting';
}
