import type { OrderItem } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { AllergenCodes } from '../../../components/ui/allergen-codes';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { lineTotal } from '../order-lines';

/** The order's lines as placed: name, size, quantity, extras, the kitchen note, the allergens as ordered and the line price. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  const { money, name, names } = useLocaleFormat();
  return (
    <ul className="divide-y divide-cream-200">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <span className="min-w-9 font-bold text-brand-700 tabular-nums">{t('orders.quantity', { count: item.quantity })}</span>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="font-bold">
              {name(item)}
              {item.size !== 'REGULAR' && <span className="font-normal text-ink-muted"> · {t(`sizes.${item.size}`)}</span>}
            </p>
            {item.extras.length > 0 && <p className="text-sm text-ink-muted">{t('orders.extras', { extras: names(item.extras) })}</p>}
            {item.instructions && <p className="text-sm break-words text-ink-muted italic">{t('quoted', { text: item.instructions })}</p>}
            {item.allergens && <AllergenCodes allergens={item.allergens} />}
          </div>
          <span className="font-semibold whitespace-nowrap tabular-nums">{money(lineTotal(item))}</span>
        </li>
      ))}
    </ul>
  );
}
