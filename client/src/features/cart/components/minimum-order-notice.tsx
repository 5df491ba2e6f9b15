import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';

/** 'Add 600 Ft more to order: the minimum order is 3 500 Ft.' Said in the cart, before checkout would refuse it. */
export function MinimumOrderNotice({ missing, minimum }: { missing: number; minimum: number }) {
  const { t } = useTranslation();
  const { money } = useLocaleFormat();
  return (
    <p
      role="status"
      data-testid="minimum-order"
      className="flex items-start gap-2 rounded-xl bg-accent-200/60 px-3 py-2 text-sm font-semibold text-ink"
    >
      <Info aria-hidden="true" className="mt-px size-4 shrink-0" />
      {t('cart.minimumMissing', { amount: money(missing), minimum: money(minimum) })}
    </p>
  );
}
