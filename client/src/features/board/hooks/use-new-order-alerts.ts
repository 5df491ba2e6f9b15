import type { Order } from '@pizza/shared';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useNow } from '../../../lib/use-now';
import { useAlertsStore } from '../alerts/alerts-store';
import { notifyWhenHidden, requestNotificationPermission } from '../alerts/browser-notification';
import { playChime, unlockAudio } from '../alerts/chime';
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
  const { t } = useTranslation();
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
    const { fresh, seen: nowSeen } = detectNewOrders(seen.current, orders);
    seen.current = nowSeen;
    reminders.update(orders);
    announce(fresh);
  }, [orders, reminders]);

  useEffect(() => reminders.setEnabled(alertsOn), [alertsOn, reminders]);
  useEffect(() => reminders.setMuted(muted), [muted, reminders]);
  useEffect(() => reminders.setUrgent(new Set(urgentIds ? urgentIds.split(' ') : [])), [urgentIds, reminders]);
  useEffect(() => () => reminders.stop(), [reminders]);
}
