import { mountTables } from '../../lib/route-table';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import { cartRoutes } from './cart.routes';
import type { CartService } from './cart.service';

export { type CartService, createCartService, type ReorderedLine, type ReorderLine } from './cart.service';
export { cartOf, eraseCartOf } from './cart-data';
export { type PricedCart, type PricedLine, priceChangeSentences, unavailableName, unitPriceOf } from './cart-pricing';

/** The signed-in customer's cart, mounted at /api/cart; the service is built by the composition root. */
export function cartFeature({ cart, guard }: { cart: CartService; guard: AuthGuard }): Feature {
  return mountTables([cartRoutes(cart)], accessGuards(guard));
}
