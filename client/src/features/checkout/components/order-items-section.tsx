import type { CartItem } from '@pizza/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { AllergenCodes } from '../../../components/ui/allergen-codes';
import { ProductImage } from '../../../components/ui/product-image';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { lineAllergens, visibleLines } from '../../cart';
import type { CheckoutState } from '../hooks/use-checkout';
import { CheckoutSection } from './checkout-section';

function ItemLine({ line }: { line: CartItem }) {
  const { t } = useTranslation();
  const { money, name: nameOf, names } = useLocaleFormat();
  const { size, imageUrl } = line.menuItem;
  const name = nameOf(line.menuItem);
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <ProductImage src={imageUrl} className="aspect-square w-14 shrink-0 self-start rounded-xl bg-cream-100 object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="leading-snug font-bold">{name}</p>
        {size !== 'REGULAR' && <p className="text-sm text-ink-muted">{t(`sizes.${size}`)}</p>}
        {line.extras.length > 0 && <p className="text-sm text-ink-muted">{t('cart.extras', { extras: names(line.extras) })}</p>}
        {line.instructions && <p className="text-sm break-words text-ink-muted italic">{t('quoted', { text: line.instructions })}</p>}
        <AllergenCodes allergens={lineAllergens(line)} className="mt-0.5" />
        {!line.available && <p className="text-sm font-semibold text-brand-800">{t('soldOut.lineUnavailable')}</p>}
      </div>
      <div className="flex flex-col items-end gap-0.5 whitespace-nowrap">
        <span className="font-bold tabular-nums">{money(line.totalPrice)}</span>
        <span className="text-sm text-ink-muted tabular-nums">{t('checkout.quantity', { count: line.quantity })}</span>
      </div>
    </li>
  );
}

/** The cart's lines (quantity 0 hidden), and the way back to the menu. */
export function OrderItemsSection({ cart }: Pick<CheckoutState, 'cart'>) {
  const { t } = useTranslation();
  const lines = visibleLines(cart.data);
  const addMore = (
    <Link to={paths.home} className="text-sm font-bold text-brand-700 hover:text-brand-800 hover:underline">
      {t('checkout.addMore')}
    </Link>
  );
  return (
    <CheckoutSection title={t('checkout.items')} action={addMore}>
      {cart.isPending && <Spinner label={t('checkout.loadingItems')} />}
      {!cart.isPending && lines.length === 0 && <p className="text-ink-muted">{t('checkout.noItems')}</p>}
      {lines.length > 0 && (
        <ul className="divide-y divide-cream-200">
          {lines.map((line) => (
            <ItemLine key={line.cartItemId} line={line} />
          ))}
        </ul>
      )}
    </CheckoutSection>
  );
}
