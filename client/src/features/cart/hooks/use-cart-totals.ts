import { selectSessionReady, useAuthStore } from '../../../lib/session/auth-store';
import { useCart } from '../api/get-cart';
import { cartItemCount } from '../cart-summary';

/** Count and total for the badge and the View Cart bar; both follow the cart query. */
export function useCartTotals() {
  const { data: cart } = useCart();
  const count = cartItemCount(cart);
  const ready = useAuthStore(selectSessionReady);
  return {
    count,
    total: cart?.totalPrice ?? 0,
    /**
     * SPEC: for logged-in customers once auth loading has finished. Not while the cart is empty:
     * a pinned '0 · View Cart · 0 Ft' only covers the menu.
     */
    showViewCartBar: ready && count > 0,
  };
}
