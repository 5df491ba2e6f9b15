import { lazy } from 'react';

import { CartDrawerMount } from '../../features/cart';

// Not needed for the first paint: the drawer and its Popular Items are fetched, as one chunk, the
// first time the drawer opens (or prefetched when idle).
export const loadCartDrawer = () => import('./shop-cart-drawer');
const ShopCartDrawer = lazy(() => loadCartDrawer().then((module) => ({ default: module.ShopCartDrawer })));

/** The cart drawer of every customer page (the top bar renders it), mounted once it has been opened. */
export function CartDrawerHost() {
  return (
    <CartDrawerMount>
      <ShopCartDrawer />
    </CartDrawerMount>
  );
}
