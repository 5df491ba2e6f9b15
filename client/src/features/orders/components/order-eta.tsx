import { estimateOf, isAwaitingRelease, minutesLeft, type Order, type OrderStatus, slotWhen, TIME_ZONE } from '@pizza/shared';
import { CalendarClock, Clock, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useNow } from '../../../lib/use-now';
import { useServicePromise } from '../../restaurant';

/** While the estimate still means something: pickup until it is ready, delivery until it arrives. */
const SHOWN_WHILE: Record<Order['orderType'], readonly OrderStatus[]> = {
  PICKUP: ['PREPARING'],
  DELIVERY: ['PREPARING', 'OUT_FOR_DELIVERY'],
};

/** "19:40" in Budapest time, as the restaurant's clock shows it. */
export function clockTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** The estimate and the minutes left, or nothing when the order has none to show. */
export function useOrderEta(order: Order) {
  const now = useNow();
  const estimate = estimateOf(order);
  if (!estimate || !SHOWN_WHILE[order.orderType].includes(order.status)) return null;
  return { estimate, minutes: minutesLeft(new Date(estimate), new Date(now)) };
}

/**
 * The customer's estimate: "Ready at 19:40 – in 18 minutes" / "Delivery at about 20:05 – in 43
 * minutes", counting down with the shared clock; once passed, "Running late: we're on it".
 * `compact` is My Orders' one line.
 */
export function OrderEta({ order, compact = false }: { order: Order; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const eta = useOrderEta(order);
  if (isAwaitingRelease(order)) return <ScheduledFor order={order} compact={compact} />;
  if (order.status === 'PLACED') return <ExpectedWait order={order} compact={compact} />;
  if (!eta) return null;
  const time = clockTime(eta.estimate, i18n.language);
  const late = eta.minutes <= 0;
  const at = t(order.orderType === 'PICKUP' ? 'orders.eta.readyAt' : 'orders.eta.deliveryAt', { time });
  const left = late ? t('orders.eta.late') : t('orders.eta.inMinutes', { count: eta.minutes });
  if (compact)
    return (
      <p className={`flex items-start gap-1.5 text-sm font-bold ${late ? 'text-brand-800' : 'text-leaf'}`}>
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <time dateTime={eta.estimate}>{at}</time> – {left}
        </span>
      </p>
    );
  return (
    <div
      className={`mb-4 flex items-start gap-3 rounded-2xl px-4 py-3 ${late ? 'bg-brand-50 text-brand-900' : 'bg-green-50 text-green-900'}`}
      data-testid="order-eta"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <p className="flex flex-col">
        <time dateTime={eta.estimate} className="text-lg font-extrabold tabular-nums sm:text-xl">
          {at}
        </time>
        <span role={late ? 'status' : undefined} className="font-semibold">
          {left}
        </span>
      </p>
    </div>
  );
}

/**
 * Before the restaurant accepts: the wait it usually takes from then, from the same estimate as the
 * home page and checkout (the shop's prep time and busy extra now, and for a delivery the drive to
 * its address when placed). Accepting replaces it with the order's own time.
 */
function ExpectedWait({ order, compact }: { order: Order; compact: boolean }) {
  const { t } = useTranslation();
  const wait = useServicePromise(order.orderType, order.driveMinutes);
  if (!wait) return null;
  const text = t(order.orderType === 'PICKUP' ? 'orders.eta.expectedPickup' : 'orders.eta.expectedDelivery', { time: wait });
  if (compact)
    return (
      <p className="flex items-start gap-1.5 text-sm font-bold text-ink-muted">
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{text}</span>
      </p>
    );
  return (
    <div className="mb-4 flex items-start gap-3 rounded-2xl bg-cream-100 px-4 py-3 text-ink" data-testid="order-expected-wait">
      <Hourglass aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <p className="font-semibold">{text}</p>
    </div>
  );
}

/** "Saturday 19:30" / "szombat 19:30": an order for later's slot as its reader says it, Budapest time. */
export function useScheduledWhen(order: Order): string {
  const { i18n } = useTranslation();
  const now = useNow();
  return order.scheduledFor ? slotWhen(new Date(order.scheduledFor), new Date(now), i18n.language) : '';
}

/**
 * An order for later waiting for its release (docs/product/scheduled-orders.md#the-order): its slot
 * instead of a wait, which only starts when the kitchen gets it.
 */
function ScheduledFor({ order, compact }: { order: Order; compact: boolean }) {
  const { t } = useTranslation();
  const text = t('orders.scheduledFor', { when: useScheduledWhen(order) });
  if (compact)
    return (
      <p className="flex items-start gap-1.5 text-sm font-bold text-brand-800" data-testid="order-scheduled">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{text}</span>
      </p>
    );
  return (
    <div className="mb-4 flex items-start gap-3 rounded-2xl bg-cream-100 px-4 py-3 text-ink" data-testid="order-scheduled">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <p className="flex flex-col">
        <span className="text-lg font-extrabold sm:text-xl">{text}</span>
        <span className="font-semibold text-ink-muted">{t('orders.scheduledNote')}</span>
      </p>
    </div>
  );
}
