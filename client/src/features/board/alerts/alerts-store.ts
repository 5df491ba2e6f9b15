import { create } from 'zustand';

import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { type NotificationState, notificationState } from './browser-notification';

interface AlertsState {
  /**
   * True once 'Enable Notifications' was used on this device; kept across reloads (localStorage), while
   * the browser may still lock sound until the next tap after a reload (see use-sound-lock.ts).
   */
  alertsOn: boolean;
  permission: NotificationState | null;
  /** Orders whose repeat reminder a staff member silenced. */
  muted: ReadonlySet<string>;
  enabled: (permission: NotificationState) => void;
  toggleMute: (orderId: string) => void;
  /** Back to what a freshly loaded page starts with (tests). */
  reset: () => void;
}

const rememberedOn = () => readStorage(STORAGE_KEYS.boardAlerts) === 'on';

/** Client-only state of the new-order alert (the orders themselves live in TanStack Query). */
export const useAlertsStore = create<AlertsState>()((set) => ({
  alertsOn: rememberedOn(),
  permission: rememberedOn() ? notificationState() : null,
  muted: new Set(),
  enabled: (permission) => {
    writeStorage(STORAGE_KEYS.boardAlerts, 'on');
    set({ alertsOn: true, permission });
  },
  toggleMute: (orderId) =>
    set(({ muted }) => {
      const next = new Set(muted);
      if (!next.delete(orderId)) next.add(orderId);
      return { muted: next };
    }),
  reset: () => set({ alertsOn: rememberedOn(), permission: rememberedOn() ? notificationState() : null, muted: new Set() }),
}));
