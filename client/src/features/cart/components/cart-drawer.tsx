import type { Cart } from '@pizza/shared';
import { ShoppingBag } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { Button, buttonClasses } from '../../../components/ui/button';
import { DrawerHeader } from '../../../components/ui/drawer-header';
import { Sheet } from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useCart } from '../api/get-cart';
import { visibleLines } from '../cart-summary';
import { useMinimumOrder } from '../hooks/use-minimum-order';
import { useCartDrawerStore } from '../stores/cart-drawer-store';
import { useReorderNoticeStore } from '../stores/reorder-notice-store';
import { CartLine } from './cart-line';
import { MinimumOrderNotice } from './minimum-order-notice';
import { PriceChangeNotice } from './price-change-notice';
import { ReorderNoticeBanner } from './reorder-notice';

function EmptyCart({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5">
      <div className="flex flex-col items-center gap-4 px-1 py-10 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-cream-200 text-brand-700">
          <ShoppingBag aria-hidden="true" className="size-9" />
        </span>
        <p className="font-display text-xl font-bold">{t('cart.empty')}</p>
        {/* A client-side link: the drawer is reachable from every page, and a reload would lose nothing but time. */}
        <Link to={{ pathname: paths.home, hash: '#PIZZA' }} onClick={onBrowse} className={buttonClasses('secondary', 'md')}>
          {t('cart.browseMenu')}
        </Link>
      </div>
    </div>
  );
}

interface CartContentsProps {
  cart: Cart;
  suggestions: ReactNode;
  onClose: () => void;
  onCheckout: () => void;
}

/**
 * The items' sum (named 'Items': the fees come at checkout and are said here, so the amount is
 * not taken for what the customer pays), the minimum order when it is not reached yet (Checkout
 * waits for it), and Checkout.
 */
function CheckoutBlock({ cart, onCheckout }: Pick<CartContentsProps, 'cart' | 'onCheckout'>) {
  const { t } = useTranslation();
  const { money } = useLocaleFormat();
  const { minimum, missing } = useMinimumOrder(cart.totalPrice);
  const blockedId = useId();
  // A line sold out since it was added: checkout would refuse, so the button waits and says why.
  const blocked = cart.cartItems.some((line) => !line.available);
  return (
    <div className="sticky bottom-0 z-10 -mx-5 flex flex-col gap-3 border-t border-cream-200 bg-surface px-5 pt-4 pb-4">
      <div>
        <p className="flex items-baseline justify-between text-lg font-extrabold">
          <span>{t('cart.items')}</span>
          <span className="tabular-nums">{money(cart.totalPrice)}</span>
        </p>
        <p className="text-sm text-ink-muted">{t('cart.feesAtCheckout')}</p>
      </div>
      {missing > 0 && minimum !== undefined && <MinimumOrderNotice missing={missing} minimum={minimum} />}
      {blocked && (
        <p id={blockedId} className="text-sm font-semibold text-brand-800">
          {t('soldOut.checkoutBlocked')}
        </p>
      )}
      <Button onClick={onCheckout} disabled={missing > 0 || blocked} aria-describedby={blocked ? blockedId : undefined} className="w-full">
        {t('cart.checkout')}
      </Button>
    </div>
  );
}

/**
 * What "Order again" just put in (until dismissed), the prices that changed since the customer saw them (one sentence each), lines, '+ Add more items', then the items' sum and Checkout, then the suggestions. One scrolling column:
 * the Checkout block sticks to the bottom while the lines scroll, and the suggestions come after it,
 * on screen and in the Tab order (Checkout is a few Tab stops away, not behind every suggestion).
 */
function CartContents({ cart, suggestions, onClose, onCheckout }: CartContentsProps) {
  const { t } = useTranslation();
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <ReorderNoticeBanner />
      <PriceChangeNotice changes={cart.priceChanges} className="mt-4" />
      <ul className="divide-y divide-cream-200">
        {visibleLines(cart).map((line) => (
          <CartLine key={line.cartItemId} line={line} />
        ))}
      </ul>
      <button
        type="button"
        onClick={onClose}
        className="flex min-h-12 w-full cursor-pointer items-center border-t border-cream-200 font-bold text-brand-700 hover:text-brand-800"
      >
        {t('cart.addMore')}
      </button>
      <CheckoutBlock cart={cart} onCheckout={onCheckout} />
      {suggestions}
    </div>
  );
}

/**
 * The cart drawer (lazy-loaded by the app layout): 'Your Cart' with close, then the cart, its loading or
 * error state, or the empty state. `suggestions` (the menu's Popular Items, composed by the app layout)
 * shows after Checkout, and only when the cart has something to go with.
 */
export function CartDrawer({ suggestions }: { suggestions?: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { isOpen, close: closeDrawer } = useCartDrawerStore();
  const dismissReorder = useReorderNoticeStore((state) => state.dismiss);
  // The sentence of an "Order again" is news once: closing the cart forgets it.
  const close = () => {
    closeDrawer();
    dismissReorder();
  };
  const { data: cart, isPending, isError, isFetching, refetch } = useCart();
  const hasLines = visibleLines(cart).length > 0;

  // An absolute path: the drawer lives in the top bar of every page, not only on '/'.
  const checkout = () => {
    close();
    void navigate(paths.checkout);
  };

  return (
    <Sheet open={isOpen} onClose={close} labelledBy={titleId} placement="right" className="w-full sm:w-[23rem]">
      <DrawerHeader
        titleId={titleId}
        title={t('cart.title')}
        closeLabel={t('cart.close')}
        onClose={close}
        className="border-b border-cream-200"
      />
      {isPending && <Spinner label={t('cart.loading')} className="m-auto" />}
      {isError && (
        <div role="alert" className="m-5 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
          {t('cart.loadError')}
          <Button variant="secondary" size="sm" disabled={isFetching} onClick={() => void refetch()}>
            {t('menu.retry')}
          </Button>
        </div>
      )}
      {!isPending && !isError && !hasLines && <EmptyCart onBrowse={close} />}
      {cart && hasLines && <CartContents cart={cart} suggestions={suggestions} onClose={close} onCheckout={checkout} />}
    </Sheet>
  );
}
