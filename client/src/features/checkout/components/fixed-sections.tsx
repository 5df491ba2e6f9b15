import { openingWhen, type OrderType } from '@pizza/shared';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useNow } from '../../../lib/use-now';
import { closedPromise, useRestaurantStatus, useServicePromise } from '../../restaurant';
import { CheckoutSection } from './checkout-section';

function Fixed({ icon: Icon, title, detail }: { icon: typeof Clock; title: string; detail?: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-cream-50 p-3 ring-1 ring-cream-200">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
      <p className="flex flex-col">
        <span className="font-bold">{title}</span>
        {detail && (
          <span className="text-sm text-ink-muted" data-testid="checkout-when">
            {detail}
          </span>
        )}
      </p>
    </div>
  );
}

/** What the When? line says for the chosen service: its wait now, or when it (or the shop) opens. */
function useWhenText(orderType: OrderType, driveMinutes?: number): string | undefined {
  const { t, i18n } = useTranslation();
  const now = new Date(useNow());
  const { data } = useRestaurantStatus();
  const promise = useServicePromise(orderType, driveMinutes);
  if (!data) return undefined;
  const closed = closedPromise(data, now, t, i18n.language);
  if (closed) return closed;
  const service = data.services?.[orderType];
  if (service?.isOpen === false)
    return service.nextOpening
      ? t(`restaurant.serviceLater_${orderType}`, { when: openingWhen(new Date(service.nextOpening), now, i18n.language) })
      : t(`restaurant.serviceOff_${orderType}`);
  return promise && t(orderType === 'PICKUP' ? 'eta.readyIn' : 'eta.atDoorIn', { time: promise });
}

/**
 * When?: 'Standard' (as soon as possible) and the time it takes now, from the same estimate as the
 * home page and the order page: a pickup's wait, a delivery's with the drive to the selected address
 * (the quote's `driveMinutes`; before the quote, the zone's range). Departs from SPEC's fixed '40-50 min'.
 */
export function WhenSection({ orderType, driveMinutes }: { orderType: OrderType; driveMinutes?: number }) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.when')}>
      <Fixed icon={Clock} title={t('checkout.standard')} detail={useWhenText(orderType, driveMinutes)} />
    </CheckoutSection>
  );
}
