import { openingWhen, type OrderType } from '@pizza/shared';
import { CalendarClock, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useNow } from '../../../lib/use-now';
import { closedPromise, useRestaurantStatus, useServicePromise } from '../../restaurant';
import type { ScheduleState } from '../hooks/use-schedule';
import { CheckoutSection } from './checkout-section';
import { SchedulePicker, useSlotWhen } from './schedule-picker';

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
export function useWhenText(orderType: OrderType, driveMinutes?: number): string | undefined {
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

const choiceClasses =
  'flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl bg-cream-50 p-3 ring-1 ring-cream-200 transition-colors hover:bg-cream-100 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-accent-500';

interface WhenProps {
  orderType: OrderType;
  driveMinutes?: number;
  schedule: ScheduleState;
  disabled: boolean;
}

/**
 * "As soon as possible" or "Schedule" (docs/product/scheduled-orders.md#checkout), a radio group;
 * while the service cannot take an order now, Schedule only, with the next slot in words.
 */
function WhenChoice({ orderType, driveMinutes, schedule, disabled }: WhenProps) {
  const { t } = useTranslation();
  const asapText = useWhenText(orderType, driveMinutes);
  const slotWhen = useSlotWhen();
  const nextSlot = schedule.slots.data?.nextSlot;
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="sr-only">{t('checkout.schedule.legend')}</legend>
        {!schedule.scheduleOnly && (
          <label className={choiceClasses}>
            <input
              type="radio"
              name="checkout-when"
              value="asap"
              checked={!schedule.scheduling}
              onChange={schedule.chooseAsap}
              className="size-5 shrink-0 accent-brand-600"
            />
            <Clock aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <span className="flex flex-col">
              <span className="font-bold">{t('checkout.schedule.asap')}</span>
              {asapText && (
                <span className="text-sm text-ink-muted" data-testid="checkout-when">
                  {asapText}
                </span>
              )}
            </span>
          </label>
        )}
        <label className={choiceClasses}>
          <input
            type="radio"
            name="checkout-when"
            value="schedule"
            checked={schedule.scheduling}
            onChange={schedule.chooseSchedule}
            className="size-5 shrink-0 accent-brand-600"
          />
          <CalendarClock aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          <span className="flex flex-col">
            <span className="font-bold">{t('checkout.schedule.schedule')}</span>
            <span className="text-sm text-ink-muted">{t(`checkout.schedule.hint_${orderType}`)}</span>
          </span>
        </label>
      </fieldset>
      {schedule.scheduleOnly && nextSlot && (
        <p className="rounded-2xl bg-yellow-50 px-4 py-3 font-semibold text-yellow-950 ring-1 ring-yellow-300" data-testid="next-slot">
          {t('checkout.schedule.closedNext', { when: slotWhen(nextSlot.at) })}
        </p>
      )}
      {schedule.scheduling && <SchedulePicker schedule={schedule} disabled={disabled} />}
    </div>
  );
}

/**
 * When?: 'Standard' (as soon as possible) and the time it takes now, from the same estimate as the
 * home page and the order page: a pickup's wait, a delivery's with the drive to the selected address
 * (the quote's `driveMinutes`; before the quote, the zone's range). Departs from SPEC's fixed '40-50 min'.
 * Where the shop takes orders for later, the choice of "As soon as possible" or a slot instead.
 */
export function WhenSection(props: WhenProps) {
  const { t } = useTranslation();
  const whenText = useWhenText(props.orderType, props.driveMinutes);
  return (
    <CheckoutSection title={t('checkout.when')}>
      {props.schedule.available ? <WhenChoice {...props} /> : <Fixed icon={Clock} title={t('checkout.standard')} detail={whenText} />}
    </CheckoutSection>
  );
}
