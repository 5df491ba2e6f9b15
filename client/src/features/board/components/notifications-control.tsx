import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { useAlertsStore } from '../alerts/alerts-store';
import { useEnableAlerts } from '../hooks/use-new-order-alerts';
import { useSoundLocked } from '../hooks/use-sound-lock';
import { type PushSubscribeResult, subscribeThisDevice } from '../pwa/web-push';
import { IosHomeScreenHint } from './ios-home-screen-hint';

/**
 * 'Enable Notifications' (docs/product/screens.md): browsers play sound and show notifications only after
 * a click on the page, so the board asks for one. Once notifications are allowed the device is
 * also subscribed to web push, so a new order reaches it while the board is closed.
 * Afterwards it says the alerts are on (while a reload left sound locked, the board's banner speaks
 * instead); an iPhone or iPad in Safari is told to add the board to the Home Screen first.
 */
export function NotificationsControl() {
  const { t } = useTranslation();
  const alertsOn = useAlertsStore((state) => state.alertsOn);
  const permission = useAlertsStore((state) => state.permission);
  const token = useStaffAuthStore((state) => state.token);
  const enableAlerts = useEnableAlerts();
  const [push, setPush] = useState<PushSubscribeResult | null>(null);
  const soundLocked = useSoundLocked();

  async function enable() {
    await enableAlerts();
    setPush(await subscribeThisDevice(token));
  }

  if (alertsOn) {
    if (soundLocked) return null;
    return (
      <div role="status" className="flex flex-col gap-0.5 sm:items-end">
        <span className="inline-flex min-h-11 items-center gap-2 rounded-full bg-green-100 px-4 font-bold text-green-950 ring-1 ring-green-300">
          <BellRing aria-hidden="true" className="size-5" />
          {t('board.alerts.on')}
        </span>
        {permission !== 'granted' && <span className="max-w-xs text-sm text-ink-muted sm:text-right">{t('board.alerts.blocked')}</span>}
        {push === 'subscribed' && <span className="max-w-xs text-sm text-ink-muted sm:text-right">{t('board.push.subscribed')}</span>}
        {push === 'failed' && <span className="max-w-xs text-sm text-ink-muted sm:text-right">{t('board.push.subscribeFailed')}</span>}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <button
        type="button"
        onClick={() => void enable()}
        className="inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-full bg-accent-400 px-5 text-lg font-bold text-night shadow-sm hover:bg-accent-500"
      >
        <BellRing aria-hidden="true" className="size-6" />
        {t('board.alerts.enable')}
      </button>
      <span className="max-w-xs text-sm text-ink-muted sm:text-right">{t('board.alerts.enableHint')}</span>
      <div className="w-full max-w-sm">
        <IosHomeScreenHint collapsible />
      </div>
    </div>
  );
}
