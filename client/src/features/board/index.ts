/**
 * The staff board's public face: the orders board for /admin, the Opened/Closed switch the page
 * puts in the staff top bar, the count of unaccepted orders for the tab title, the courier's list
 * for /admin/deliveries (the board's orders, live channel and Delivered), and an order's card and
 * phone number as the board writes them, which the order search shows. Everything else under features/board is internal
 * (ESLint import zones enforce it).
 */
export { useUnacceptedCount } from './api/get-active-orders';
export { DeliveriesList } from './components/deliveries/deliveries-list';
export { OrderCard } from './components/order-card';
export { formatPhone } from './components/order-customer';
export { usePromoText } from './components/order-promo';
export { OrdersBoard } from './components/orders-board';
export { RestaurantStatusToggle } from './components/restaurant-status-toggle';
export { useBoardApp } from './pwa/use-board-app';
