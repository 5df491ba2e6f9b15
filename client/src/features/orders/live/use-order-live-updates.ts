import { isOrderEvent } from '@pizza/shared';
import { useQueryClient } from '@tanstack/react-query';

import { type ChannelStatus, useOrderChannel } from '../../../lib/order-channel';
import { selectSessionReady, useAuthStore } from '../../../lib/session/auth-store';
import { applyOrderEventToOrders, refetchCustomerOrders } from './apply-order-event';

/**
 * Keeps the customer's cached orders (the order page, My Orders) in step with the live channel
 * while the calling page is mounted, and returns the channel's status. The connection (the
 * customer's token) is shared with every other subscriber in the tab.
 */
export function useOrderLiveUpdates(): ChannelStatus {
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);
  const email = useAuthStore((state) => state.email);
  const ready = useAuthStore(selectSessionReady);
  return useOrderChannel(ready && email ? token : null, 'customer', {
    onEvent: (event) => {
      if (email && isOrderEvent(event)) applyOrderEventToOrders(queryClient, email, event);
    },
    onResync: () => {
      if (email) void refetchCustomerOrders(queryClient, email);
    },
  });
}
