import { create } from 'zustand';

import type { NotificationState } from './browser-notification';

interface AlertsState {
  /** True once 'Enable Notifications' unlocked audio; lost on reload (browsers require a new click). */
  alertsOn: boolean;
  permission: NotificationState | null;
  /** Orders whose repeat reminder a staff member silenced. */
  muted: ReadonlySet<string>;
  enabled: (permission: NotificationState) => void;
  toggleMute: (orderId: string) => void;
  reset: () => void;
}

/** Client-only state of the new-order alert (the orders themselves live in TanStack Query). */
export const useAlertsStore = create<AlertsState>()((set) => ({
  alertsOn: false,
  permission: null,
  muted: new Set(),
  enabled: (permission) => set({ alertsOn: true, permission }),
  toggleMute: (orderId) =>
    set(({ muted }) => {
      const next = new Set(muted);
      if (!next.delete(orderId)) next.add(orderId);
      return { muted: next };
    }),
  reset: () => set({ alertsOn: false, permission: null, muted: new Set() }),
}));
