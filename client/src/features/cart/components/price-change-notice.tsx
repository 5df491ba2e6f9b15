import type { PriceChange } from '@pizza/shared';
import { BadgeInfo } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';

/** 'Margarita (large)': the dish as the sentence names it; a one-size dish by its name alone. */
function useChangedItemLabel(): (change: PriceChange) => string {
  const { t } = useTranslation();
  const { name } = useLocaleFormat();
  return (change) => (change.size === 'REGULAR' ? name(change) : `${name(change)} (${t(`sizes.${change.size}`).toLocaleLowerCase()})`);
}

/**
 * Prices that changed since the customer last saw them (docs/product/menu.md#prices-change-honestly):
 * one sentence per line, above the lines in the cart and before the order button at checkout, so
 * nobody pays a price they have not read. A status region, so screen readers are told of it too.
 */
export function PriceChangeNotice({ changes, className = '' }: { changes: readonly PriceChange[] | undefined; className?: string }) {
  const { t } = useTranslation();
  const { money } = useLocaleFormat();
  const label = useChangedItemLabel();
  if (!changes || changes.length === 0) return null;
  return (
    <div
      role="status"
      className={`flex gap-2.5 rounded-2xl bg-accent-200 p-3 text-sm font-semibold text-ink ring-1 ring-accent-400 ${className}`}
    >
      <BadgeInfo aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <ul className="flex flex-col gap-1">
        {changes.map((change) => (
          <li key={change.cartItemId} data-testid="price-change">
            {t('priceChanges.sentence', { item: label(change), after: money(change.after), before: money(change.before) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
