import { useQueryClient } from '@tanstack/react-query';

import { refreshMenu } from '../features/menu';
import { applyRestaurantStatus, restaurantStatusQueryKey } from '../features/restaurant';
import { useOrderChannel } from '../lib/order-channel';
import { selectSessionReady, useAuthStore } from '../lib/session/auth-store';

/**
 * A signed-in customer's pages follow the shop-wide events of the live channel (the connection is
 * shared with the order pages): the restaurant status (home notices, checkout) changes at once,
 * and the menu is read again when something sells out or comes back, or when staff save it in the
 * menu editor (docs/product/menu.md#live-changes). Visitors who are not signed
 * in have no channel: their pages poll the status and re-read it when it turns by itself.
 */
export function useShopLiveUpdates(): void {
  const queryClient = useQueryClient();
  const token = useAuthStore((state) => state.token);
  const email = useAuthStore((state) => state.email);
  const ready = useAuthStore(selectSessionReady);
  useOrderChannel(ready && email ? token : null, 'customer', {
    onEvent: (event) => {
      if (event.type === 'restaurant-status-changed') applyRestaurantStatus(queryClient, event.status);
      else if (event.type === 'menu-availability-changed') void refreshMenu(queryClient);
      else if (event.type === 'menu-changed') void refreshMenu(queryClient);
    },
    onResync: () => {
      void queryClient.invalidateQueries({ queryKey: restaurantStatusQueryKey });
      void refreshMenu(queryClient);
    },
  });
}
