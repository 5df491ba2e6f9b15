import { type CartItem, QUANTITY_MAX_PER_LINE } from '@pizza/shared';
import { Minus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { AllergenCodes } from '../../../components/ui/allergen-codes';
import { Button } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/inline-error';
import { ProductImage } from '../../../components/ui/product-image';
import { QuantityControl } from '../../../components/ui/quantity-control';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useUpdateCartItem } from '../api/update-cart-item';
import { lineAllergens } from '../cart-summary';

/**
 * One cart line: picture, name, size, extras, instructions, the allergens of the dish and its add-ons
 * (docs/product/menu.md#allergens), line total, and − / + controls.
 * At quantity 1 the minus is a trash can that sets 0, which removes the line on the server.
 */
export function CartLine({ line }: { line: CartItem }) {
  const { t } = useTranslation();
  const update = useUpdateCartItem();
  const { money, name: nameOf, names } = useLocaleFormat();
  const { size, imageUrl } = line.menuItem;
  const name = nameOf(line.menuItem);
  const isLast = line.quantity <= 1;
  // Two lines of one product differ by size: name the size in the controls' labels.
  const label = size === 'REGULAR' ? name : `${name} (${t(`sizes.${size}`)})`;
  const setQuantity = (quantity: number) => update.mutate({ cartItemId: line.cartItemId, quantity });
  // Sold out since it was added: the line says so and offers removing it; checkout waits for that.
  const unavailable = !line.available;
  const soldOutExtras = line.extras.filter((extra) => !extra.available);

  return (
    <li className="flex gap-3 py-4" aria-busy={update.isPending || undefined} data-unavailable={unavailable || undefined}>
      <ProductImage
        src={imageUrl}
        className={`aspect-square w-16 shrink-0 self-start rounded-xl bg-cream-100 object-cover ${unavailable ? 'opacity-50 grayscale' : ''}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="leading-snug font-bold">{name}</h3>
          <p className="font-bold whitespace-nowrap tabular-nums">{money(line.totalPrice)}</p>
        </div>
        {size !== 'REGULAR' && <p className="text-sm text-ink-muted">{t(`sizes.${size}`)}</p>}
        {line.extras.length > 0 && <p className="text-sm text-ink-muted">{t('cart.extras', { extras: names(line.extras) })}</p>}
        {line.instructions && <p className="text-sm break-words text-ink-muted italic">{t('quoted', { text: line.instructions })}</p>}
        <AllergenCodes allergens={lineAllergens(line)} />
        {unavailable && (
          <p className="rounded-lg bg-brand-50 px-2.5 py-1.5 text-sm font-semibold text-brand-800">
            {soldOutExtras.length > 0 ? `${t('soldOut.extraSoldOut', { name: names(soldOutExtras) })}. ` : ''}
            {t('soldOut.lineUnavailable')}
          </p>
        )}
        {unavailable ? (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            aria-label={t('cart.remove', { name: label })}
            disabled={update.isPending}
            onClick={() => setQuantity(0)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('soldOut.remove')}
          </Button>
        ) : (
          <QuantityControl
            size="sm"
            value={line.quantity}
            label={t('cart.quantityOf', { name: label })}
            decrease={{
              label: isLast ? t('cart.remove', { name: label }) : t('cart.decrease', { name: label }),
              icon: isLast ? Trash2 : Minus,
              disabled: update.isPending,
              onClick: () => setQuantity(line.quantity - 1),
            }}
            increase={{
              label: t('cart.increase', { name: label }),
              disabled: update.isPending || line.quantity >= QUANTITY_MAX_PER_LINE,
              onClick: () => setQuantity(line.quantity + 1),
            }}
          />
        )}
        {update.isError && <InlineError>{t('cart.updateError')}</InlineError>}
      </div>
    </li>
  );
}
