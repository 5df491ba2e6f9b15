import { DELIVERY_RADIUS_M, zoneKmOf } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useRestaurantStatus } from '../../restaurant';

/**
 * Said before the order button, as the Consumer Rights Directive Art. 8(3) asks "at the latest at
 * the beginning of the ordering process" (docs/product/legal.md): where the shop delivers, the
 * minimum order and how one pays, from the restaurant status the page already follows.
 */
export function OrderTerms() {
  const { t } = useTranslation();
  const { money } = useLocaleFormat();
  const status = useRestaurantStatus().data;
  const km = status?.deliveryZoneKm ?? zoneKmOf(DELIVERY_RADIUS_M);
  return (
    <section aria-labelledby="checkout-terms" className="flex flex-col gap-1 text-sm text-ink-muted">
      <h3 id="checkout-terms" className="font-bold text-ink">
        {t('checkout.terms.title')}
      </h3>
      <ul className="flex list-disc flex-col gap-0.5 pl-5">
        <li>{t('checkout.terms.zone', { km })}</li>
        {status?.minimumOrder !== undefined && <li>{t('checkout.terms.minimum', { amount: money(status.minimumOrder) })}</li>}
        <li>{t('checkout.terms.payment')}</li>
      </ul>
    </section>
  );
}
