import { isOrderEvent, type RestaurantSettings, type RestaurantStatus, type ShopEvent } from '@pizza/shared';
import type { QueryClient } from '@tanstack/react-query';

import { restaurantStatusQueryKey } from '../../restaurant';
import { boardKeys } from '../api/board-keys';
import { applyOrderEventToBoard } from './apply-order-event';

/**
 * One live event into the board's queries: an order's event moves its card; the shop's status
 * (another tablet's toggle, busy or pause) and the settings are replaced by what the event carries;
 * a dish or add-on sold out or back, or a menu saved in the editor, makes the Menu tab read the menu again.
 */
export function applyShopEventToBoard(queryClient: QueryClient, event: ShopEvent): void {
  if (isOrderEvent(event)) return applyOrderEventToBoard(queryClient, event);
  if (event.type === 'restaurant-status-changed') queryClient.setQueryData<RestaurantStatus>(restaurantStatusQueryKey, event.status);
  else if (event.type === 'settings-changed') queryClient.setQueryData<RestaurantSettings>(boardKeys.settings(), event.settings);
  else if (event.type === 'menu-availability-changed' || event.type === 'menu-changed') {
    void queryClient.invalidateQueries({ queryKey: boardKeys.menu() });
  }
}
