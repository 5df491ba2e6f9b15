/**
 * The cart feature's public face: what the app layer composes and what menu uses to add lines.
 * Everything else under features/cart is internal (ESLint import zones enforce it).
 */
export { useAddToCart } from './api/add-to-cart';
// Checkout lists the cart's lines and, once an order is placed, empties the cached cart.
export { cartQueryKeys, useCart } from './api/get-cart';
export { lineAllergens, visibleLines } from './cart-summary';
export { CartButton } from './components/cart-button';
export { CartDrawer } from './components/cart-drawer';
export { CartDrawerMount } from './components/cart-drawer-mount';
// Checkout repeats the cart's price-change sentences before the order button.
export { PriceChangeNotice } from './components/price-change-notice';
export { ViewCartBar } from './components/view-cart-bar';
export { useCartTotals } from './hooks/use-cart-totals';
// "Order again" (orders) opens the cart with its one sentence of what went in.
export { showReorderInCart } from './show-reorder';
