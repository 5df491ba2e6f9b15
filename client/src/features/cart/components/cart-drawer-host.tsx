import { lazy } from 'react';

import { MountWhenOpened } from '../../../components/ui/mount-when-opened';
import { useCartDrawerStore } from '../stores/cart-drawer-store';

// Not needed for the first paint: fetched the first time the drawer opens (or prefetched when idle).
export const loadCartDrawer = () => import('./cart-drawer');
const CartDrawer = lazy(() => loadCartDrawer().then((module) => ({ default: module.CartDrawer })));

/** Mounts the cart drawer once it has been opened; the drawer reads the open flag itself. */
export function CartDrawerHost() {
  const isOpen = useCartDrawerStore((state) => state.isOpen);
  return (
    <MountWhenOpened open={isOpen}>
      <CartDrawer />
    </MountWhenOpened>
  );
}
