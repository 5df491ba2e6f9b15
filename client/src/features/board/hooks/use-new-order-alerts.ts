import { isAwaitingRelease, type Order } from '@pizza/shared';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useNow } from '../../../lib/use-now';
import { useAlertsStore } from '../alerts/alerts-store';
import { notifyWhenHidden, requestNotificationPermission } from '../alerts/browser-notification';
import { playChime, playSoftChime, unlockAudio } from '../alerts/chime';
import { createReminderScheduler, detectNewOrders } from '../alerts/new-orders';
import { isEscalated } from '../escalation';

/** The handler of 'Enable Notifications': unlocks audio and asks for permission inside the click, then rings once as a test. */
export function useEnableAlerts(): () => Promise<void> {
  const enabled = useAlertsStore((state) => state.enabled);
  return useCallback(async () => {
    // Both must start synchronously inside the click: browsers honour them only during a user gesture.
    const audio = unlockAudio();
    const permission = requestNotificationPermission();
    const [, granted] = await Promise.all([audio, permission]);
    enabled(granted);
    playChime();
  }, [enabled]);
}

/**
 * The new-order alert: an order id the board has not seen rings once (and, while the tab is hidden,
 * shows a browser notification); an order that stays PLACED rings again every 30 s until it is
 * accepted, rejected or muted; one nobody accepted in time (escalated) every 10 s with the louder chime. Nothing rings before 'Enable Notifications', and the orders already
 * there on the first load never ring as new.
 */
export function useNewOrderAlerts(orders: readonly Order[] | undefined): void {
  useScheduledOrderAlerts(orders);
  useActiveOrderAlerts(orders);
}

/** The board's orders split: those for later still waiting for their release, and the kitchen's active ones. */
export function splitAwaitingRelease(orders: readonly Order[]): { awaiting: Order[]; active: Order[] } {
  const awaiting: Order[] = [];
  const active: Order[] = [];
  for (const order of orders) (isAwaitingRelease(order) ? awaiting : active).push(order);
  return { awaiting, active };
}

/**
 * An order for later placed (docs/product/scheduled-orders.md#the-order): the soft chime once, no
 * reminders: nobody needs to act before its release, when it rings again as a new order.
 */
function useScheduledOrderAlerts(orders: readonly Order[] | undefined): void {
  const alertsOn = useAlertsStore((state) => state.alertsOn);
  const seen = useRef<ReadonlySet<string> | null>(null);
  const announce = useEffectEvent((fresh: readonly Order[]) => {
    if (alertsOn && fresh.length > 0) playSoftChime();
  });
  useEffect(() => {
    if (!orders) return;
    const { fresh, seen: nowSeen } = detectNewOrders(seen.current, splitAwaitingRelease(orders).awaiting);
    seen.current = nowSeen;
    announce(fresh);
  }, [orders]);
}

function useActiveOrderAlerts(allOrders: readonly Order[] | undefined): void {
  const { t } = useTranslation();
  // Orders for later count from their release: that is when they are new to the kitchen.
  const orders = useMemo(() => allOrders && splitAwaitingRelease(allOrders).active, [allOrders]);
  // Orders accepted early from the Scheduled list come into the active ones already accepted: not news.
  const scheduledIds = useRef(new Set<string>());
  const { money } = useLocaleFormat();
  const alertsOn = useAlertsStore((state) => state.alertsOn);
  const muted = useAlertsStore((state) => state.muted);
  const seen = useRef<ReadonlySet<string> | null>(null);
  const [reminders] = useState(() => createReminderScheduler(playChime));
  const now = useNow();
  // Orders nobody accepted in time ring every 10 s, louder; the ids, so an unchanged set changes nothing.
  const urgentIds = (orders ?? [])
    .filter((order) => isEscalated(order, now))
    .map((order) => order.orderId)
    .join(' ');

  // Reads the language and the unlock at the time of ringing; a language switch is not news.
  const announce = useEffectEvent((fresh: readonly Order[]) => {
    if (!alertsOn || fresh.length === 0) return;
    playChime();
    for (const order of fresh) {
      const type = t(`board.orderType.${order.orderType}`);
      notifyWhenHidden(t('board.alerts.notificationTitle', { sequence: order.orderSequence, type, total: money(order.totalPrice) }), {
        body: t('board.alerts.notificationBody', { name: order.user.name, count: order.orderItems.length }),
        tag: order.orderId,
      });
    }
  });

  useEffect(() => {
    if (!orders) return;
    for (const order of allOrders ?? []) if (isAwaitingRelease(order)) scheduledIds.current.add(order.orderId);
    const { fresh, seen: nowSeen } = detectNewOrders(seen.current, orders);
    seen.current = nowSeen;
    reminders.update(orders);
    announce(fresh.filter((order) => order.status === 'PLACED' || !scheduledIds.current.has(order.orderId)));
  }, [orders, allOrders, reminders]);

  useEffect(() => reminders.setEnabled(alertsOn), [alertsOn, reminders]);
  useEffect(() => reminders.setMuted(muted), [muted, reminders]);
  useEffect(() => reminders.setUrgent(new Set(urgentIds ? urgentIds.split(' ') : [])), [urgentIds, reminders]);
  useEffect(() => () => reminders.stop(), [reminders]);
}
