import type { ChannelAudience, ShopEvent } from '@pizza/shared';

export type { ChannelAudience } from '@pizza/shared';

/**
 * What the UI says about the live channel: connecting at first, live while connected,
 * reconnecting right after a drop, down when no connection came back within DOWN_AFTER_MS (or
 * the server refused the credential, after which the channel stops trying).
 */
export type ChannelStatus = 'connecting' | 'live' | 'reconnecting' | 'down';

export interface ChannelCredential {
  token: string;
  audience: ChannelAudience;
}

/** A subscriber of the channel: a feature that keeps its query cache in step with the events. */
export interface ChannelListener {
  /**
   * An event above every seq applied so far, in seq order, exactly once per connection: an order's
   * event or a shop-wide one (isOrderEvent tells them apart).
   */
  onEvent?: (event: ShopEvent) => void;
  /**
   * The channel cannot vouch for what happened before now (a first connect without lastSeq, or
   * the server's resync-required): refetch the data this subscriber shows.
   */
  onResync?: () => void;
}
