import type { ReactNode } from 'react';

import { MountWhenOpened } from '../../../components/ui/mount-when-opened';
import { useCartDrawerStore } from '../stores/cart-drawer-store';

/**
 * Mounts the cart drawer once it has been opened; the drawer reads the open flag itself. The app
 * layout passes the drawer in, lazily loaded and with the menu's Popular Items in it, so cart never
 * imports menu.
 */
export function CartDrawerMount({ children }: { children: ReactNode }) {
  const isOpen = useCartDrawerStore((state) => state.isOpen);
  return <MountWhenOpened open={isOpen}>{children}</MountWhenOpened>;
}
