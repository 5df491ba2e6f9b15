/**
 * The live order channel (docs/integrators/live-channel.md) on the client: one Socket.IO connection per
 * credential, shared by every subscriber, resuming from the highest seq applied, deduplicating by
 * seq. Features subscribe with their token and put the events into their own query cache; this
 * module knows nothing about features.
 */
export { channelStatus, subscribeOrderChannel } from './channel';
export { DOWN_AFTER_MS } from './connection-status';
export type { ChannelAudience, ChannelCredential, ChannelListener, ChannelStatus } from './types';
export { useOrderChannel } from './use-order-channel';
export { withOrderEvent } from './with-order-event';
