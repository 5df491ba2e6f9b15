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
    /** SPEC: for logged-in customers once auth loading has finished (an empty cart shows 0). */
    showViewCartBar: ready,
  };
}
