import type { ShopEvent } from '@pizza/shared';
import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';

import { channelStatus, onChannelStatusChange, subscribeOrderChannel } from './channel';
import type { ChannelAudience, ChannelListener, ChannelStatus } from './types';

/**
 * Subscribes a component to the live order channel for as long as it is mounted and `token` is
 * set, and returns the connection's status. The listener may change on every render: the latest
 * one is called, and the subscription follows only the token.
 */
export function useOrderChannel(token: string | null, audience: ChannelAudience, listener: ChannelListener): ChannelStatus {
  const onEvent = useEffectEvent((event: ShopEvent) => listener.onEvent?.(event));
  const onResync = useEffectEvent(() => listener.onResync?.());

  useEffect(() => {
    if (!token) return;
    return subscribeOrderChannel({ token, audience }, { onEvent: (event) => onEvent(event), onResync: () => onResync() });
  }, [token, audience]);

  const snapshot = useCallback(() => channelStatus(token), [token]);
  return useSyncExternalStore(onChannelStatusChange, snapshot);
}
