import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { iconButtonClasses } from '../../../components/ui/icon-button';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/session/auth-store';
import { loginRedirectState } from '../../../lib/session/login-redirect';
import { useCartTotals } from '../hooks/use-cart-totals';
import { useCartDrawerStore } from '../stores/cart-drawer-store';

/** The top bar's cart: opens the drawer; visitors who are not logged in go to /login first. */
export function CartButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const openDrawer = useCartDrawerStore((state) => state.open);
  const { count } = useCartTotals();
  const showBadge = isAuthenticated && count > 0;

  const onClick = () => {
    if (isAuthenticated) openDrawer();
    else void navigate(paths.login, { state: loginRedirectState(`${pathname}${search}`) });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={showBadge ? t('cart.openWithCount', { items: t('cart.itemCount', { count }) }) : t('cart.open')}
      className={`relative ${iconButtonClasses}`}
    >
      <ShoppingBag aria-hidden="true" className="size-6" />
      {showBadge && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white ring-2 ring-cream-50"
        >
          {count}
        </span>
      )}
    </button>
  );
}
