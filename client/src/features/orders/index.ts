/**
 * The orders feature's public face: My Orders, the order page, and what checkout needs to hand
 * over a just-placed order. Everything else under features/orders is internal.
 */
export { rememberPlacedOrder, useOrder } from './api/get-order';
export { orderQueryKeys } from './api/order-query-keys';
export { MyOrders } from './components/my-orders';
export { OrderDetails } from './components/order-details';
export { PriceBreakdown } from './components/price-breakdown';
