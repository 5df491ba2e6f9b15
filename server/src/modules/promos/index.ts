import type { OrderPromos } from '../orders';

/*
 * Promo codes and the loyalty reward (docs/product/promo-codes.md): staff's codes, the checkout's
 * judge and the exact count of uses, and the personal reward of a regular. The orders module calls
 * it through its OrderPromos port; the composition root builds it.
 */

export type PromosService = OrderPromos;

export function createPromos(): PromosService {
  const notBuilt = () => Promise.reject(new Error('promo codes are not built yet'));
  return {
    price: notBuilt,
    redeem: notBuilt,
    // Orders without a code give nothing back and earn nothing while loyalty is not built.
    giveBack: async () => {},
    orderFinished: async () => {},
  };
}
