import { CartDrawer } from '../../features/cart';
import { PopularItems } from '../../features/menu';

/** The cart drawer as the shop shows it: the menu's Popular Items fill its suggestions slot. */
export function ShopCartDrawer() {
  return <CartDrawer suggestions={<PopularItems />} />;
}
