import type { OrderItem } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { AllergenCodes } from '../../../components/ui/allergen-codes';
import { useLocaleFormat } from '../../../lib/use-locale-format';

/**
 * What the kitchen makes: quantity first and large, then the dish, its size, extras, the allergen
 * codes of the dish and its add-ons as ordered, and the customer's note, in the reader's language.
 */
export function OrderItems({ items, headingId }: { items: OrderItem[]; headingId: string }) {
  const { t } = useTranslation();
  const { money, name } = useLocaleFormat();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="sr-only">
        {t('board.card.items')}
      </h4>
      <ul className="flex flex-col divide-y divide-cream-200">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 py-2 first:pt-0 last:pb-0">
            <span className="min-w-11 shrink-0 self-start rounded-lg bg-ink px-2 py-0.5 text-center text-lg font-extrabold text-cream-50 tabular-nums">
              {item.quantity}×
            </span>
            <div className="min-w-0 flex-1 wrap-anywhere">
              <p className="text-lg leading-snug font-bold">
                {name(item)}
                {item.size !== 'REGULAR' && <span className="font-semibold text-ink-muted"> · {t(`sizes.${item.size}`)}</span>}
              </p>
              {item.extras.length > 0 && (
                <ul className="mt-0.5 text-base font-semibold text-ink">
                  {item.extras.map((extra, index) => (
                    <li key={extra.id ?? `${extra.name}-${index}`}>+ {name(extra)}</li>
                  ))}
                </ul>
              )}
              {item.allergens && <AllergenCodes allergens={item.allergens} large className="mt-1" />}
              {item.instructions && (
                <p className="mt-1 rounded-md bg-accent-200 px-2 py-1 text-base font-semibold whitespace-pre-line text-ink">
                  <span className="mr-1 font-bold">{t('board.card.instructions')}</span>
                  {item.instructions}
                </p>
              )}
            </div>
            <span className="shrink-0 pt-0.5 text-sm text-ink-muted tabular-nums">{money(item.pricePerItem * item.quantity)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
