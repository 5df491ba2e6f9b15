import { type ChannelConnection, createChannelConnection } from './connection';
import { createRefCounted } from './ref-counted';
import type { ChannelCredential, ChannelListener, ChannelStatus } from './types';

/** A page change (order page to My Orders) keeps the connection instead of reconnecting. */
export const LINGER_MS = 2_000;

const statusListeners = new Set<() => void>();
const announceStatus = () => statusListeners.forEach((listener) => listener());

const connections = createRefCounted<ChannelConnection>((connection) => {
  connection.close();
  announceStatus();
}, LINGER_MS);

/**
 * Subscribes to the live order channel with a credential: the first subscriber of a token opens
 * its connection, the last one to leave closes it (after LINGER_MS). Every subscriber of a token
 * shares one socket and hears each event once. Returns the unsubscribe.
 */
export function subscribeOrderChannel(credential: ChannelCredential, listener: ChannelListener): () => void {
  const connection = connections.acquire(credential.token, () => createChannelConnection({ credential, onStatus: announceStatus }));
  const remove = connection.add(listener);
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    remove();
    connections.release(credential.token);
  };
}

/** The status of a token's connection; no token means no live updates. */
export function channelStatus(token: string | null): ChannelStatus {
  if (!token) return 'down';
  return connections.get(token)?.status() ?? 'connecting';
}

/** Tells `listener` whenever any connection's status changes (for useSyncExternalStore). */
export function onChannelStatusChange(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}

/** Closes every connection at once (tests start from none; nothing in the app needs it). */
export function closeAllOrderChannels(): void {
  connections.clear();
}
