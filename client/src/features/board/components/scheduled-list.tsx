import { hasSchedule, type Order, slotWhen, slotWithinHours } from '@pizza/shared';
import { CalendarClock, ChevronDown, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useNow } from '../../../lib/use-now';
import { useRestaurantHours } from '../api/restaurant-settings';
import { formatClock } from '../order-time';
import { OrderActions } from './order-actions';
import { OrderTypeBadge } from './order-badges';
import { OrderItems } from './order-items';

/** Soonest slot first. */
export const bySlot = (orders: readonly Order[]): Order[] =>
  [...orders].sort((a, b) => Date.parse(a.scheduledFor ?? '') - Date.parse(b.scheduledFor ?? ''));

/**
 * The orders for later still waiting for their release (docs/product/scheduled-orders.md#the-order),
 * by slot: when, which service, who, how much and when it goes to the kitchen; a row opens to the
 * lines and the normal accept (early) and reject. Nothing is shown while none waits.
 */
export function ScheduledList({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="flex items-center gap-2 text-xl font-extrabold">
        <CalendarClock aria-hidden="true" className="size-6 text-ink-muted" />
        {t('board.scheduled.title')}
        <span className="rounded-full bg-ink px-2.5 text-base text-cream-50 tabular-nums">{orders.length}</span>
      </h3>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,19rem),1fr))] items-start gap-3">
        {bySlot(orders).map((order) => (
          <li key={order.orderId} className="grid min-w-0">
            <ScheduledRow order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ScheduledRow({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const { money, orderNumber } = useLocaleFormat();
  const now = useNow();
  const hours = useRestaurantHours();
  const [open, setOpen] = useState(false);
  const id = useId();
  const slot = order.scheduledFor ? new Date(order.scheduledFor) : undefined;
  // The hours may have changed since it was placed: it keeps its slot, staff see it lies outside them.
  // (A shop without opening hours opens by the switch alone: nothing to be outside of.)
  const outside = slot && hours.data && hasSchedule(hours.data) ? !slotWithinHours(hours.data, order.orderType, slot) : false;
  return (
    <article
      aria-labelledby={`${id}-number`}
      data-order-id={order.orderId}
      className="flex min-w-0 flex-col gap-2 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink/10"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={`${id}-number`} className="text-2xl font-extrabold tabular-nums">
          {orderNumber(order.orderSequence)}
        </h4>
        {slot && (
          <p className="text-2xl font-extrabold tabular-nums first-letter:uppercase">{slotWhen(slot, new Date(now), i18n.language)}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <OrderTypeBadge type={order.orderType} />
        {outside && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-200 px-3 py-1 text-sm font-bold text-ink ring-1 ring-accent-400">
            <TriangleAlert aria-hidden="true" className="size-4" />
            {t('board.scheduled.outsideHours')}
          </span>
        )}
      </div>
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-semibold wrap-anywhere">{order.user.name}</span>
        <span className="text-lg font-extrabold tabular-nums">{money(order.totalPrice)}</span>
      </div>
      {order.releaseAt && (
        <p className="text-ink-muted">{t('board.scheduled.toKitchenAt', { time: formatClock(order.releaseAt, i18n.language, now) })}</p>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((shown) => !shown)}
        className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-xl border-2 border-ink/25 px-3 font-bold hover:bg-cream-100"
      >
        {t(open ? 'board.scheduled.hide' : 'board.scheduled.show')}
        <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div id={`${id}-more`} className="flex flex-col gap-3">
          <OrderItems items={order.orderItems} headingId={`${id}-items`} />
          <OrderActions order={order} scheduled />
        </div>
      )}
    </article>
  );
}
