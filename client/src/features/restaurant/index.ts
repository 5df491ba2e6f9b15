/**
 * The restaurant feature's public face: the open/closed status. Tiny on purpose, because the home
 * page imports it eagerly (the closed notice above the menu); checkout reads the same query.
 */
export {
  applyRestaurantStatus,
  markRestaurantClosed,
  RESTAURANT_STATUS_POLL_MS,
  restaurantStatusQueryKey,
  useRestaurantStatus,
} from './api/get-restaurant-status';
export { ClosedNotice } from './components/closed-notice';
export { HoursNotice } from './components/hours-notice';
export { closedPromise, HeroPromise, minutesText, useServicePromise } from './components/time-promise';
