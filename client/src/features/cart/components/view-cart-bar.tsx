import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useCartTotals } from '../hooks/use-cart-totals';
import { useCartDrawerStore } from '../stores/cart-drawer-store';

/**
 * The floating 'View Cart' bar at the bottom of the home page: item count and total; opens the drawer.
 * Hidden while the cart is empty. On a short screen (a laptop at 200 % zoom) it shrinks to its content
 * at the right, so it does not cover the welcome's 'See the menu'.
 */
export function ViewCartBar() {
  const { t } = useTranslation();
  const { count, total, showViewCartBar } = useCartTotals();
  const openDrawer = useCartDrawerStore((state) => state.open);
  const { money } = useLocaleFormat();
  if (!showViewCartBar) return null;

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] short:justify-end short:pb-2">
      <button
        type="button"
        onClick={openDrawer}
        className="pointer-events-auto flex min-h-14 w-full max-w-md cursor-pointer short:min-h-12 short:w-auto items-center gap-3 rounded-full bg-brand-600 py-2 pr-5 pl-2 text-white shadow-card-hover transition-colors hover:bg-brand-solid sm:pr-6"
      >
        <span className="flex h-10 min-w-10 items-center justify-center rounded-full bg-white/20 px-2 font-bold tabular-nums">
          <span className="sr-only">{t('cart.itemCount', { count })}</span>
          <span aria-hidden="true">{count}</span>
        </span>
        <span className="flex flex-1 items-center gap-2 text-left text-lg font-bold">
          <ShoppingBag aria-hidden="true" className="size-5" />
          {t('cart.viewCart')}
        </span>
        <span className="text-lg font-extrabold tabular-nums">{money(total)}</span>
      </button>
    </div>
  );
}
